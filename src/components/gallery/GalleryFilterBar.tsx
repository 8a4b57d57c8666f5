import React from "react"
import { GALLERY_FILTERS, type GalleryFilter } from "../../lib/gallery-filters"
import * as styles from "./GalleryFilterBar.module.css"

interface GalleryFilterBarProps {
  selected: GalleryFilter
  onSelect: (filter: GalleryFilter) => void
}

/** Toggle buttons, one per filter, the chosen one pressed. */
export function GalleryFilterBar({ selected, onSelect }: GalleryFilterBarProps) {
  return (
    <div role="group" aria-label="Filter photos" className={styles.bar}>
      {GALLERY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === selected}
          className={styles.filter}
          onClick={() => onSelect(filter)}
        >
          {filter}
        </button>
      ))}
    </div>
  )
}
