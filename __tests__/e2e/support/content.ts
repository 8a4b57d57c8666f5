import { readFileSync, existsSync } from "node:fs"
import path from "node:path"
import { checkContent, wholeContent } from "../../../src/contract/check-content"
import { photoDetails, sortPhotos } from "../../../src/contract/gallery-metadata"
import { listGalleryFolder } from "../../../src/photos/preparing/gallery-folder"

const ROOT = path.join(__dirname, "..", "..", "..")

const galleryListing = listGalleryFolder(path.join(ROOT, "content", "gallery"))

/** The photos the owner put in content/gallery/ (and its subfolders). */
export const galleryPhotos = galleryListing.photos

/**
 * What the owner wrote in content/, read and typed by the same content contract as the build, to
 * compare the built pages with.
 */
function readContent() {
  const readText = (file: string) => (existsSync(path.join(ROOT, file)) ? readFileSync(path.join(ROOT, file), "utf8") : undefined)
  const check = checkContent(
    readText,
    galleryPhotos.map((photo) => photo.relative),
    galleryListing.projectFiles,
  )
  const content = wholeContent(check)
  if (!content) throw new Error(`The content has problems:\n${check.problems.join("\n")}`)
  return content
}

export const { business, services, testimonials, gallery, projects } = readContent()

/** The names of the photos of a project's folder. */
export const photosOfProject = (folder: string) =>
  galleryPhotos.filter((photo) => photo.relative.startsWith(`${folder}/`)).map((photo) => photo.key)

/** How many gallery photos gallery.json relates to a service (shown on its page). */
export const photoCountFor = (slug: string) => gallery.filter((entry) => entry.services?.includes(slug)).length

export const e164 = `+1${business.phone.replace(/\D/g, "").slice(-10)}`
export const telLink = `tel:${e164}`
export const smsLink = `sms:${e164}?&body=${encodeURIComponent(business.smsBody)}`

/** The phone number as the pages print it: non-breaking space and hyphen, so it never wraps. */
export const displayedPhone = business.phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011")

/** Every photo of the gallery in gallery order (gallery.json's `order`, then file names), with its details and folder. */
export const photosInGalleryOrder = () => {
  const entries = new Map(gallery.map((entry) => [entry.file, entry]))
  return sortPhotos(
    galleryPhotos.map((photo) => ({
      ...photoDetails(photo.key, entries.get(photo.key)),
      folder: photo.relative.includes("/") ? photo.relative.split("/")[0] : null,
      services: entries.get(photo.key)?.services ?? [],
    })),
  )
}

/**
 * The alt text of a service's cover photo: the gallery photo services.json names as its cover, or
 * else the first in gallery order that gallery.json relates to it; undefined without either.
 */
export function coverAltOf(slug: string): string | undefined {
  const photos = photosInGalleryOrder()
  const named = services.find((service) => service.slug === slug)?.cover
  return (photos.find((photo) => photo.fileName === named) ?? photos.find((photo) => photo.services.includes(slug)))?.alt
}
