import type { CmsConfig, Collection, Field } from "@sveltia/cms"
import { z } from "zod"
import { CONTENT_FILES, CONTENT_KEYS, type ContentKey } from "../contract/content-files"
import { GALLERY_FOLDER } from "../contract/gallery-files"
import { LARGEST_SERVED_EDGE_PX } from "../photos/photo-rules"
import { cmsFields, type EditorContext } from "./cms-fields"

/**
 * The configuration of the editor at /admin (Sveltia CMS), made by the build from the content
 * contract: one collection per content file, with the contract's fields.
 */

interface EditorSettings extends EditorContext {
  /** The GitHub repository the editor commits to, "owner/name". */
  repository: string
  branch: string
  /** The public site, linked from the editor. */
  siteUrl: string
}

/**
 * Photos the owner uploads are re-encoded in the browser before they are committed: upright, at
 * most as large as the site ever serves, and with nothing but the pixels, so no GPS position,
 * camera or date reaches the repository. WebP at quality 90 keeps them a faithful source for the
 * build's own encoding; the iPhone's HEIC is decoded by the editor itself.
 */
const UPLOADED_PHOTOS = {
  format: "webp",
  quality: 90,
  width: LARGEST_SERVED_EDGE_PX,
  height: LARGEST_SERVED_EDGE_PX,
} as const

/** The fields of a content file: an object's fields, or one list kept at the top of the file. */
function fileFields(key: ContentKey, context: EditorContext): Field[] {
  const { schema, title, entryTitle } = CONTENT_FILES[key]
  const contract = schema()
  if (contract instanceof z.ZodObject) return cmsFields(contract, context)
  if (!(contract instanceof z.ZodArray) || !(contract.element instanceof z.ZodObject)) {
    throw new Error(`${CONTENT_FILES[key].file}: the editor needs an object or a list of objects`)
  }
  const fields = cmsFields(contract.element, context)
  return [
    {
      name: key,
      label: title,
      label_singular: entryTitle,
      widget: "list",
      root: true,
      collapsed: true,
      summary: `{{fields.${fields[0].name}}}`,
      ...(key === "gallery" ? { thumbnail: fields[0].name } : {}),
      fields,
    },
  ]
}

function collectionFor(key: ContentKey, context: EditorContext): Collection {
  const { file, title } = CONTENT_FILES[key]
  return {
    name: key,
    label: title,
    // Entries are the owner's existing files: none is created or deleted from the editor.
    files: [{ name: key, label: title, file, format: "json", fields: fileFields(key, context) }],
  }
}

export function cmsConfig({ repository, branch, siteUrl, serviceSlugs }: EditorSettings): CmsConfig {
  return {
    // The configuration comes whole from here; the editor fetches no config.yml.
    load_config_file: false,
    backend: { name: "github", repo: repository, branch },
    site_url: siteUrl,
    display_url: siteUrl,
    // Every photo lives in the gallery, and the editor names a photo it was given by its address
    // there ("/content/gallery/deck.webp"), which the build reads as the photo's name (photoKey).
    media_folder: GALLERY_FOLDER,
    media_libraries: {
      default: { config: { slugify_filename: true, transformations: { raster_image: UPLOADED_PHOTOS } } },
    },
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    collections: CONTENT_KEYS.map((key) => collectionFor(key, { serviceSlugs })),
  }
}
