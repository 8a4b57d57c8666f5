import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { listGalleryFolder } from "../../../src/content-model/gallery-folder"

const CONTENT = path.join(__dirname, "..", "..", "..", "content")
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(CONTENT, file), "utf8").replace(/^\uFEFF/, "")) as T

export interface BusinessContent {
  name: string
  phone: string
  email: string
  smsBody: string
  serviceArea: string
  yearsExperience: number
  hicRegistration: string
  constructionSupervisorLicense?: string
  address: { streetAddress?: string; addressLocality: string; addressRegion: string; postalCode: string }
}
export interface ServiceContent {
  name: string
  slug: string
  category: string
  description: string
  includes: string[]
  steps: string[]
  core: boolean
}
interface GalleryEntryContent {
  file: string
  services?: string[]
}
export interface TestimonialContent {
  name: string
  location: string
  project: string
  rating: number
  comment: string
}

/** What the owner wrote in content/, to compare the built pages with. */
export const business = read<BusinessContent>("business.json")
export const services = read<ServiceContent[]>("services.json")
export const testimonials = read<TestimonialContent[]>("testimonials.json")

/** The photos the owner put in content/gallery/ (and its subfolders). */
export const galleryPhotos = listGalleryFolder(path.join(CONTENT, "gallery")).photos

const galleryEntries = existsSync(path.join(CONTENT, "gallery", "gallery.json")) ? read<GalleryEntryContent[]>("gallery/gallery.json") : []

/** How many gallery photos gallery.json relates to a service (shown on its page). */
export const photoCountFor = (slug: string) => galleryEntries.filter((entry) => entry.services?.includes(slug)).length

export const e164 = `+1${business.phone.replace(/\D/g, "").slice(-10)}`
export const telLink = `tel:${e164}`
export const smsLink = `sms:${e164}?&body=${encodeURIComponent(business.smsBody)}`

/** The phone number as the pages print it: non-breaking space and hyphen, so it never wraps. */
export const displayedPhone = business.phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011")
