import React, { type ReactNode } from "react"
import type { ServiceOrProjectPhotosContext, ServicePhotosContext } from "../../lib/page-contexts"
import { projectPagePath, PROJECTS_PATH, servicePagePath, SERVICES_PATH } from "../../lib/paths"
import { runPagePath } from "../../lib/photo-runs"
import { projectPhotosHeading } from "../../lib/projects"
import { servicePhotosHeading } from "../../lib/service-photos"
import { trailFromHome, type Crumb } from "../../lib/structured-data"
import { SiteLink } from "../ui/SiteLink"

const isServicePhotos = (context: ServiceOrProjectPhotosContext): context is ServicePhotosContext =>
  context.photosOf.kind === "service"

/** What a page of a service's or a project's photos says and links to, by whose photos they are. */
interface RunWords {
  heading: string
  trail: Crumb[]
  lead: (serviceArea: string) => ReactNode
  description: (serviceArea: string) => string
}

export function wordsOf(context: ServiceOrProjectPhotosContext): RunWords {
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
