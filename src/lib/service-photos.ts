import { newestFirst } from "./projects"

/** How many of a service's photos its own page shows in a grid; the rest are a link away. */
export const SERVICE_PAGE_PHOTOS = 4

/** How many of the service's projects its page shows as cards, newest first. */
export const RECENT_PROJECTS = 3

/** "Deck construction photos": the heading of a service's photo pages. */
export const servicePhotosHeading = (serviceName: string) =>
  `${serviceName.charAt(0).toUpperCase()}${serviceName.slice(1).toLowerCase()} photos`

/** "See all 412 deck construction photos": the service page's link to its photo pages. */
export const seeAllPhotosLabel = (serviceName: string, count: number) => `See all ${count} ${serviceName.toLowerCase()} photos`

interface ProjectOfService {
  id: string
  title: string
  completed?: string | null
  /** The file name of the photo its card shows. */
  cover: string
}

/** What a service's own page shows, chosen when its page is made. */
export interface ServicePageSelection {
  /** Its newest projects, as cards. */
  projectIds: string[]
  /**
   * The photos of its grid: the first in gallery order that no project card already shows. A
   * sample, so its context says no `photosOf` (lib/photo-runs.ts): the sitemap lists these photos
   * under the service's photo pages, which show them all.
   */
  photoFiles: string[]
}

/**
 * The projects and photos a service's page shows, from its photos (in gallery order) and its
 * projects: the page stays the same size however many photos the service has.
 */
export function servicePageSelection(photoFiles: readonly string[], projects: readonly ProjectOfService[]): ServicePageSelection {
  const shownProjects = newestFirst(projects).slice(0, RECENT_PROJECTS)
  const onCards = new Set(shownProjects.map((project) => project.cover))
  return {
    projectIds: shownProjects.map((project) => project.id),
    photoFiles: photoFiles.filter((file) => !onCards.has(file)).slice(0, SERVICE_PAGE_PHOTOS),
  }
}
