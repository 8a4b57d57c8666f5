import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { sortPhotos } from "../content-model/gallery-metadata"
import { Gallery } from "../components/gallery/Gallery"
import type { GalleryItem } from "../components/gallery/types"
import { PageIntro } from "../components/ui/PageIntro"
import { PageHead } from "../components/seo/PageHead"
import * as layout from "../components/ui/Section.module.css"

type PhotoNode = Queries.GalleryPageQuery["allGalleryPhoto"]["nodes"][number]

function toGalleryItem(photo: PhotoNode): GalleryItem[] {
  const images = photo.image.childImageSharp
  if (!images) return []
  return [{ id: photo.id, alt: photo.alt, caption: photo.caption, category: photo.category, grid: images.grid, large: images.large }]
}

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const items = sortPhotos(data.allGalleryPhoto.nodes).flatMap(toGalleryItem)
  return (
    <>
      <PageIntro title="Project Gallery">
        <p>Kitchens, bathrooms, decks, roofs, floors and foundations we have worked on across Massachusetts.</p>
      </PageIntro>
      <section aria-label="Project photos" className={layout.section}>
        <div className={layout.inner}>
          <Gallery items={items} />
        </div>
      </section>
    </>
  )
}

// Grid: widths for 1-4 columns from phones to large screens, AVIF (quality 45) and WebP before JPEG.
// Viewer: up to 2000 px for big screens; WebP and JPEG only, since AVIF at these sizes took ~15 s a
// file to encode here and came out no smaller than WebP for grainy phone photos.
export const query = graphql`
  query GalleryPage {
    allGalleryPhoto {
      nodes {
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
    }
  }
`

export const Head: HeadFC = ({ location }) => (
  <PageHead
    title="Gallery"
    description="Photos of remodeling, construction, flooring and roofing projects for Massachusetts homeowners."
    pathname={location.pathname}
  />
)
