import type { SiteContent } from "../../contract/check-content"
import { topFolderOf, type GalleryFile } from "../../contract/gallery-files"
import { namedOrFirst, photoDetails, sortPhotos } from "../../contract/gallery-metadata"

/**
 * The order a build prepares photos in, so that one stopped by its time limit has made the photos
 * visitors meet first: the home page's featured photo, then each project's cover and before/after
 * pair and each service's cover (its first photo, behind its page's name), then the projects' other
 * photos, then the rest of the gallery, each in gallery order. Within
 * each, a photo already on the site whose file changed comes before a new one: a build that cannot
 * make it takes it off the site rather than show its old version.
 */

/** The ranks, first prepared first. */
const FEATURED = 0
const PROJECT_FACE = 1
const PROJECT_PHOTO = 2
const GALLERY_PHOTO = 3

type Content = Partial<Pick<SiteContent, "business" | "gallery" | "projects" | "services">>

/** Each photo's place in the gallery's order (gallery.json's `order`, then file names), by path. */
function galleryPlaces(photos: readonly GalleryFile[], content: Content): Map<string, number> {
  const entries = new Map((content.gallery ?? []).map((entry) => [entry.file, entry]))
  const details = photos.map((photo) => ({ ...photoDetails(photo.key, entries.get(photo.key)), relative: photo.relative }))
  return new Map(sortPhotos(details).map((photo, place) => [photo.relative, place]))
}

/** `photos` in the order a build prepares them; `isChanged` tells a photo on the site whose file changed. */
export function preparationOrder(
  photos: readonly GalleryFile[],
  content: Content,
  isChanged: (photo: GalleryFile) => boolean,
): GalleryFile[] {
  const place = galleryPlaces(photos, content)
  const byPlace = [...photos].sort((a, b) => (place.get(a.relative) ?? 0) - (place.get(b.relative) ?? 0))
  const keyOf = (photo: GalleryFile) => photo.key
  const featured = namedOrFirst(byPlace, content.business?.featuredPhoto, keyOf)
  const projects = new Map((content.projects ?? []).map((project) => [project.folder, project.content]))
  const faces = new Set<string>()
  for (const [folder, project] of projects) {
    const cover = namedOrFirst(
      byPlace.filter((photo) => topFolderOf(photo.relative) === folder),
      project.cover,
      keyOf,
    )
    if (cover) faces.add(cover.relative)
    for (const name of [project.before, project.after]) if (name) faces.add(`${folder}/${name}`)
  }
  // A service's cover: the photo services.json names, or else its first (service-resolvers.ts).
  const servicesOf = new Map((content.gallery ?? []).map((entry) => [entry.file, entry.services ?? []]))
  const inGallery = new Set(byPlace.map(keyOf))
  const namedCovers = new Map(
    (content.services ?? []).flatMap((service) =>
      service.cover && inGallery.has(service.cover) ? [[service.slug, service.cover]] : [],
    ),
  )
  const named = new Set(namedCovers.values())
  const covered = new Set(namedCovers.keys())
  for (const photo of byPlace) {
    if (named.has(photo.key)) faces.add(photo.relative)
    for (const slug of servicesOf.get(photo.key) ?? []) {
      if (covered.has(slug)) continue
      covered.add(slug)
      faces.add(photo.relative)
    }
  }
  const rank = (photo: GalleryFile) => {
    if (photo === featured) return FEATURED
    if (faces.has(photo.relative)) return PROJECT_FACE
    return projects.has(topFolderOf(photo.relative)) ? PROJECT_PHOTO : GALLERY_PHOTO
  }
  const key = (photo: GalleryFile) => [rank(photo), isChanged(photo) ? 0 : 1, place.get(photo.relative) ?? 0]
  return byPlace
    .map((photo) => ({ photo, key: key(photo) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .map(({ photo }) => photo)
}
