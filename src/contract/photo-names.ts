import { closest } from "fastest-levenshtein"
import { GALLERY_FOLDER, photoKey } from "./gallery-files"
import { type z } from "zod"
import { described, text } from "./fields"
import { contractFields, entryOf } from "./field-kinds"

/**
 * What the content is checked against beyond its own files: the photos in content/gallery/ and the
 * slugs of services.json. Without it (for the GraphQL types) only the shape of each field is known.
 */
export interface ContentContext {
  photoFiles: readonly string[]
  /** Where photoFiles are, as messages name it: content/gallery, or a project's folder. */
  photoFolder?: string
  /** Undefined when services.json cannot be read (that is reported on its own). */
  serviceSlugs: readonly string[] | undefined
}

/**
 * A zod issue's params marking a finding that does not stop the build: a photo the content names
 * is gone (deleted, or its name misspelt). The site is built without it (owner-messages.ts).
 */
export const WARNING = { weight: "warning" } as const

/** `"x" names "y", but there is no such photo ...`, with the nearest photo name in the folder. */
function missingPhoto(name: string, context: ContentContext, removeWhat: "entry" | "field"): string {
  const { photoFiles, photoFolder = GALLERY_FOLDER } = context
  const hint = photoFiles.length > 0 ? ` The nearest photo name is "${closest(name, [...photoFiles])}".` : ""
  return `names "${name}", but there is no such photo in ${photoFolder}/.${hint} Check the spelling, add the photo, or remove the ${removeWhat}.`
}

/**
 * The file name of a photo in content/gallery/ (in any subfolder), as gallery.json's `file` and
 * business.json's `featuredPhoto` write it: the name alone, matched however its accents are stored.
 * A name with a folder is a mistake that stops the build; a name that matches no photo is a warning.
 */
export const photoName = (context: ContentContext | undefined, removeWhat: "entry" | "field") =>
  described(text(), { photo: true }).superRefine((name, issues) => {
    const key = photoKey(name)
    if (key.includes("/") || key.includes("\\")) {
      const fileOnly = key.split(/[\\/]/).pop() ?? key
      issues.addIssue({
        code: "custom",
        message: `is "${key}". Write only the photo's file name, without its folder, e.g. "${fileOnly}".`,
      })
    } else if (context && key.trim() !== "" && !context.photoFiles.some((file) => photoKey(file) === key)) {
      issues.addIssue({ code: "custom", message: missingPhoto(key, context, removeWhat), params: WARNING })
    }
  })

/** The fields of a content file's entries that name a photo (photoName marks them): for one object or a list of them. */
export const photoFieldsOf = (schema: z.ZodType): string[] =>
  contractFields("entry", entryOf(schema, "a content file").object)
    .filter((field) => field.meta.photo)
    .map((field) => field.name)
