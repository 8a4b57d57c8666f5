import { closest } from "fastest-levenshtein"
import { z } from "zod"
import { photoKey } from "../gallery-folder"
import { GALLERY_CATEGORIES } from "../rules"
import { acrossEntries, described, entry, listOf, oneOf, text, wholeNumber } from "./fields"
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
  const list = z.array(z.string({ error: problem }), { error: problem })
  return described(list, { serviceSlugs: true }).superRefine((slugs, issues) => {
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
    file: photoName(context, "entry").meta({ title: "Photo", description: "The photo's file name, without its folder." }),
    alt: text().meta({ title: "Alt text", description: "What the photo shows, for visitors who cannot see it." }).optional(),
    caption: text().meta({ title: "Caption", description: 'Shown under the photo, e.g. "Deck in Framingham, MA".' }).optional(),
    category: oneOf(GALLERY_CATEGORIES).meta({ title: "Category" }).optional(),
    order: wholeNumber()
      .meta({ title: "Order", description: "Photos with a lower number come first; photos without one come last." })
      .optional(),
    services: serviceSlugs(context)
      .meta({ title: "Services", description: "The services whose pages show this photo." })
      .optional(),
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
