import React, { useRef, useState } from "react"
import { useHydrated } from "../../hooks/useHydrated"
import {
  DEFAULT_GALLERY_FILTER,
  emptyGalleryMessage,
  filterPhotos,
  type GalleryFilter,
} from "../../lib/gallery-view"
import { GalleryFilterBar } from "./GalleryFilterBar"
import { GalleryGrid } from "./GalleryGrid"
import { GalleryViewer } from "./GalleryViewer"
import type { GalleryItem } from "./types"
import * as styles from "./Gallery.module.css"

/** The filter bar, the grid (or the empty-state message) and the viewer of SPEC.md §2. */
export function Gallery({ items }: { items: readonly GalleryItem[] }) {
  const hydrated = useHydrated()
  const [filter, setFilter] = useState<GalleryFilter>(DEFAULT_GALLERY_FILTER)
  const [filterChanged, setFilterChanged] = useState(false)
  const [selected, setSelected] = useState<number | null>(null)
  const thumbnails = useRef<Array<HTMLElement | null>>([])

  const shown = filterPhotos(items, filter)
  const emptyMessage = emptyGalleryMessage(items.length, shown.length)

  function chooseFilter(next: GalleryFilter) {
    setFilter(next)
    setFilterChanged(true)
    setSelected(null)
  }

  function closeViewer() {
    const current = selected
    setSelected(null)
    // Back to the thumbnail of the photo last seen, after the dialog has handed focus back.
    window.setTimeout(() => {
      if (current !== null) thumbnails.current[current]?.focus()
    }, 0)
  }

  return (
    <>
      {items.length > 0 && <GalleryFilterBar selected={filter} onSelect={chooseFilter} />}
      {emptyMessage ? (
        <p className={styles.empty} role="status">
          {emptyMessage}
        </p>
      ) : (
        <GalleryGrid
          key={filter}
          items={shown}
          interactive={hydrated}
          animateEntry={filterChanged}
          onOpen={setSelected}
          thumbnailRef={(index, element) => {
            thumbnails.current[index] = element
          }}
        />
      )}
      {selected !== null && shown[selected] && (
        <GalleryViewer items={shown} index={selected} onIndexChange={setSelected} onClose={closeViewer} />
      )}
    </>
  )
}
