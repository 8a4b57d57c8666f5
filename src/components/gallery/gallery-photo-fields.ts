import { graphql } from "gatsby"
import type { GalleryItem } from "./types"

/**
 * What every page that shows gallery photos asks for: the details and the two image sets.
 * Grid: widths for 1-4 columns from phones to large screens, AVIF (quality 45) and WebP before JPEG.
 * Viewer: up to 2000 px (the working copies' largest edge, LARGEST_SERVED_EDGE_PX); WebP and JPEG
 * only, since AVIF at these sizes took ~15 s a file to encode here and came out no smaller than WebP
 * for grainy phone photos.
 */
export const galleryPhotoFields = graphql`
  fragment GalleryPhotoFields on GalleryPhoto {
    id
    fileName
    alt
    caption
    category
    order
    image {
      childImageSharp {
        grid: gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [360, 540, 720, 960]
          formats: [AUTO, WEBP, AVIF]
          placeholder: DOMINANT_COLOR
          quality: 45
          webpOptions: { quality: 60 }
          jpgOptions: { quality: 65, progressive: true }
        )
        large: gatsbyImageData(
          layout: CONSTRAINED
          width: 2000
          breakpoints: [800, 1280, 2000]
          formats: [AUTO, WEBP]
          placeholder: NONE
          webpOptions: { quality: 70 }
          jpgOptions: { quality: 75, progressive: true }
        )
      }
    }
  }
`

/** A photo as the gallery components use it; none when the image could not be processed. */
export function toGalleryItem(photo: Queries.GalleryPhotoFieldsFragment): GalleryItem[] {
  const images = photo.image.childImageSharp
  if (!images) return []
  return [{ id: photo.id, alt: photo.alt, caption: photo.caption, category: photo.category, grid: images.grid, large: images.large }]
}
