import React, { useDeferredValue, useMemo, useState } from "react"
import { DEFAULT_GALLERY_FILTER, filterPhotos, NO_PHOTOS_IN_CATEGORY, type GalleryFilter } from "../../lib/gallery-filters"
import { Gallery } from "./Gallery"
import { GalleryFilterBar } from "./GalleryFilterBar"
import type { GalleryItem } from "./types"

/** The filter chosen, and whether the visitor has chosen one (the grid's entrance plays from then on). */
interface FilterChoice {
  filter: GalleryFilter
  changed: boolean
}
const FIRST_CHOICE: FilterChoice = { filter: DEFAULT_GALLERY_FILTER, changed: false }

interface FilteredGalleryProps {
  items: readonly GalleryItem[]
  /** Photos on the page's first screen, loaded at once until a filter is chosen. */
  firstScreen?: number
}

/** The gallery page's filter bar above its Gallery (docs/requirements.md: The pages): each filter shows its own grid. */
export function FilteredGallery({ items, firstScreen = 0 }: FilteredGalleryProps) {
  const [choice, setChoice] = useState<FilterChoice>(FIRST_CHOICE)
  // The pressed button shows in the frame after the tap; the grid for it is rendered after that frame
  // (React renders it in slices, and keeps the previous grid until it is ready).
  const gridChoice = useDeferredValue(choice)
  const shown = useMemo(() => filterPhotos(items, gridChoice.filter), [items, gridChoice])

  return (
    <>
      {items.length > 0 && (
        <GalleryFilterBar selected={choice.filter} onSelect={(filter) => setChoice({ filter, changed: true })} />
      )}
      {/* A grid of its own for each filter (the viewer closed, the entrance played again). */}
      <Gallery
        key={gridChoice.filter}
        items={shown}
        firstScreen={gridChoice.changed ? 0 : firstScreen}
        animateEntry={gridChoice.changed}
        emptyMessage={items.length > 0 ? NO_PHOTOS_IN_CATEGORY : undefined}
      />
    </>
  )
}
