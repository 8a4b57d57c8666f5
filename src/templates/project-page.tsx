import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { sortPhotos } from "../contract/gallery-metadata"
import { Gallery } from "../components/gallery/Gallery"
import { SeeAllPhotos } from "../components/gallery/SeeAllPhotos"
import { toGalleryItem } from "../components/gallery/gallery-photo-fields"
import { BeforeAfter } from "../components/projects/BeforeAfter"
import { PageHead } from "../components/seo/PageHead"
import { Breadcrumbs } from "../components/ui/Breadcrumbs"
import { CallToAction } from "../components/ui/CallToAction"
import { PageIntro } from "../components/ui/PageIntro"
import { QuoteActions } from "../components/ui/QuoteActions"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { shareImageOf } from "../hooks/useShareImage"
import { contactPageFor } from "../lib/contact-page-link"
import { CONTACT_PATH, projectPagePath, projectPhotosPath, PROJECTS_PATH, servicePagePath } from "../lib/paths"
import { completedLabel, projectHeading, seeAllProjectPhotosLabel } from "../lib/projects"
import type { PhotosShown } from "../lib/photo-runs"
import { breadcrumbsJsonLd, trailFromHome, type Crumb } from "../lib/structured-data"
import { SiteLink } from "../components/ui/SiteLink"
import * as styles from "./project-page.module.css"

/** The context gatsby-node.ts (createPages) gives each project page. */
export interface ProjectPageContext extends PhotosShown {
  id: string
  folder: string
  /** The photos its page shows (PROJECT_PAGE_PHOTOS at most), in gallery order: the project's. */
  fileNames: string[]
  photosOf: { kind: "project"; folder: string }
  /** How many photos it has in all (its photo pages hold them when the page cannot). */
  photoCount: number
}

type Project = NonNullable<Queries.ProjectPageQuery["project"]>

function projectOf(data: Queries.ProjectPageQuery): Project {
  if (!data.project) throw new Error("A project page was created for a project that is not in content/gallery/")
  return data.project
}

const trailTo = (project: Project): Crumb[] =>
  trailFromHome({ name: "Projects", path: PROJECTS_PATH }, { name: project.title, path: projectPagePath(project.folder) })

/** The before/after pair as the slider shows it, when the project has one. */
function pairOf(project: Project) {
  if (!project.before || !project.after) return undefined
  return {
    before: { image: project.before.compare, alt: project.before.alt },
    after: { image: project.after.compare, alt: project.after.alt },
  }
}

/**
 * A finished job's own page (/projects/<folder>), made for every folder of content/gallery/ with a
 * project.json: where and what it was, its story, the before/after comparison when there is a pair,
 * the folder's first photos (with a link to all of them, on pages of their own, when there are more),
 * its services' pages, and the quickest ways to ask for the same.
 */
export default function ProjectPage({ data, pageContext }: PageProps<Queries.ProjectPageQuery, ProjectPageContext>) {
  const project = projectOf(data)
  const heading = projectHeading(project)
  // The viewer's "See the whole project" would lead back here.
  const photos = sortPhotos(data.photos.nodes)
    .map(toGalleryItem)
    .map((item) => ({ ...item, project: undefined }))
  const pair = pairOf(project)
  const [firstService] = project.serviceDetails
  const quote = firstService ? contactPageFor(firstService.name) : CONTACT_PATH
  return (
    <>
      <PageIntro title={heading} breadcrumbs={<Breadcrumbs trail={trailTo(project)} />}>
        {project.summary && <p>{project.summary}</p>}
        <ul className={styles.facts}>
          {project.completed && <li>Finished {completedLabel(project.completed)}</li>}
          <li>
            {project.serviceDetails.length > 1 ? "Services: " : "Service: "}
            {project.serviceDetails.map((service, index) => (
              <React.Fragment key={service.slug}>
                {index > 0 && ", "}
                <SiteLink to={servicePagePath(service.slug)}>{service.name}</SiteLink>
              </React.Fragment>
            ))}
          </li>
        </ul>
        <QuoteActions quoteTo={quote} className={styles.actions} />
      </PageIntro>

      {pair && (
        <Section title="Before and After">
          <BeforeAfter before={pair.before} after={pair.after} subject={heading} />
        </Section>
      )}

      <Section title="Project Photos" tone={pair ? "tint" : "plain"}>
        <Gallery items={photos} firstScreen={pair ? 0 : 1} />
        {pageContext.photoCount > photos.length && (
          <SeeAllPhotos to={projectPhotosPath(project.folder)} label={seeAllProjectPhotosLabel(pageContext.photoCount)} />
        )}
      </Section>

      <CallToAction title={`Planning a ${firstService?.name ?? "Similar"} Project?`} quoteTo={quote}>
        <p>Tell us about your home: we reply with a visit and a written estimate, free and without obligation.</p>
      </CallToAction>
    </>
  )
}

export const query = graphql`
  fragment ComparePhotoFields on GalleryPhoto {
    alt
    compare
  }

  query ProjectPage($id: String!, $fileNames: [String!]!) {
    project: projectJson(id: { eq: $id }) {
      folder
      title
      town
      summary
      completed
      serviceDetails {
        name
        slug
      }
      coverPhoto {
        ...SharePhotoFields
      }
      before {
        ...ComparePhotoFields
      }
      after {
        ...ComparePhotoFields
      }
    }
    photos: allGalleryPhoto(filter: { fileName: { in: $fileNames } }) {
      nodes {
        ...GalleryPhotoFields
      }
    }
  }
`

export const Head: HeadFC<Queries.ProjectPageQuery, ProjectPageContext> = ({ location, data }) => {
  const business = useBusiness()
  const { siteUrl } = useSiteMetadata()
  const project = projectOf(data)
  const services = project.serviceDetails.map((service) => service.name.toLowerCase()).join(" and ")
  const done = project.completed ? `, finished ${completedLabel(project.completed)}` : ""
  return (
    <PageHead
      title={projectHeading(project)}
      description={`${project.title} in ${project.town}, MA by ${business.name}: ${services}${done}. Photos of the finished job${pairOf(project) ? ", before and after" : ""}.`}
      pathname={location.pathname}
      image={shareImageOf(project.coverPhoto)}
      jsonLd={breadcrumbsJsonLd(trailTo(project), siteUrl)}
    />
  )
}
