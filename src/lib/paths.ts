/** The page of one service: /services/deck-construction. */
export const servicePagePath = (slug: string) => `/services/${slug}`

/** Page `page` of the gallery: /gallery, then /gallery/2, /gallery/3 ... */
export const galleryPagePath = (page: number) => (page <= 1 ? "/gallery" : `/gallery/${page}`)

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
