import React, { type ReactNode } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Business } from "../../hooks/useBusiness"
import { smsHref, telHref } from "../../lib/contact-links"
import { DeviceLink } from "../ui/DeviceLink"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { SiteLink } from "../ui/SiteLink"
import { StaticHtml } from "../ui/StaticHtml"
import * as buttons from "../ui/buttons.module.css"
import * as styles from "./Hero.module.css"
import { CONTACT_PATH } from "../../lib/paths"
import { DARK_UNDER_HEADER } from "../layout/header-over"
import { PAGE_ACTIONS } from "../layout/page-actions"

interface HeroProps {
  business: Business
  /** The background photo, if any. */
  image?: ReactNode
}

/** The first screen of the home page: the headline and the three quickest ways to ask for a quote. */
export function Hero({ business, image }: HeroProps) {
  return (
    <StaticHtml as="section" className={styles.hero} aria-labelledby="hero-heading" {...DARK_UNDER_HEADER}>
      {image && <div className={styles.image}>{image}</div>}
      <div className={styles.content}>
        <h1 id="hero-heading" className={styles.headline}>
          Expert General Contractor &amp; Home Maintenance in {business.serviceArea}
        </h1>
        <p className={styles.lead}>
          Remodeling, construction, flooring, roofing and repairs for homeowners across {business.serviceArea}, from a team with{" "}
          {business.yearsExperience}+ years of experience. Every estimate is free.
        </p>
        <div className={buttons.row} {...PAGE_ACTIONS}>
          <SiteLink to={CONTACT_PATH} className={`${buttons.button} ${buttons.primary}`}>
            Get a Free Estimate
          </SiteLink>
          <DeviceLink href={smsHref(business.phone, business.smsBody)} icon="message-square" variant="onDark">
            Send a Quick SMS
          </DeviceLink>
          <DeviceLink href={telHref(business.phone)} icon="phone" variant="onDark">
            Call Now
          </DeviceLink>
        </div>
      </div>
    </StaticHtml>
  )
}

/**
 * The featured photo behind the headline: decorative (a scrim keeps the text readable), loaded
 * first since it is the largest thing on the first screen.
 */
export function HeroPhoto({ image }: { image: IGatsbyImageData }) {
  return <ResponsivePicture image={image} alt="" sizes="100vw" loading="eager" fetchPriority="high" className={styles.photo} />
}
