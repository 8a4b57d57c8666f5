import React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { sortPhotos } from "../contract/gallery-metadata"
import { Gallery } from "../components/gallery/Gallery"
import { GalleryPages } from "../components/gallery/GalleryPages"
import { toGalleryItem } from "../components/gallery/gallery-photo-fields"
import { PageHead } from "../components/seo/PageHead"
import { Breadcrumbs } from "../components/ui/Breadcrumbs"
import { PageIntro } from "../components/ui/PageIntro"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { servicePagePath, servicePhotosPath, SERVICES_PATH } from "../lib/paths"
import { servicePhotosHeading } from "../lib/service-photos"
import { breadcrumbsJsonLd, type Crumb } from "../lib/structured-data"
import * as layout from "../components/ui/Section.module.css"

/** The context gatsby-node.ts (createPages) gives each page of a service's photos. */
export interface ServicePhotosPageContext {
  slug: string
  /** The service's name, as in content/services.json. */
  name: string
  /** The photos of this page (GALLERY_PAGE_SIZE at most), named as in gallery.json. */
  fileNames: string[]
  /** 1 for /services/<slug>/photos, 2 for .../photos/2 ... */
  page: number
  pageCount: number
}

const trailTo = ({ slug, name, page }: ServicePhotosPageContext): Crumb[] => [
  { name: "Home", path: "/" },
  { name: "Our Services", path: SERVICES_PATH },
  { name, path: servicePagePath(slug) },
  { name: "Photos", path: servicePhotosPath(slug, page) },
]

/** "Deck construction photos, page 2 of 18" (the first page without its number). */
const titleOf = ({ name, page, pageCount }: ServicePhotosPageContext) =>
  page > 1 ? `${servicePhotosHeading(name)}, page ${page} of ${pageCount}` : servicePhotosHeading(name)

/**
 * Every photo of one service (/services/<slug>/photos, then /photos/2 ...), 24 a page in gallery
 * order, in the gallery's grid and viewer: its service page shows a few and links here, so the
 * service page stays the same size however many photos the owner adds.
 */
export default function ServicePhotosPage({
  data,
  pageContext,
}: PageProps<Queries.ServicePhotosPageQuery, ServicePhotosPageContext>) {
  const items = sortPhotos(data.allGalleryPhoto.nodes).map(toGalleryItem)
  const { serviceArea } = useBusiness()
  const { slug, name, page, pageCount } = pageContext
  return (
    <>
      <PageIntro title={servicePhotosHeading(name)} breadcrumbs={<Breadcrumbs trail={trailTo(pageContext)} />}>
        <p>
          Photos of our {name.toLowerCase()} work for {serviceArea} homeowners.{" "}
          <Link to={servicePagePath(slug)}>How we work and what {name.toLowerCase()} includes</Link>.
        </p>
      </PageIntro>
      <section aria-label="Project photos" className={layout.section}>
        <div className={layout.inner}>
          <Gallery items={items} showFilters={false} firstScreen={2} />
          <GalleryPages
            page={page}
            pageCount={pageCount}
            pathOf={(number) => servicePhotosPath(slug, number)}
            label={`${servicePhotosHeading(name)}, pages`}
          />
        </div>
      </section>
    </>
  )
}

export const query = graphql`
  query ServicePhotosPage($fileNames: [String!]!) {
    allGalleryPhoto(filter: { fileName: { in: $fileNames } }) {
      nodes {
        ...GalleryPhotoFields
      }
    }
  }
`

export const Head: HeadFC<Queries.ServicePhotosPageQuery, ServicePhotosPageContext> = ({ location, pageContext }) => {
  const { serviceArea } = useBusiness()
  const { siteUrl } = useSiteMetadata()
  const { name, page, pageCount } = pageContext
  const which = page > 1 ? ` (page ${page} of ${pageCount})` : ""
  return (
    <PageHead
      title={titleOf(pageContext)}
      description={`Photos of ${name.toLowerCase()} projects we have done for ${serviceArea} homeowners${which}.`}
      pathname={location.pathname}
      jsonLd={breadcrumbsJsonLd(trailTo(pageContext), siteUrl)}
    />
  )
}
