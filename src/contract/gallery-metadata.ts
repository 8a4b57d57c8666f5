import type { GalleryEntry } from "./gallery"
import { GALLERY_CATEGORIES } from "./rules"

/** What every photo has, from its gallery.json entry or from defaults (GalleryPhoto in GraphQL). */
export const PHOTO_DETAIL_FIELDS = ["alt", "caption", "category", "order"] as const

export type GalleryPhotoDetails = { fileName: string } & Required<Pick<GalleryEntry, "alt" | "caption" | "category">> & {
    order: number | null
  }

/** "kitchen-remodel-wellesley.jpg" -> "Kitchen remodel wellesley". */
export function altFromFileName(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]+$/, "")
    .replace(/[-_.\s]+/g, " ")
    .trim()
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Project photo"
}

/** What the site shows for a photo: its gallery.json entry where it has one, sensible defaults otherwise. */
export function photoDetails(fileName: string, entry: Partial<GalleryEntry> | undefined): GalleryPhotoDetails {
  const alt = entry?.alt?.trim() || altFromFileName(fileName)
  return {
    fileName,
    alt,
    caption: entry?.caption?.trim() || alt,
    category: GALLERY_CATEGORIES.find((category) => category === entry?.category) ?? GALLERY_CATEGORIES[0],
    order: typeof entry?.order === "number" ? entry.order : null,
  }
}

/** Photos with an `order` first, lowest first; then the rest by file name. */
export function sortPhotos<T extends { order: number | null; fileName: string }>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => {
    if (a.order !== null && b.order !== null && a.order !== b.order) return a.order - b.order
    if (a.order !== null && b.order === null) return -1
    if (a.order === null && b.order !== null) return 1
    return a.fileName.localeCompare(b.fileName)
  })
}

/**
 * The photo a field names (business.json's featuredPhoto, a project's cover) when it is among
 * `photos` (in gallery order), else the first of them: a named photo that was deleted (the build
 * warns) gives way to the first in gallery order, on the pages and in the order photos are prepared
 * in alike.
 */
export function namedOrFirst<T>(
  photos: readonly T[],
  named: string | null | undefined,
  nameOf: (photo: T) => string,
): T | undefined {
  return photos.find((photo) => nameOf(photo) === named) ?? photos[0]
}
