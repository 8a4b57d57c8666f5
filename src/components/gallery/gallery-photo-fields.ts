import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { projectPagePath } from "../../lib/paths"
import { projectHeading } from "../../lib/projects"
import type { GalleryItem } from "./types"

/**
 * What every page that shows gallery photos asks for: the details and three image sets, each only
 * in the formats browsers use (every current browser shows WebP; AVIF is smaller where it is read).
 * - grid: the tile's own shape (4:3, the grid's aspect-ratio), cut around what sharp's attention
 *   strategy finds interesting, so a portrait photo does not send pixels the tile hides. AVIF and
 *   WebP at the widths of 1-4 columns. Qualities from `npm run bench:quality` on the 20 real
 *   photos: AVIF 40 (720x540 tiles: 21.9 KB on average, 38.5 KB at most, PSNR 33.6 dB), and WebP
 *   55 and JPEG 65, the settings that give the same PSNR in those formats.
 * - gridJpeg: one JPEG of the tile, the <img> fallback for browsers that read neither.
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
    image {
      childImageSharp {
        grid: gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1.3333333
          transformOptions: { cropFocus: ATTENTION }
          breakpoints: [360, 540, 720, 960]
          formats: [WEBP, AVIF]
          placeholder: DOMINANT_COLOR
          avifOptions: { quality: 40 }
          webpOptions: { quality: 55 }
        )
        gridJpeg: resize(width: 720, height: 540, cropFocus: ATTENTION, toFormat: JPG, jpegQuality: 65, jpegProgressive: true) {
          src
        }
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

/**
 * The grid's <picture>: AVIF, then WebP (gatsby-plugin-sharp made WebP the primary format), then the
 * one JPEG as the <img> for browsers that read neither.
 */
function gridPicture(grid: IGatsbyImageData, jpeg: string): IGatsbyImageData {
  const webp = grid.images.fallback
  return {
    ...grid,
    images: {
      sources: [...(grid.images.sources ?? []), ...(webp?.srcSet ? [{ type: "image/webp", srcSet: webp.srcSet }] : [])],
      fallback: { src: jpeg },
    },
  }
}

/** A photo as the gallery components use it; none when the image could not be processed. */
export function toGalleryItem(photo: Queries.GalleryPhotoFieldsFragment): GalleryItem[] {
  const images = photo.image.childImageSharp
  if (!images?.gridJpeg?.src) return []
  return [
    {
      id: photo.id,
      alt: photo.alt,
      caption: photo.caption,
      category: photo.category,
      grid: gridPicture(images.grid, images.gridJpeg.src),
      large: images.large,
      ...(photo.project ? { project: { name: projectHeading(photo.project), path: projectPagePath(photo.project.folder) } } : {}),
    },
  ]
}
