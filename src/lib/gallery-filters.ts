import { GALLERY_CATEGORIES } from "../contract/rules"

/*
 * The gallery page's filter (docs/requirements.md: The pages), apart from gallery-view.ts: the service, project and
 * photo pages show their photos without it, and their first load carries none of it.
 */

/** docs/requirements.md: The pages: the filter bar offers All and the categories; All is the default. */
export const GALLERY_FILTERS = ["All", ...GALLERY_CATEGORIES] as const
export type GalleryFilter = (typeof GALLERY_FILTERS)[number]
export const DEFAULT_GALLERY_FILTER: GalleryFilter = "All"

/** What the gallery shows instead of photos when the filter chosen leaves none. */
export const NO_PHOTOS_IN_CATEGORY = "No images found for this category. More projects coming soon!"

export function filterPhotos<T extends { category: string }>(photos: readonly T[], filter: GalleryFilter): T[] {
  return filter === "All" ? [...photos] : photos.filter((photo) => photo.category === filter)
}
