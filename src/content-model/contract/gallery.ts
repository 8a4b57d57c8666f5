import { closest } from "fastest-levenshtein"
import { z } from "zod"
import { photoKey } from "../gallery-folder"
import { GALLERY_CATEGORIES } from "../rules"
import { acrossEntries, entry, listOf, oneOf, text, wholeNumber } from "./fields"
import { photoName, type ContentContext } from "./photo-names"

/**
 * content/gallery/gallery.json: the details the owner gives some photos. Only `file` is needed; a
 * photo without an entry still shows, with details made from its file name (gallery-metadata.ts).
 */

/** `services`: the slugs of the services (services.json) whose pages show the photo. */
const serviceSlugs = (context: ContentContext | undefined) => {
  const example = (context?.serviceSlugs ?? [])
    .slice(0, 2)
    .map((slug) => `"${slug}"`)
    .join(", ")
  const problem = `must be a list of service slugs from content/services.json, e.g. [${example}].`
  return z.array(z.string({ error: problem }), { error: problem }).superRefine((slugs, issues) => {
    const known = context?.serviceSlugs
    if (!known) return
    for (const slug of slugs) {
      if (known.includes(slug)) continue
      const nearest = known.length > 0 ? ` The nearest is "${closest(slug, [...known])}".` : ""
      issues.addIssue({ code: "custom", message: `names "${slug}", which is not a slug in content/services.json.${nearest}` })
    }
  })
}

const galleryEntry = (context?: ContentContext) =>
  entry({
    file: photoName(context, "entry").describe("The photo's file name, without its folder."),
    alt: text().optional(),
    caption: text().optional(),
    category: oneOf(GALLERY_CATEGORIES).optional(),
    order: wholeNumber().optional(),
    services: serviceSlugs(context).describe("Slugs of the services whose pages show this photo.").optional(),
  }).meta({ description: "One entry of content/gallery/gallery.json: the details the owner gave one photo." })

export const gallerySchema = (context?: ContentContext) =>
  acrossEntries(listOf(galleryEntry(context), 'photo entries { "file": ... }'), (entries, report) => {
    const firstEntryOf = new Map<string, number>()
    entries.forEach(({ file }, index) => {
      if (typeof file !== "string") return
      const key = photoKey(file)
      const first = firstEntryOf.get(key)
      if (first === undefined) firstEntryOf.set(key, index)
      else report([index, "file"], `"${key}" already has entry ${first + 1}. Keep one entry per photo.`)
    })
  })

export type GalleryEntry = z.output<ReturnType<typeof galleryEntry>>
