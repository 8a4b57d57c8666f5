import { businessSchema } from "./business"
import { gallerySchema } from "./gallery"
import { GALLERY_FILE_NAME, GALLERY_FOLDER, PROJECT_FILE_NAME } from "./gallery-files"
import { projectSchema } from "./project"
import { servicesSchema } from "./services"
import { testimonialsSchema } from "./testimonials"

/**
 * The owner's content, of two kinds: a single file (business.json, services.json ...) and a folder
 * collection, one entry per folder (content/gallery/<folder>/project.json). For each: where it is,
 * its schema (the one declaration of its fields, from which the build's checks, the GraphQL types,
 * the TypeScript types and the editor at /admin all come), the GraphQL type its entries become,
 * which field names an entry in a message ('entry 4 ("Deck ...")'), and what the editor calls the
 * collection and one of its entries.
 */
export const CONTENT_FILES = {
  business: {
    kind: "file",
    file: "content/business.json",
    schema: businessSchema,
    nodeType: "BusinessJson",
    label: "name",
    title: "Business details",
    entryTitle: "business",
  },
  services: {
    kind: "file",
    file: "content/services.json",
    schema: servicesSchema,
    nodeType: "ServicesJson",
    label: "name",
    title: "Services",
    entryTitle: "service",
  },
  testimonials: {
    kind: "file",
    file: "content/testimonials.json",
    schema: testimonialsSchema,
    nodeType: "TestimonialsJson",
    label: "name",
    title: "Testimonials",
    entryTitle: "testimonial",
  },
  gallery: {
    kind: "file",
    file: `${GALLERY_FOLDER}/${GALLERY_FILE_NAME}`,
    schema: gallerySchema,
    nodeType: "GalleryJson",
    label: "file",
    title: "Gallery photos",
    entryTitle: "photo",
  },
  projects: {
    kind: "folder",
    /** Each entry is <folder>/<entryFile> directly in this folder; the entry's folder name is its address. */
    folder: GALLERY_FOLDER,
    entryFile: PROJECT_FILE_NAME,
    /** The fields an entry's folder is named from when the editor creates it: "Porch rebuild", "Natick" -> porch-rebuild-natick. */
    nameFields: ["title", "town"],
    schema: projectSchema,
    nodeType: "ProjectJson",
    label: "title",
    title: "Projects",
    entryTitle: "project",
  },
} as const

type Registry = typeof CONTENT_FILES
export type ContentKey = keyof Registry
/** The single files. */
export type FileKey = { [Key in ContentKey]: Registry[Key]["kind"] extends "file" ? Key : never }[ContentKey]
/** The folder collections. */
export type FolderKey = Exclude<ContentKey, FileKey>

export const CONTENT_KEYS = Object.keys(CONTENT_FILES) as ContentKey[]
export const FILE_KEYS = CONTENT_KEYS.filter((key): key is FileKey => CONTENT_FILES[key].kind === "file")
export const FOLDER_KEYS = CONTENT_KEYS.filter((key): key is FolderKey => CONTENT_FILES[key].kind === "folder")

/**
 * The registry's entry a content file belongs to, by its path in the site ("content/services.json",
 * "content/gallery/kitchen-wellesley/project.json"): a single file, or an entry of a folder
 * collection (<folder>/<name>/<entryFile>); undefined for any other file.
 */
export function contentKeyOf(file: string): ContentKey | undefined {
  const single = FILE_KEYS.find((key) => CONTENT_FILES[key].file === file)
  if (single) return single
  return FOLDER_KEYS.find((key) => {
    const { folder, entryFile } = CONTENT_FILES[key]
    const inside = file.startsWith(`${folder}/`) ? file.slice(folder.length + 1).split("/") : []
    return inside.length === 2 && inside[1] === entryFile
  })
}
