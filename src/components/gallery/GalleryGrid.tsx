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

/** A click the browser should handle itself: another button, or with a key held (a new tab or window, a download). */
const opensElsewhere = (event: React.MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

interface GalleryGridProps {
  items: readonly GalleryItem[]
  /** Whether items animate in (not on the first render, so nothing waits for JavaScript to show): the grid is
   * mounted anew for each filter, so this holds from each item's first render. */
  animateEntry: boolean
  onOpen: (index: number) => void
  thumbnailRef: (index: number, element: HTMLElement | null) => void
  /** How many photos open the page's first screen on a phone: loaded at once (the first with high priority). */
  firstScreen: number
}

/**
 * Each photo is a link to its large image, the same element before and after the page's
 * JavaScript runs (hydration then changes nothing, and rebuilds no tile): without JavaScript it
 * opens the image; with it, a click or Enter opens the viewer instead.
 */
export function GalleryGrid({ items, animateEntry, onOpen, thumbnailRef, firstScreen }: GalleryGridProps) {
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
            <a
              href={largestFileOf(item)}
              className={styles.thumbnail}
              aria-haspopup="dialog"
              onClick={(event) => {
                if (opensElsewhere(event)) return
                event.preventDefault()
                onOpen(index)
              }}
              ref={(element) => thumbnailRef(index, element)}
            >
              {picture}
            </a>
          </li>
        )
      })}
    </CardGrid>
  )
}
