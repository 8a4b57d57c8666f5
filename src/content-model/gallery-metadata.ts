import { GALLERY_CATEGORIES, type GalleryCategory } from "./rules"

/** One entry of content/gallery/gallery.json; everything but `file` is optional. */
export interface GalleryEntry {
  file: string
  alt?: string
  caption?: string
  category?: string
  order?: number
}

export interface GalleryPhotoDetails {
  fileName: string
  alt: string
  caption: string
  category: GalleryCategory
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
export function photoDetails(fileName: string, entry: GalleryEntry | undefined): GalleryPhotoDetails {
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
