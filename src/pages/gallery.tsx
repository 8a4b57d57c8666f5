import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { sortPhotos } from "../content-model/gallery-metadata"
import { Gallery } from "../components/gallery/Gallery"
import { toGalleryItem } from "../components/gallery/gallery-photo-fields"
import { PageIntro } from "../components/ui/PageIntro"
import { PageHead } from "../components/seo/PageHead"
import * as layout from "../components/ui/Section.module.css"

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

export const query = graphql`
  query GalleryPage {
    allGalleryPhoto {
      nodes {
        ...GalleryPhotoFields
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
