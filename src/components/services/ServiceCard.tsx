import React, { type ReactNode } from "react"
import { NearPicture, type PictureLoading } from "../ui/NearPicture"
import { ServiceIcon } from "./ServiceIcon"
import * as styles from "./ServiceCard.module.css"

/**
 * The width a card's photo is shown at, in SERVICE_CARD_COLUMNS (grid-columns.ts): gridImageSizes'
 * answer (grid-sizes.ts, which a unit test holds this to), written out so that visitors' JavaScript
 * carries the answer, not the working.
 */
export const SERVICE_CARD_IMAGE_SIZES = [
  "(min-width: 1024px) calc((100vw - 72px) / 3)",
  "(min-width: 640px) calc((100vw - 52px) / 2)",
  "calc(100vw - 32px)",
].join(", ")

interface ServiceCardProps {
  service: Queries.ServiceCardFieldsFragment
  /** The card's anchor on the page (/services#<slug>), when it has one. */
  id?: string
  /** The card's link or action, under the description. */
  children?: ReactNode
  /** How its photo is fetched (gridPictureLoading): once near, unless the card opens a page's first screen. */
  loading?: PictureLoading
}

/**
 * One service: its cover photo (or, without photos, its icon), name (h3) and description. The photo
 * is fetched as the visitor nears it (NearPicture), or at once where the card opens the page's first
 * screen: a grid of cards holding them shows them on a page's first load with showPicturesWhenNear.
 */
export function ServiceCard({
  service: { name, description, icon, coverPhoto },
  id,
  children,
  loading = "near",
}: ServiceCardProps) {
  return (
    <article id={id} className={styles.card}>
      {coverPhoto && (
        <div className={styles.photo}>
          <NearPicture
            image={coverPhoto.tiles}
            alt={coverPhoto.alt}
            sizes={SERVICE_CARD_IMAGE_SIZES}
            className={styles.image}
            loading={loading}
          />
        </div>
      )}
      <div className={styles.body}>
        {!coverPhoto && <ServiceIcon name={icon} className={styles.icon} />}
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.description}>{description}</p>
        {children}
      </div>
    </article>
  )
}
