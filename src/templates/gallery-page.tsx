import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { FilteredGallery } from "../components/gallery/FilteredGallery"
import { RunPageLinks } from "../components/gallery/RunPageLinks"
import { toGalleryItem } from "../components/gallery/gallery-photo-fields"
import { PageIntro } from "../components/ui/PageIntro"
import { Section } from "../components/ui/Section"
import { ServiceGalleryLinks } from "../components/gallery/ServiceGalleryLinks"
import { PageHead } from "../components/seo/PageHead"
import { useBusiness } from "../hooks/useBusiness"
import { useProjectCount } from "../hooks/useProjectCount"
import { PROJECTS_PATH } from "../lib/paths"
import { inContextOrder, type GalleryPageContext } from "../lib/page-contexts"
import { runPageTitle } from "../lib/photo-runs"
import { SiteLink } from "../components/ui/SiteLink"
import * as layout from "../components/ui/Section.module.css"

/**
 * A page of the project gallery: /gallery holds the first 24 photos in gallery order, /gallery/2
 * the next 24 and so on, so the first page's HTML and data stay the same size however many photos
 * the owner adds, and every page reads without JavaScript.
 */
export default function GalleryPage({ data, pageContext }: PageProps<Queries.GalleryPageQuery, GalleryPageContext>) {
  const items = inContextOrder(data.allGalleryPhoto.nodes, pageContext.fileNames).map(toGalleryItem)
  const { serviceArea } = useBusiness()
  const projectCount = useProjectCount()
  return (
    <>
      <PageIntro title="Project Gallery">
        <p>Kitchens, bathrooms, decks, roofs, floors and foundations we have worked on across {serviceArea}.</p>
        {projectCount > 0 && (
          <p>
            <SiteLink to={PROJECTS_PATH}>See our finished projects</SiteLink>, each with its story and photos, before and after.
          </p>
        )}
      </PageIntro>
      <section aria-label="Project photos" className={layout.section}>
        <div className={layout.inner}>
          <FilteredGallery items={items} firstScreen={2} />
          <RunPageLinks place={pageContext} label="Gallery pages" />
        </div>
      </section>
      {pageContext.serviceGalleries.length > 0 && (
        <Section title="Photos by Service" tone="tint" staticContent>
          <ServiceGalleryLinks galleries={pageContext.serviceGalleries} />
        </Section>
      )}
    </>
  )
}

export const query = graphql`
  query GalleryPage($fileNames: [String!]!) {
    allGalleryPhoto(filter: { fileName: { in: $fileNames } }) {
      nodes {
        ...GalleryPhotoFields
      }
    }
  }
`

export const Head: HeadFC<Queries.GalleryPageQuery, GalleryPageContext> = ({ location, pageContext }) => {
  const { serviceArea } = useBusiness()
  return (
    <PageHead
      title={runPageTitle("Gallery", pageContext.page, pageContext.pageCount)}
      description={
        pageContext.page > 1
          ? `More photos of our projects for ${serviceArea} homeowners (page ${pageContext.page} of ${pageContext.pageCount}).`
          : `Photos of remodeling, construction, flooring and roofing projects for ${serviceArea} homeowners.`
      }
      pathname={location.pathname}
    />
  )
}
