import { closest } from "fastest-levenshtein"
import {
  checkInteger,
  checkKnownFields,
  checkOneOf,
  checkText,
  ContentErrors,
  isFields,
  parseJson,
  type Place,
} from "./content-errors"
import { photoKey } from "./gallery-folder"
import { readJsonText } from "./json-text"
import { GALLERY_CATEGORIES } from "./rules"

export const GALLERY_FOLDER = "content/gallery"
export const GALLERY_FILE = `${GALLERY_FOLDER}/gallery.json`

/** The fields a gallery.json entry may have. */
export const GALLERY_ENTRY_FIELDS = ["file", "alt", "caption", "category", "order", "services"] as const

/** What to say about a photo name that matches no photo: the nearest name in the folder, if any. */
function missingPhoto(name: string, photoFiles: readonly string[]): string {
  const hint = photoFiles.length > 0 ? ` The nearest photo name is "${closest(name, [...photoFiles])}".` : ""
  return `names "${name}", but there is no such photo in ${GALLERY_FOLDER}/.${hint} Check the spelling, add the photo, or remove the entry.`
}

/**
 * Checks gallery.json against the photos in the folder. Every field but `file` is optional; an
 * entry that names a photo which is not there stops the build, since its text would be lost.
 */
/** `services`: the slugs (from services.json) of the services a photo shows, for their pages. */
function checkServiceSlugs(value: unknown, serviceSlugs: readonly string[], place: Place, errors: ContentErrors): void {
  const example = serviceSlugs.slice(0, 2).map((slug) => `"${slug}"`).join(", ")
  if (!Array.isArray(value) || !value.every((slug) => typeof slug === "string")) {
    errors.add(place, "services", `must be a list of service slugs from content/services.json, e.g. [${example}].`)
    return
  }
  for (const slug of value as string[]) {
    if (serviceSlugs.includes(slug)) continue
    const nearest = serviceSlugs.length > 0 ? ` The nearest is "${closest(slug, [...serviceSlugs])}".` : ""
    errors.add(place, "services", `names "${slug}", which is not a slug in content/services.json.${nearest}`)
  }
}

export function validateGalleryJson(
  value: unknown,
  photoFiles: readonly string[],
  errors: ContentErrors,
  serviceSlugs: readonly string[] = [],
): void {
  if (!Array.isArray(value)) {
    errors.addToFile(GALLERY_FILE, 'must hold a list of photo entries in square brackets [ { "file": ... }, ... ].')
    return
  }
  const present = new Set(photoFiles.map(photoKey))
  const seen = new Map<string, number>()
  value.forEach((entry: unknown, index: number) => {
    if (!isFields(entry)) {
      errors.addToFile(GALLERY_FILE, `entry ${index + 1} must be an object in curly braces { ... }.`)
      return
    }
    const file = typeof entry.file === "string" ? photoKey(entry.file) : ""
    const place: Place = { file: GALLERY_FILE, entry: file ? `entry ${index + 1} ("${file}")` : `entry ${index + 1}` }
    checkKnownFields(entry, GALLERY_ENTRY_FIELDS, place, errors)
    if (checkText(entry, "file", place, errors) === undefined) return
    if (file.includes("/") || file.includes("\\")) {
      errors.add(place, "file", `is "${file}". Write only the photo's file name, without its folder, e.g. "${file.split(/[\\/]/).pop()}".`)
    } else if (!present.has(file)) {
      errors.add(place, "file", missingPhoto(file, photoFiles))
    }
    const first = seen.get(file)
    if (first !== undefined) errors.add(place, "file", `"${file}" already has entry ${first + 1}. Keep one entry per photo.`)
    else seen.set(file, index)
    for (const field of ["alt", "caption"]) {
      if (entry[field] !== undefined) checkText(entry, field, place, errors)
    }
    if (entry.category !== undefined) checkOneOf(entry, "category", GALLERY_CATEGORIES, place, errors)
    if (entry.order !== undefined) checkInteger(entry, "order", place, errors)
    if (entry.services !== undefined) checkServiceSlugs(entry.services, serviceSlugs, place, errors)
  })
}

/** Checks the text of gallery.json (absent is fine: every photo then gets default details). */
export function validateGalleryFile(text: string | undefined, photoFiles: readonly string[], serviceSlugs: readonly string[] = []): string[] {
  const errors = new ContentErrors()
  if (text === undefined) return errors.messages
  const value = parseJson(GALLERY_FILE, text, errors)
  if (value !== undefined) validateGalleryJson(value, photoFiles, errors, serviceSlugs)
  return errors.messages
}

/** The slugs of content/services.json (none when it cannot be read: validateContent reports that). */
export function serviceSlugsOf(servicesText: string | undefined): string[] {
  const services = servicesText === undefined ? undefined : readJsonText(servicesText)
  if (!services?.ok || !Array.isArray(services.value)) return []
  return services.value.flatMap((service: unknown) => (isFields(service) && typeof service.slug === "string" ? [service.slug] : []))
}

/** business.json's featuredPhoto, when set, must be one of the gallery's photos. */
export function validateFeaturedPhoto(businessText: string | undefined, photoFiles: readonly string[]): string[] {
  if (businessText === undefined) return []
  const business = readJsonText(businessText)
  // validateContent reports broken JSON and a featuredPhoto that is not text.
  if (!business.ok || !isFields(business.value) || typeof business.value.featuredPhoto !== "string") return []
  const featured = photoKey(business.value.featuredPhoto)
  if (featured === "" || photoFiles.map(photoKey).includes(featured)) return []
  return [`content/business.json: field "featuredPhoto" ${missingPhoto(featured, photoFiles).replace("remove the entry", "remove the field")}`]
}
