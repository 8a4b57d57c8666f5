import React, { useDeferredValue, useMemo, useRef, useState } from "react"
import { useLoadOnDemand } from "../../hooks/useLoadOnDemand"
import { isPlainClick } from "../../lib/site-links"
import { DEFAULT_GALLERY_FILTER, emptyGalleryMessage, filterPhotos, type GalleryFilter } from "../../lib/gallery-view"
import { GalleryFilterBar } from "./GalleryFilterBar"
import { GalleryGrid } from "./GalleryGrid"
import { largestFileOf, type GalleryItem } from "./types"
import * as styles from "./Gallery.module.css"

/** The thumbnail of `item` in `grid`: the link to its largest file. */
const thumbnailOf = (grid: HTMLElement | null, item: GalleryItem | undefined) =>
  item && Array.from(grid?.querySelectorAll("a") ?? []).find((link) => link.getAttribute("href") === largestFileOf(item))

/** The viewer and @reach/dialog are fetched when a visitor reaches for a photo, not with the page. */
const loadViewer = () => import("./GalleryViewer").then((module) => module.GalleryViewer)

/** The filter chosen, and whether the visitor has chosen one (the grid's entrance plays from then on). */
interface FilterChoice {
  filter: GalleryFilter
  changed: boolean
}
const FIRST_CHOICE: FilterChoice = { filter: DEFAULT_GALLERY_FILTER, changed: false }

interface GalleryProps {
  items: readonly GalleryItem[]
  /** The category filter bar of the gallery page; a service page shows its few photos without it. */
  showFilters?: boolean
  /** Photos on the page's first screen, loaded at once: the gallery page's first two; none lower down a page. */
  firstScreen?: number
}

/** The filter bar, the grid (or the empty-state message) and the viewer of SPEC.md §2. */
export function Gallery({ items, showFilters = true, firstScreen = 0 }: GalleryProps) {
  const [choice, setChoice] = useState<FilterChoice>(FIRST_CHOICE)
  // The pressed button shows in the frame after the tap; the grid for it is rendered after that frame
  // (React renders it in slices, and keeps the previous grid until it is ready).
  const gridChoice = useDeferredValue(choice)
  const [selected, setSelected] = useState<number | null>(null)
  const grid = useRef<HTMLDivElement>(null)
  const [GalleryViewer, loadGalleryViewer] = useLoadOnDemand(loadViewer)

  const shown = useMemo(() => filterPhotos(items, gridChoice.filter), [items, gridChoice])
  const emptyMessage = emptyGalleryMessage(items.length, shown.length)

  function chooseFilter(filter: GalleryFilter) {
    setChoice({ filter, changed: true })
    setSelected(null)
  }

  function closeViewer() {
    const current = selected
    setSelected(null)
    // Back to the thumbnail of the photo last seen, after the dialog has handed focus back.
    window.setTimeout(() => {
      if (current !== null) thumbnailOf(grid.current, shown[current])?.focus()
    }, 0)
  }

  /** A click or Enter on a thumbnail opens its photo in the viewer. */
  function openClicked(event: React.MouseEvent<HTMLElement>) {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return
    const href = event.target.closest("a")?.getAttribute("href")
    const index = shown.findIndex((item) => largestFileOf(item) === href)
    if (index < 0) return
    event.preventDefault()
    loadGalleryViewer()
    setSelected(index)
  }

  return (
    <>
      {showFilters && items.length > 0 && <GalleryFilterBar selected={choice.filter} onSelect={chooseFilter} />}
      {emptyMessage ? (
        <p className={styles.empty} role="status">
          {emptyMessage}
        </p>
      ) : (
        // Pointing at, touching or tabbing to a photo starts fetching the viewer. The clicks come from the
        // thumbnails, links that a keyboard reaches and opens (Enter is a click): the div only listens for them.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          ref={grid}
          onClick={openClicked}
          onPointerOver={loadGalleryViewer}
          onTouchStart={loadGalleryViewer}
          onFocus={loadGalleryViewer}
        >
          <GalleryGrid
            key={gridChoice.filter}
            firstScreen={gridChoice.changed ? 0 : firstScreen}
            items={shown}
            animateEntry={gridChoice.changed}
          />
        </div>
      )}
      {selected !== null && shown[selected] && GalleryViewer && (
        <GalleryViewer items={shown} index={selected} onIndexChange={setSelected} onClose={closeViewer} />
      )}
    </>
  )
}
