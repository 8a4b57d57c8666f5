import { checkInteger, checkOneOf, checkText, ContentErrors, isFields, parseJson, type Place } from "./content-errors"
import { GALLERY_CATEGORIES } from "./rules"

export const GALLERY_FOLDER = "content/gallery"
export const GALLERY_FILE = `${GALLERY_FOLDER}/gallery.json`

/**
 * Checks gallery.json against the photos in the folder. Every field but `file` is optional; an
 * entry that names a photo which is not there stops the build, since its text would be lost.
 */
export function validateGalleryJson(value: unknown, photoFiles: readonly string[], errors: ContentErrors): void {
  if (!Array.isArray(value)) {
    errors.addToFile(GALLERY_FILE, 'must hold a list of photo entries in square brackets [ { "file": ... }, ... ].')
    return
  }
  const present = new Set(photoFiles)
  const seen = new Map<string, number>()
  value.forEach((entry: unknown, index: number) => {
    if (!isFields(entry)) {
      errors.addToFile(GALLERY_FILE, `entry ${index + 1} must be an object in curly braces { ... }.`)
      return
    }
    const file = typeof entry.file === "string" ? entry.file : ""
    const place: Place = { file: GALLERY_FILE, entry: file ? `entry ${index + 1} ("${file}")` : `entry ${index + 1}` }
    if (checkText(entry, "file", place, errors) === undefined) return
    if (!present.has(file)) {
      errors.add(
        place,
        "file",
        `names "${file}", but there is no such photo in ${GALLERY_FOLDER}/. Check the spelling, add the photo, or remove the entry.`,
      )
    }
    const first = seen.get(file)
    if (first !== undefined) errors.add(place, "file", `"${file}" already has entry ${first + 1}. Keep one entry per photo.`)
    else seen.set(file, index)
    for (const field of ["alt", "caption"]) {
      if (entry[field] !== undefined) checkText(entry, field, place, errors)
    }
    if (entry.category !== undefined) checkOneOf(entry, "category", GALLERY_CATEGORIES, place, errors)
    if (entry.order !== undefined) checkInteger(entry, "order", place, errors)
  })
}

/** Checks the text of gallery.json (absent is fine: every photo then gets default details). */
export function validateGalleryFile(text: string | undefined, photoFiles: readonly string[]): string[] {
  const errors = new ContentErrors()
  if (text === undefined) return errors.messages
  const value = parseJson(GALLERY_FILE, text, errors)
  if (value !== undefined) validateGalleryJson(value, photoFiles, errors)
  return errors.messages
}

/** business.json's featuredPhoto, when set, must be one of the gallery's photos. */
export function validateFeaturedPhoto(businessText: string | undefined, photoFiles: readonly string[]): string[] {
  if (businessText === undefined) return []
  let featured: unknown
  try {
    featured = (JSON.parse(businessText) as { featuredPhoto?: unknown }).featuredPhoto
  } catch {
    return [] // validateContent reports the broken JSON
  }
  if (typeof featured !== "string" || featured === "" || photoFiles.includes(featured)) return []
  return [
    `content/business.json: field "featuredPhoto" names "${featured}", but there is no such photo in ${GALLERY_FOLDER}/. ` +
      "Write the file name of one of the gallery's photos, or remove the field.",
  ]
}
