import React from "react"
import { CardGrid } from "../ui/CardGrid"
import { TilePicture, type TileLoading } from "./TilePicture"
import { largestFileOf, type GalleryItem } from "./types"
import * as styles from "./GalleryGrid.module.css"

/** Each item starts its entrance (0.3 s, SPEC.md §9, in GalleryGrid.module.css) a little after the one before. */
const entryDelay = (index: number) => `${Math.min(index * 0.02, 0.2)}s`

/** The most tiles a first screen can show before the page's JavaScript runs: one row of four. */
const FIRST_ROW = 4

function tileLoading(index: number, firstScreen: number): TileLoading {
  if (index < firstScreen) return index === 0 ? "first" : "eager"
  return index < FIRST_ROW ? "lazy" : "near"
}

interface GalleryGridProps {
  items: readonly GalleryItem[]
  /** With JavaScript each photo is a button that opens the viewer; without, a link to the large image. */
  interactive: boolean
  /** Whether items animate in (not on the first render, so nothing waits for JavaScript to show): the grid is
   * mounted anew for each filter, so this holds from each item's first render. */
  animateEntry: boolean
  onOpen: (index: number) => void
  thumbnailRef: (index: number, element: HTMLElement | null) => void
  /** How many photos open the page's first screen on a phone: loaded at once (the first with high priority). */
  firstScreen: number
}

export function GalleryGrid({ items, interactive, animateEntry, onOpen, thumbnailRef, firstScreen }: GalleryGridProps) {
  return (
    // 1 column on a phone, 2 from sm, 3 from lg, 4 from xl: GRID_IMAGE_SIZES tells the browser the same widths.
    <CardGrid columns={{ sm: 2, lg: 3, xl: 4 }}>
      {items.map((item, index) => {
        const picture = <TilePicture image={item.grid} alt={item.alt} loading={tileLoading(index, firstScreen)} />
        return (
          <li
            key={item.id}
            className={animateEntry ? `${styles.item} ${styles.entering}` : styles.item}
            style={animateEntry ? { animationDelay: entryDelay(index) } : undefined}
          >
            {interactive ? (
              <button
                type="button"
                className={styles.thumbnail}
                onClick={() => onOpen(index)}
                ref={(element) => thumbnailRef(index, element)}
              >
                {picture}
              </button>
            ) : (
              <a href={largestFileOf(item)} className={styles.thumbnail}>
                {picture}
              </a>
            )}
          </li>
        )
      })}
    </CardGrid>
  )
}
