import React, { type ReactNode } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { sortPhotos } from "../contract/gallery-metadata"
import { Gallery } from "../components/gallery/Gallery"
import { RunPageLinks } from "../components/gallery/RunPageLinks"
import { toGalleryItem } from "../components/gallery/gallery-photo-fields"
import { PageHead } from "../components/seo/PageHead"
import { Breadcrumbs } from "../components/ui/Breadcrumbs"
import { PageIntro } from "../components/ui/PageIntro"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { projectPagePath, PROJECTS_PATH, servicePagePath, SERVICES_PATH } from "../lib/paths"
import { runPagePath, runPageTitle, type PhotoRunPlace } from "../lib/photo-runs"
import { projectPhotosHeading } from "../lib/projects"
import { servicePhotosHeading } from "../lib/service-photos"
import { breadcrumbsJsonLd, trailFromHome, type Crumb } from "../lib/structured-data"
import { SiteLink } from "../components/ui/SiteLink"
import * as layout from "../components/ui/Section.module.css"

/** A page of a service's photos: /services/<slug>/photos ... */
export type ServicePhotosContext = PhotoRunPlace & {
  photosOf: { kind: "service"; slug: string }
  /** The service's name, as in content/services.json. */
  name: string
}

/** A page of the photos of a project its page cannot show whole: /projects/<folder>/photos ... */
export type ProjectPhotosContext = PhotoRunPlace & {
  /** Its folder under content/gallery/, and so its address. */
  photosOf: { kind: "project"; folder: string }
  title: string
  town: string
}

/** The context gatsby-node.ts (createPages) gives each page of a service's or a project's photos. */
export type ServiceOrProjectPhotosContext = ServicePhotosContext | ProjectPhotosContext

const isServicePhotos = (context: ServiceOrProjectPhotosContext): context is ServicePhotosContext =>
  context.photosOf.kind === "service"

/** What a page of the run says and links to, by whose photos they are. */
interface RunWords {
  heading: string
  trail: Crumb[]
  lead: (serviceArea: string) => ReactNode
  description: (serviceArea: string) => string
}

function wordsOf(context: ServiceOrProjectPhotosContext): RunWords {
  const which = context.page > 1 ? ` (page ${context.page} of ${context.pageCount})` : ""
  const here = { name: "Photos", path: runPagePath(context.photosOf, context.page) }
  if (isServicePhotos(context)) {
    const { photosOf, name } = context
    const { slug } = photosOf
    return {
      heading: servicePhotosHeading(name),
      trail: trailFromHome({ name: "Our Services", path: SERVICES_PATH }, { name, path: servicePagePath(slug) }, here),
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
  const { photosOf, title, town } = context
  const { folder } = photosOf
  return {
    heading: projectPhotosHeading({ title, town }),
    trail: trailFromHome({ name: "Projects", path: PROJECTS_PATH }, { name: title, path: projectPagePath(folder) }, here),
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
          <Gallery items={sortPhotos(data.allGalleryPhoto.nodes).map(toGalleryItem)} firstScreen={2} />
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
