import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Gallery } from "../components/gallery/Gallery"
import { RunPageLinks } from "../components/gallery/RunPageLinks"
import { toGalleryItem } from "../components/gallery/gallery-photo-fields"
import { wordsOf } from "../components/gallery/photo-run-words"
import { PageHead } from "../components/seo/PageHead"
import { Breadcrumbs } from "../components/ui/Breadcrumbs"
import { PageIntro } from "../components/ui/PageIntro"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { inContextOrder, type ServiceOrProjectPhotosContext } from "../lib/page-contexts"
import { runPageTitle } from "../lib/photo-runs"
import { breadcrumbsJsonLd } from "../lib/structured-data"
import * as layout from "../components/ui/Section.module.css"

/**
 * Every photo of a service (/services/<slug>/photos, then /photos/2 ...) or of a project with more
 * photos than its page shows (/projects/<folder>/photos ...), 24 a page in gallery order in the
 * gallery's grid and viewer, with links to the run's other pages: the page that links here stays
 * the same size however many photos the owner adds.
 */
export default function ServiceOrProjectPhotosPage({
  data,
  pageContext,
}: PageProps<Queries.ServiceOrProjectPhotosPageQuery, ServiceOrProjectPhotosContext>) {
  const { serviceArea } = useBusiness()
  const words = wordsOf(pageContext)
  return (
    <>
      <PageIntro title={words.heading} breadcrumbs={<Breadcrumbs trail={words.trail} />}>
        <p>{words.lead(serviceArea)}</p>
      </PageIntro>
      <section aria-label="Project photos" className={layout.section}>
        <div className={layout.inner}>
          <Gallery items={inContextOrder(data.allGalleryPhoto.nodes, pageContext.fileNames).map(toGalleryItem)} firstScreen={2} />
          <RunPageLinks place={pageContext} label={`${words.heading}, pages`} />
        </div>
      </section>
    </>
  )
}

export const query = graphql`
  query ServiceOrProjectPhotosPage($fileNames: [String!]!) {
    allGalleryPhoto(filter: { fileName: { in: $fileNames } }) {
      nodes {
        ...GalleryPhotoFields
      }
    }
  }
`

export const Head: HeadFC<Queries.ServiceOrProjectPhotosPageQuery, ServiceOrProjectPhotosContext> = ({
  location,
  pageContext,
}) => {
  const { serviceArea } = useBusiness()
  const { siteUrl } = useSiteMetadata()
  const words = wordsOf(pageContext)
  return (
    <PageHead
      title={runPageTitle(words.heading, pageContext.page, pageContext.pageCount)}
      description={words.description(serviceArea)}
      pathname={location.pathname}
      jsonLd={breadcrumbsJsonLd(words.trail, siteUrl)}
    />
  )
}
