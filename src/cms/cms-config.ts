import { STATUS_CONTEXT } from "../host/publishing"
import type { CmsConfig, Collection, Field } from "@sveltia/cms"
import path from "node:path"
import { CONTENT_FILES, FILE_KEYS, FOLDER_KEYS, type ContentKey, type FileKey, type FolderKey } from "../contract/content-files"
import { GALLERY_FOLDER } from "../contract/gallery-files"
import { galleryPagePath, HOME_PATH, projectPagePath, SERVICES_PATH, TESTIMONIALS_PATH } from "../lib/paths"
import { LARGEST_SERVED_EDGE_PX } from "../photos/image-recipes"
import { cmsFields, type EditorContext } from "./cms-fields"
import { entryOf } from "../contract/field-kinds"

/**
 * The configuration of the editor at /admin (Sveltia CMS), made by the build from the content
 * contract: one collection per content file or folder of entries, with the contract's fields.
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

/**
 * The page of the live site that shows a collection's content, for the editor's "View on Live
 * Site" (Sveltia's preview_path): a project's is its own page, named by its folder ({{dirname}}).
 */
const LIVE_PAGES: Record<ContentKey, string> = {
  business: HOME_PATH,
  services: SERVICES_PATH,
  testimonials: TESTIMONIALS_PATH,
  gallery: galleryPagePath(1),
  projects: projectPagePath("{{dirname}}"),
}

/** The fields of one entry of a collection: its schema's object, or the element of a list. */
function entryFields(key: ContentKey, context: EditorContext): { fields: Field[]; list: boolean } {
  const { object, list } = entryOf(CONTENT_FILES[key].schema(), key)
  return { fields: cmsFields(key, object, context), list }
}

/** The fields of a content file: an object's fields, or one list kept at the top of the file. */
function fileFields(key: FileKey, context: EditorContext): Field[] {
  const { title, entryTitle } = CONTENT_FILES[key]
  const { fields, list } = entryFields(key, context)
  if (!list) return fields
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

function fileCollection(key: FileKey, context: EditorContext): Collection {
  const { file, title } = CONTENT_FILES[key]
  return {
    name: key,
    label: title,
    // Entries are the owner's existing files: none is created or deleted from the editor.
    files: [{ name: key, label: title, file, format: "json", preview_path: LIVE_PAGES[key], fields: fileFields(key, context) }],
  }
}

/**
 * A folder of entries, each <folder>/<name>/<entryFile> (content/gallery/<name>/project.json): the
 * owner creates and deletes them. <name> is made once, when the entry is created, from its
 * nameFields (a project's title and town), in lower-case words joined by dashes, as the contract's
 * folder rule wants; the entry's photos are kept in its own folder, beside it.
 */
function folderCollection(key: FolderKey, context: EditorContext): Collection {
  const { folder, entryFile, title, entryTitle, label, nameFields } = CONTENT_FILES[key]
  const nameFrom = nameFields.map((field) => `{{fields.${field}}}`)
  return {
    name: key,
    label: title,
    label_singular: entryTitle,
    folder,
    path: `{{slug}}/${path.posix.basename(entryFile, ".json")}`,
    extension: "json",
    format: "json",
    identifier_field: label,
    slug: { template: nameFrom.join("-"), editable: false },
    summary: nameFrom.join(", "),
    media_folder: "",
    public_folder: "",
    preview_path: LIVE_PAGES[key],
    fields: entryFields(key, context).fields,
  }
}

export function cmsConfig({ repository, branch, siteUrl, services }: EditorSettings): CmsConfig {
  return {
    // The configuration comes whole from here; the editor fetches no config.yml.
    load_config_file: false,
    // The commit status the host's build plugin posts on a save's commit (src/host/publishing.js).
    backend: { name: "github", repo: repository, branch, preview_context: STATUS_CONTEXT },
    site_url: siteUrl,
    display_url: siteUrl,
    // Every photo lives in the gallery, and the editor names a photo it was given by its address
    // there ("/content/gallery/deck.webp"), which the build reads as the photo's name (photoKey).
    media_folder: GALLERY_FOLDER,
    media_libraries: {
      default: { config: { slugify_filename: true, transformations: { raster_image: UPLOADED_PHOTOS } } },
      // The site shows the owner's own work only; stock photos would also skip a project's folder.
      stock_assets: false,
    },
    // An entry's folder name is its address (/projects/kitchen-wellesley): ASCII, accents dropped, lower case.
    slug: { encoding: "ascii", clean_accents: true, lowercase: true },
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    collections: [
      ...FILE_KEYS.map((key) => fileCollection(key, { services })),
      ...FOLDER_KEYS.map((key) => folderCollection(key, { services })),
    ],
  }
}
