import React from "react"
import { Gallery } from "../gallery/Gallery"
import { SeeAllPhotos } from "../gallery/SeeAllPhotos"
import { toGalleryItem } from "../gallery/gallery-photo-fields"
import { BeforeAfter } from "./BeforeAfter"
import { Breadcrumbs } from "../ui/Breadcrumbs"
import { CallToAction } from "../ui/CallToAction"
import { PageIntro } from "../ui/PageIntro"
import { QuoteActions } from "../ui/QuoteActions"
import { Section } from "../ui/Section"
import { SiteLink } from "../ui/SiteLink"
import { contactPageFor } from "../../lib/contact-page-link"
import { inContextOrder, type ProjectPageContext } from "../../lib/page-contexts"
import { CONTACT_PATH, projectPagePath, projectPhotosPath, PROJECTS_PATH, servicePagePath } from "../../lib/paths"
import { completedLabel, projectHeading, seeAllProjectPhotosLabel } from "../../lib/projects"
import { trailFromHome, type Crumb } from "../../lib/structured-data"
import * as styles from "./ProjectStory.module.css"

/** A project as its page's query found it (src/templates/project-page.tsx). */
type Project = NonNullable<Queries.ProjectPageQuery["project"]>

export function projectOf(data: Queries.ProjectPageQuery): Project {
  if (!data.project) throw new Error("A project page was created for a project that is not in content/gallery/")
  return data.project
}

/** The breadcrumbs to a project's page. */
export const projectTrail = (project: Project): Crumb[] =>
  trailFromHome({ name: "Projects", path: PROJECTS_PATH }, { name: project.title, path: projectPagePath(project.folder) })

/** The before/after pair as the slider shows it, when the project has one. */
export function pairOf(project: Project) {
  if (!project.before || !project.after) return undefined
  return {
    before: { image: project.before.compare, alt: project.before.alt },
    after: { image: project.after.compare, alt: project.after.alt },
  }
}

interface ProjectStoryProps {
  data: Queries.ProjectPageQuery
  context: Pick<ProjectPageContext, "fileNames" | "photoCount">
}

/**
 * A finished job's own page (/projects/<folder>), made for every folder of content/gallery/ with a
 * project.json: where and what it was, its story, the before/after comparison when there is a pair,
 * the folder's first photos (with a link to all of them, on pages of their own, when there are more),
 * its services' pages, and the quickest ways to ask for the same.
 */
export function ProjectStory({ data, context }: ProjectStoryProps) {
  const project = projectOf(data)
  const heading = projectHeading(project)
  // The viewer's "See the whole project" would lead back here.
  const photos = inContextOrder(data.photos.nodes, context.fileNames)
    .map(toGalleryItem)
    .map((item) => ({ ...item, project: undefined }))
  const pair = pairOf(project)
  const [firstService] = project.serviceDetails
  const quote = firstService ? contactPageFor(firstService.name) : CONTACT_PATH
  return (
    <>
      <PageIntro title={heading} breadcrumbs={<Breadcrumbs trail={projectTrail(project)} />}>
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
        {context.photoCount > photos.length && (
          <SeeAllPhotos to={projectPhotosPath(project.folder)} label={seeAllProjectPhotosLabel(context.photoCount)} />
        )}
      </Section>

      <CallToAction title={`Planning a ${firstService?.name ?? "Similar"} Project?`} quoteTo={quote}>
        <p>Tell us about your home: we reply with a visit and a written estimate, free and without obligation.</p>
      </CallToAction>
    </>
  )
}
