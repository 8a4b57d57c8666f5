import { galleryPagePath, projectPhotosPath, servicePhotosPath } from "./paths"

/*
 * A photo run: one list of photos shown PHOTOS_PER_PAGE a page at numbered addresses, the first
 * without its number: the gallery (/gallery, /gallery/2 ...), a service's photos
 * (/services/<slug>/photos, .../photos/2 ...) and the photos of a project its page cannot show
 * whole (/projects/<folder>/photos ...). What every run shares is here: its size, whose photos it
 * shows, its pages' addresses and titles. The links between its pages are page-links.ts, drawn by
 * RunPageLinks.
 */

/** docs/requirements.md: Constants: the gallery shows 24 photos a page; more go on further pages. Every run does the same. */
export const PHOTOS_PER_PAGE = 24

/** Whose photos a page shows: the gallery's, a service's or a project's. */
export type PhotosOf = { kind: "gallery" } | { kind: "service"; slug: string } | { kind: "project"; folder: string }

/**
 * What a page's context says of the photos it shows best, and whose they are (the sitemap lists
 * each photo under such a page). A run's pages say it, and so does a project's page.
 */
export interface PhotosShown {
  /** The photos of this page (PHOTOS_PER_PAGE at most), named as in gallery.json. */
  fileNames: string[]
  photosOf: PhotosOf
}

/** A run's page: which photos it shows, whose, and where it sits in its run. */
export interface PhotoRunPlace extends PhotosShown {
  /** 1 for the first page (/gallery, .../photos), 2 for the next (/gallery/2, .../photos/2) ... */
  page: number
  pageCount: number
}

/** One name for whose photos a page shows: "gallery", "service deck-construction", "project deck-build-hingham". */
export function photosOfKey(photosOf: PhotosOf): string {
  if (photosOf.kind === "service") return `service ${photosOf.slug}`
  if (photosOf.kind === "project") return `project ${photosOf.folder}`
  return "gallery"
}

/** `items` in pages of `size`; always at least one page, so an empty run still has its page. */
export function splitIntoPages<T>(items: readonly T[], size = PHOTOS_PER_PAGE): T[][] {
  const pages: T[][] = []
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size))
  return pages.length > 0 ? pages : [[]]
}

/** The address of page `page` of the run of `photosOf`'s photos. */
export function runPagePath(photosOf: PhotosOf, page: number): string {
  if (photosOf.kind === "service") return servicePhotosPath(photosOf.slug, page)
  if (photosOf.kind === "project") return projectPhotosPath(photosOf.folder, page)
  return galleryPagePath(page)
}

/** A run's page title: "Deck construction photos, page 2 of 18"; the first page without its number. */
export const runPageTitle = (title: string, page: number, pageCount: number) =>
  page > 1 ? `${title}, page ${page} of ${pageCount}` : title
