import netlifyForms from "./netlify-forms.json"

/**
 * The photos of the job a visitor sends with a request: how many, and under which field names
 * (Netlify Forms keeps one file per file field). What happens to a chosen photo is in
 * job-photo-prepare.ts, fetched only when a visitor chooses one.
 */

/** Netlify keeps one file per file field; the form has five. */
export const MAX_PHOTOS = netlifyForms.maxFiles

/** The form's file fields, named in its HTML so Netlify's detection keeps every one. */
export const PHOTO_FIELDS = Array.from({ length: MAX_PHOTOS }, (_, index) => `photo-${index + 1}`)

/** The side of a chosen photo's thumbnail, in pixels: a square from its middle, sharp at 2x. */
export const THUMBNAIL_PX = 128
