import { graphql } from "gatsby"
import { projectPagePath } from "../../lib/paths"
import { projectHeading } from "../../lib/projects"
import type { GalleryItem } from "./types"

/**
 * What every page that shows gallery photos asks for: the details and two image sets.
 * - tiles: the grid's 4:3 tiles in AVIF and WebP at the widths of 1-4 columns, and one JPEG for
 *   browsers that read neither, each at the lowest quality that reaches one fidelity target and
 *   within a byte ceiling (made in the build's first step: src/photos/tile-files.ts).
 * - large: the viewer's files, WebP only, up to 2000 px (the working copies' largest edge,
 *   LARGEST_SERVED_EDGE_PX). AVIF does not pay here: about 15 s of encoding per file on this
 *   machine for files no smaller than WebP's on grainy phone photos.
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
    image {
      childImageSharp {
        large: gatsbyImageData(
          layout: CONSTRAINED
          width: 2000
          breakpoints: [800, 1280, 2000]
          formats: [WEBP]
          placeholder: NONE
          webpOptions: { quality: 70 }
        )
      }
    }
  }
`

/** A photo as the gallery components use it; none when the image could not be processed. */
export function toGalleryItem(photo: Queries.GalleryPhotoFieldsFragment): GalleryItem[] {
  const images = photo.image.childImageSharp
  if (!images) return []
  return [
    {
      id: photo.id,
      alt: photo.alt,
      caption: photo.caption,
      category: photo.category,
      grid: photo.tiles,
      large: images.large,
      ...(photo.project ? { project: { name: projectHeading(photo.project), path: projectPagePath(photo.project.folder) } } : {}),
    },
  ]
}
