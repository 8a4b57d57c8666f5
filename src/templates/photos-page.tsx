import React, { type ReactNode } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PhotoPage } from "../components/gallery/PhotoPage"
import { PageHead } from "../components/seo/PageHead"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { pagedTitle } from "../lib/gallery-view"
import {
  projectPagePath,
  projectPhotosPath,
  PROJECTS_PATH,
  servicePagePath,
  servicePhotosPath,
  SERVICES_PATH,
} from "../lib/paths"
import { projectPhotosHeading } from "../lib/projects"
import { servicePhotosHeading } from "../lib/service-photos"
import { breadcrumbsJsonLd, trailFromHome, type Crumb } from "../lib/structured-data"
import { SiteLink } from "../components/ui/SiteLink"

/** Where a page sits in its run of photo pages (the gallery's too), and which photos it shows. */
export interface PhotoRunPage {
  /** The photos of this page (GALLERY_PAGE_SIZE at most), named as in gallery.json. */
  fileNames: string[]
  /** 1 for the first page (/gallery, .../photos), 2 for the next (/gallery/2, .../photos/2) ... */
  page: number
  pageCount: number
}

/** A page of a service's photos: /services/<slug>/photos ... */
export type ServicePhotosPageContext = PhotoRunPage & {
  slug: string
  /** The service's name, as in content/services.json. */
  name: string
}

/** A page of the photos of a project its page cannot show whole: /projects/<folder>/photos ... */
export type ProjectPhotosPageContext = PhotoRunPage & {
  /** The project's folder under content/gallery/, and so its address. */
  folder: string
  title: string
  town: string
}

/** The context gatsby-node.ts (createPages) gives each page of a service's or a project's photos. */
export type PhotosPageContext = ServicePhotosPageContext | ProjectPhotosPageContext

/** What a page of the run says and links to, by whose photos they are. */
interface RunWords {
  heading: string
  trail: Crumb[]
  pathOf: (page: number) => string
  lead: (serviceArea: string) => ReactNode
  description: (serviceArea: string) => string
}

function wordsOf(context: PhotosPageContext): RunWords {
  const which = context.page > 1 ? ` (page ${context.page} of ${context.pageCount})` : ""
  if ("slug" in context) {
    const { slug, name, page } = context
    const pathOf = (number: number) => servicePhotosPath(slug, number)
    return {
      heading: servicePhotosHeading(name),
      trail: trailFromHome(
        { name: "Our Services", path: SERVICES_PATH },
        { name, path: servicePagePath(slug) },
        { name: "Photos", path: pathOf(page) },
      ),
      pathOf,
      lead: (serviceArea) => (
        <>
          Photos of our {name.toLowerCase()} work for {serviceArea} homeowners.{" "}
          <SiteLink to={servicePagePath(slug)}>How we work and what {name.toLowerCase()} includes</SiteLink>.
        </>
      ),
      description: (serviceArea) =>
        `Photos of ${name.toLowerCase()} projects we have done for ${serviceArea} homeowners${which}.`,
    }
  }
  const { folder, title, town, page } = context
  const pathOf = (number: number) => projectPhotosPath(folder, number)
  return {
    heading: projectPhotosHeading(context),
    trail: trailFromHome(
      { name: "Projects", path: PROJECTS_PATH },
      { name: title, path: projectPagePath(folder) },
      { name: "Photos", path: pathOf(page) },
    ),
    pathOf,
    lead: () => (
      <>
        Every photo of this job. <SiteLink to={projectPagePath(folder)}>The project&apos;s story, before and after</SiteLink>.
      </>
    ),
    description: () => `Every photo of our ${title.toLowerCase()} job in ${town}, MA${which}.`,
  }
}

/**
 * Every photo of a service (/services/<slug>/photos, then /photos/2 ...) or of a project with more
 * photos than its page shows (/projects/<folder>/photos ...), 24 a page: the page that links here
 * stays the same size however many photos the owner adds.
 */
export default function PhotosPage({ data, pageContext }: PageProps<Queries.PhotosPageQuery, PhotosPageContext>) {
  const { serviceArea } = useBusiness()
  const words = wordsOf(pageContext)
  return (
    <PhotoPage
      heading={words.heading}
      trail={words.trail}
      photos={data.allGalleryPhoto.nodes}
      page={pageContext.page}
      pageCount={pageContext.pageCount}
      pathOf={words.pathOf}
    >
      <p>{words.lead(serviceArea)}</p>
    </PhotoPage>
  )
}

export const query = graphql`
  query PhotosPage($fileNames: [String!]!) {
    allGalleryPhoto(filter: { fileName: { in: $fileNames } }) {
      nodes {
        ...GalleryPhotoFields
      }
    }
  }
`

export const Head: HeadFC<Queries.PhotosPageQuery, PhotosPageContext> = ({ location, pageContext }) => {
  const { serviceArea } = useBusiness()
  const { siteUrl } = useSiteMetadata()
  const words = wordsOf(pageContext)
  return (
    <PageHead
      title={pagedTitle(words.heading, pageContext.page, pageContext.pageCount)}
      description={words.description(serviceArea)}
      pathname={location.pathname}
      jsonLd={breadcrumbsJsonLd(words.trail, siteUrl)}
    />
  )
}
