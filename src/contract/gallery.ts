import type { z } from "zod"
import { photoKey } from "./gallery-files"
import { GALLERY_CATEGORIES } from "./rules"
import { acrossEntries, entry, listOf, oneOf, text, wholeNumber } from "./fields"
import { photoName, type ContentContext } from "./photo-names"
import { serviceSlugs } from "./service-slugs"

/**
 * content/gallery/gallery.json: the details the owner gives some photos. Only `file` is needed; a
 * photo without an entry still shows, with details made from its file name (gallery-metadata.ts).
 */

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
