import { graphql } from "gatsby"
import { projectPagePath } from "../../lib/paths"
import { projectHeading } from "../../lib/projects"
import type { GalleryItem } from "./types"

/**
 * What every page that shows gallery photos asks for: the details and two image sets, each made to
 * its recipe (src/photos/image-recipes.ts).
 * - tiles: the grid's 4:3 tiles in AVIF and WebP at the widths of 1-4 columns, and one JPEG for
 *   browsers that read neither, each at the lowest quality that reaches one fidelity target and
 *   within a byte ceiling (made in the build's first step: src/photos/encoding/tile-files.ts).
 * - viewer: the full-screen viewer's files.
 */
export const galleryPhotoFields = graphql`
  fragment GalleryPhotoFields on GalleryPhoto {
    id
    fileName
    alt
    caption
    category
    order
    project {
      folder
      title
      town
    }
    tiles
    tileBox {
      left
      top
      width
      height
    }
    viewer
  }
`

/** A photo as the gallery components use it. */
export function toGalleryItem(photo: Queries.GalleryPhotoFieldsFragment): GalleryItem {
  return {
    id: photo.id,
    fileName: photo.fileName,
    alt: photo.alt,
    caption: photo.caption,
    category: photo.category,
    grid: photo.tiles,
    tileBox: photo.tileBox,
    large: photo.viewer,
    ...(photo.project ? { project: { name: projectHeading(photo.project), path: projectPagePath(photo.project.folder) } } : {}),
  }
}
