import React, { type ReactNode } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsivePicture } from "./ResponsivePicture"
import { StaticHtml } from "./StaticHtml"
import * as styles from "./PhotoHero.module.css"
import { DARK_UNDER_HEADER } from "../layout/header-over"

interface PhotoHeroProps {
  /** The id of its h1, which names the band. */
  headingId: string
  title: ReactNode
  /** Above the title: where the page sits (Breadcrumbs). */
  above?: ReactNode
  /** The paragraph under the title. */
  lead: ReactNode
  /** The page's ways to ask, drawn for a dark band (white-outlined beside the primary action); none
   * where the page itself is about asking (Contact) or its first screen is its content. */
  actions?: ReactNode
  /** The photo behind the words (HeroPhoto); without one, the dark surface. */
  image?: ReactNode
  /**
   * "screen": as tall as a phone's screen (the home page); "band": a shorter first band with its
   * actions (a service's page, About); "intro": a band just tall enough for the photo to show around
   * a name and a lead, the page's content in sight below it (Projects, Testimonials, Contact).
   */
  height: "screen" | "band" | "intro"
}

/**
 * A page's first band, a photo at full strength behind the page's name, its lead and its actions:
 * a dark scrim only where the words sit, white words, the header's words white over it until the
 * page scrolls (header-over.ts). Never changes on the page (StaticHtml).
 */
export function PhotoHero({ headingId, title, above, lead, actions, image, height }: PhotoHeroProps) {
  return (
    <StaticHtml as="section" className={`${styles.hero} ${styles[height]}`} aria-labelledby={headingId} {...DARK_UNDER_HEADER}>
      {image && <div className={styles.image}>{image}</div>}
      <div className={styles.content}>
        {above && <div className={styles.above}>{above}</div>}
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {actions}
      </div>
    </StaticHtml>
  )
}

/** The featured photo (featured-hero-fields.ts) behind a page's words, if the owner has one. */
export const featuredHeroPhoto = (featured: Queries.FeaturedHeroFieldsFragment | null) => {
  const image = featured?.featuredPhoto?.hero
  return image ? <HeroPhoto image={image} /> : undefined
}

/**
 * The photo behind a PhotoHero's words: decorative (a scrim keeps the text readable), loaded first
 * since it is the largest thing on the first screen.
 */
export function HeroPhoto({ image }: { image: IGatsbyImageData }) {
  return <ResponsivePicture image={image} alt="" sizes="100vw" loading="eager" fetchPriority="high" className={styles.photo} />
}
