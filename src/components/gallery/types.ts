import type { IGatsbyImageData } from "gatsby-plugin-image"
import { photoStem } from "../../lib/photo-moves"

/** A gallery photo as the gallery components use it. */
export interface GalleryItem {
  id: string
  /** The photo's file in content/gallery/: its name in the viewer's address (photo-address.ts). */
  fileName: string
  alt: string
  caption: string
  category: string
  /** Small files for the grid (and the viewer while its large file loads). */
  grid: IGatsbyImageData
  /** Where the grid's tile sits in the whole photo (fractions of its width and height), when the build knows it. */
  tileBox: Queries.GalleryPhotoFieldsFragment["tileBox"]
  /** Files sized for the full-screen viewer. */
  large: IGatsbyImageData
  /** The project the photo is of (its folder has a project.json): the viewer links to its page. */
  project?: { name: string; path: string }
}

export const aspectRatioOf = (image: IGatsbyImageData) => image.width / image.height

/** The viewer's largest file of a photo: where a thumbnail links for visitors without JavaScript. */
export const largestFileOf = (item: GalleryItem) => item.large.images.fallback?.src ?? ""

/**
 * Each photo's name in the viewer's address (photo-address.ts): its file's name without the
 * extension, or the whole name where two of the page's photos share it.
 */
export function photoNamesOf(items: readonly GalleryItem[]): string[] {
  const stems = items.map((item) => photoStem(item.fileName))
  return stems.map((stem, index) => (stems.indexOf(stem) === stems.lastIndexOf(stem) ? stem : items[index].fileName))
}
