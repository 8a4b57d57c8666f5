import React, { memo } from "react"
import { GALLERY_COLUMNS } from "../../lib/grid-columns"
import { CardGrid } from "../ui/CardGrid"
import { gridPictureLoading, showPicturesWhenNear } from "../ui/NearPicture"
import { TilePicture } from "./TilePicture"
import { largestFileOf, type GalleryItem } from "./types"
import * as styles from "./GalleryGrid.module.css"

/** Each item starts its entrance (0.3 s, docs/requirements.md: Constants, in GalleryGrid.module.css) a little after the one before. */
const entryDelay = (index: number) => `${Math.min(index * 0.02, 0.2)}s`

interface GalleryGridProps {
  items: readonly GalleryItem[]
  /** Whether items animate in (not on the first render, so nothing waits for JavaScript to show): the grid is
   * mounted anew for each filter, so this holds from each item's first render. */
  animateEntry: boolean
  /** How many photos open the page's first screen on a phone: loaded at once (the first with high priority). */
  firstScreen: number
}

/**
 * Each photo is a link to its large image: without JavaScript it opens the image; with it, a
 * click or Enter opens the viewer instead (Gallery listens for both). On the page's first load
 * the grid's HTML is kept as the server wrote it (StaticHtml): React hydrates none of its tiles.
 * Memoised: the gallery renders again when a filter is tapped, the grid only once its photos change.
 */
export const GalleryGrid = memo(function GalleryGrid({ items, animateEntry, firstScreen }: GalleryGridProps) {
  return (
    // The gallery's columns, from which GRID_IMAGE_SIZES tells the browser the widths the tiles are shown at.
    <CardGrid columns={GALLERY_COLUMNS} staticContent={{ whileKept: showPicturesWhenNear }}>
      {items.map((item, index) => {
        const picture = <TilePicture image={item.grid} alt={item.alt} loading={gridPictureLoading(index, firstScreen)} />
        return (
          <li
            key={item.id}
            className={animateEntry ? `${styles.item} ${styles.entering}` : styles.item}
            style={animateEntry ? { animationDelay: entryDelay(index) } : undefined}
          >
            <a href={largestFileOf(item)} className={styles.thumbnail} aria-haspopup="dialog">
              {picture}
            </a>
          </li>
        )
      })}
    </CardGrid>
  )
})
