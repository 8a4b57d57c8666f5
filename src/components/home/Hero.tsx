import React, { type ReactNode } from "react"
import type { Business } from "../../hooks/useBusiness"
import { smsHref, telHref } from "../../lib/contact-links"
import { DeviceLink } from "../ui/DeviceLink"
import { PhotoHero } from "../ui/PhotoHero"
import { SiteLink } from "../ui/SiteLink"
import * as buttons from "../ui/buttons.module.css"
import { CONTACT_PATH } from "../../lib/paths"
import { PAGE_ACTIONS } from "../layout/page-actions"

interface HeroProps {
  business: Business
  /** The featured photo (HeroPhoto), if any. */
  image?: ReactNode
}

/** The first screen of the home page: the headline and the three quickest ways to ask for a quote. */
export function Hero({ business, image }: HeroProps) {
  return (
    <PhotoHero
      headingId="hero-heading"
      height="screen"
      image={image}
      title={<>Expert General Contractor &amp; Home Maintenance in {business.serviceArea}</>}
      lead={
        <>
          Remodeling, construction, flooring, roofing and repairs for homeowners across {business.serviceArea}, from a team with{" "}
          {business.yearsExperience}+ years of experience. Every estimate is free.
        </>
      }
      actions={
        <div className={buttons.row} {...PAGE_ACTIONS}>
          <SiteLink to={CONTACT_PATH} className={`${buttons.button} ${buttons.primary}`}>
            Get a Free Estimate
          </SiteLink>
          <DeviceLink href={smsHref(business.phone, business.smsBody)} icon="message-square">
            Send a Quick SMS
          </DeviceLink>
          <DeviceLink href={telHref(business.phone)} icon="phone">
            Call Now
          </DeviceLink>
        </div>
      }
    />
  )
}
