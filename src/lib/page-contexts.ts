import type { PhotoRunPlace, PhotosShown } from "./photo-runs"
import type { ServicePageSelection } from "./service-photos"

/**
 * What createPages (src/gatsby/create-site-pages.ts) gives each kind of page it makes, imported as
 * types by the build and by the templates alike. The build decides which photos a page shows and in
 * which order (gallery order, sortPhotos); each template's query fetches them by name, which loses
 * that order, and puts them back in the context's (inContextOrder).
 */

/** A service's page: /services/<slug>. */
export interface ServicePageContext extends ServicePageSelection {
  id: string
  slug: string
  name: string
  /** How many photos the service has in all (its photo pages hold them). */
  photoCount: number
}

/** A project's page: /projects/<folder>. */
export interface ProjectPageContext extends PhotosShown {
  id: string
  folder: string
  /** The photos its page shows (PROJECT_PAGE_PHOTOS at most), in gallery order: the project's. */
  fileNames: string[]
  photosOf: { kind: "project"; folder: string }
  /** How many photos it has in all (its photo pages hold them when the page cannot). */
  photoCount: number
}

/** A service's own photo pages, as the gallery links to them. */
export interface ServiceGallery {
  slug: string
  name: string
  photoCount: number
}

/** A page of the gallery: /gallery, /gallery/2 ... */
export interface GalleryPageContext extends PhotoRunPlace {
  photosOf: { kind: "gallery" }
  /** Every service with photos, with its photo pages' count, linked under the grid. */
  serviceGalleries: ServiceGallery[]
}

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

/** A page of a service's or a project's photos. */
export type ServiceOrProjectPhotosContext = ServicePhotosContext | ProjectPhotosContext

/** The photos a page's query found, in the order its context names them (`fileNames`). */
export function inContextOrder<Photo extends { fileName: string }>(
  photos: readonly Photo[],
  fileNames: readonly string[],
): Photo[] {
  const place = new Map(fileNames.map((name, index) => [name, index]))
  const placeOf = (photo: Photo) => place.get(photo.fileName) ?? fileNames.length
  return [...photos].sort((a, b) => placeOf(a) - placeOf(b))
}
