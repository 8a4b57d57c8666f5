/** The site's routes: every address a link, a redirect or the build names is made here. */

export const HOME_PATH = "/"
export const ABOUT_PATH = "/about"
/** Every service; each has its own page under it (servicePagePath). */
export const SERVICES_PATH = "/services"
const GALLERY_PATH = "/gallery"
export const TESTIMONIALS_PATH = "/testimonials"
export const CONTACT_PATH = "/contact"
/** The contact page's section with the message form, by its id (contact-page-link.ts: the address of the form). */
export const CONTACT_FORM_ID = "message"
/** Where the contact form's visitor lands once the request is sent; in no sitemap. */
export const THANK_YOU_PATH = "/thank-you"

/** The page of one service: /services/deck-construction. */
export const servicePagePath = (slug: string) => `${SERVICES_PATH}/${slug}`

/**
 * Page `page` of a service's own photos: /services/deck-construction/photos, then .../photos/2 ...
 * (under the service's page, so no slug can collide with another address).
 */
export const servicePhotosPath = (slug: string, page = 1) =>
  page <= 1 ? `${servicePagePath(slug)}/photos` : `${servicePagePath(slug)}/photos/${page}`

/** Page `page` of the gallery: /gallery, then /gallery/2, /gallery/3 ... */
export const galleryPagePath = (page: number) => (page <= 1 ? GALLERY_PATH : `${GALLERY_PATH}/${page}`)

/** "/about/" and "/about" are the same page; "/" stays "/". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

export function isCurrentPath(pathname: string, to: string): boolean {
  return normalizePath(pathname) === normalizePath(to)
}

/** Every finished project, newest first. */
export const PROJECTS_PATH = "/projects"

/** The page of one project: /projects/<its folder under content/gallery/>. */
export const projectPagePath = (folder: string) => `${PROJECTS_PATH}/${folder}`

/** Page `page` of a project's own photos, when its page cannot show them all: /projects/<folder>/photos, then .../photos/2 ... */
export const projectPhotosPath = (folder: string, page = 1) =>
  page <= 1 ? `${projectPagePath(folder)}/photos` : `${projectPagePath(folder)}/photos/${page}`
