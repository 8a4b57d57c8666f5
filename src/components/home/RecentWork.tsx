import React from "react"
import { RECENT_WORK_COLUMNS } from "../../lib/grid-columns"
import { recentPhotoLink } from "../../lib/recent-work"
import { CardGrid } from "../ui/CardGrid"
import { NearPicture, showPicturesWhenNear } from "../ui/NearPicture"
import { SiteLink } from "../ui/SiteLink"
import * as styles from "./RecentWork.module.css"

/**
 * The width a photo of the band is shown at, in RECENT_WORK_COLUMNS (grid-columns.ts):
 * gridImageSizes' answer (grid-sizes.ts, which a unit test holds this to), written out.
 */
export const RECENT_WORK_IMAGE_SIZES = ["(min-width: 768px) calc((100vw - 72px) / 3)", "calc((100vw - 52px) / 2)"].join(", ")

/**
 * The owner's latest work on the home page: the first photos in gallery order (Query.recentWork),
 * each the grid's own tile (no files made for the band), fetched as the visitor nears it, and a
 * plain link to its project or to the photo in the gallery's viewer (no viewer code here).
 */
export function RecentWork({ photos }: { photos: readonly Queries.RecentWorkFieldsFragment[] }) {
  return (
    <CardGrid columns={RECENT_WORK_COLUMNS} staticContent={{ whileKept: showPicturesWhenNear }}>
      {photos.map((photo) => (
        <li key={photo.fileName}>
          <SiteLink to={recentPhotoLink(photo)} className={styles.photo}>
            <NearPicture
              image={photo.tiles}
              alt={photo.alt}
              sizes={RECENT_WORK_IMAGE_SIZES}
              className={styles.image}
              loading="near"
            />
          </SiteLink>
        </li>
      ))}
    </CardGrid>
  )
}
