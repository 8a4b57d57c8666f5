import { GALLERY_CATEGORIES } from "../contract/rules"

/** SPEC.md §2: the filter bar offers All and the categories; All is the default. */
export const GALLERY_FILTERS = ["All", ...GALLERY_CATEGORIES] as const
export type GalleryFilter = (typeof GALLERY_FILTERS)[number]
export const DEFAULT_GALLERY_FILTER: GalleryFilter = "All"

const NO_PHOTOS_AT_ALL = "Our gallery is currently being updated with exciting new projects. Check back soon!"
const NO_PHOTOS_IN_CATEGORY = "No images found for this category. More projects coming soon!"

export function filterPhotos<T extends { category: string }>(photos: readonly T[], filter: GalleryFilter): T[] {
  return filter === "All" ? [...photos] : photos.filter((photo) => photo.category === filter)
}

/** The message to show instead of the grid, or null when there are photos to show. */
export function emptyGalleryMessage(totalPhotos: number, shownPhotos: number): string | null {
  if (totalPhotos === 0) return NO_PHOTOS_AT_ALL
  if (shownPhotos === 0) return NO_PHOTOS_IN_CATEGORY
  return null
}

/** Index `index` in a ring of `length` items: one past the last is the first, one before the first the last. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length
}

/**
 * The width a grid photo is shown at, for `sizes`: 1 column below 640 px, 2 below 1024 px, 3 below
 * 1280 px and 4 from 1280 px, in a container with 16 px side padding and 20 px gaps (--card-gap), at
 * most 1152 px wide (the CardGrid of GalleryGrid.tsx draws the same grid).
 */
export const GRID_IMAGE_SIZES = [
  "(min-width: 1280px) 273px",
  "(min-width: 1024px) calc((100vw - 72px) / 3)",
  "(min-width: 640px) calc((100vw - 52px) / 2)",
  "calc(100vw - 32px)",
].join(", ")

/**
 * The width of a photo in the viewer: as large as fits in 92% of the screen's width and 86% of its
 * height (the rest is the caption). Used both as the image's CSS width and as its `sizes`.
 */
export function viewerImageSizes(aspectRatio: number): string {
  return `min(92vw, ${(86 * aspectRatio).toFixed(2)}vh)`
}
