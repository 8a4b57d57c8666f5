import { existsSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "../build/files-under"
import { GALLERY_PHOTO_EXTENSIONS } from "./rules"

/** Files an owner's computer or phone leaves beside photos; none of them is a photo to show. */
const IGNORED_NAMES = new Set(["thumbs.db", "desktop.ini"])
/** Edit sidecars an iPhone exports next to its photos (the photo itself is the .heic/.jpg). */
const IGNORED_EXTENSIONS = new Set([".aae", ".xmp"])

/** A photo found in content/gallery/ or one of its subfolders. */
export interface GalleryFile {
  /** Its file name, as gallery.json names it (Unicode NFC, so "é" matches however it was typed). */
  key: string
  /** Its path under the gallery folder, with "/" between folders, e.g. "2024/deck.jpg". */
  relative: string
  absolute: string
}

export interface GalleryListing {
  photos: GalleryFile[]
  /** Every project.json, by its path under the gallery folder ("kitchen-wellesley/project.json"). */
  projectFiles: string[]
  /** One sentence per file that cannot be used, naming it and saying what to do. */
  problems: string[]
}

export const GALLERY_FOLDER = "content/gallery"

/** The file that makes a folder of photos a project (content/gallery/<folder>/project.json). */
export const PROJECT_FILE_NAME = "project.json"

/**
 * The project folder a photo is in: the first folder of its path under content/gallery/
 * ("kitchen-wellesley/island.jpg" -> "kitchen-wellesley"), "" for a photo directly in it.
 */
export const topFolderOf = (relative: string) => (relative.includes("/") ? relative.slice(0, relative.indexOf("/")) : "")

/** How the editor at /admin writes a photo it was given: by its address in the repository. */
const EDITOR_PHOTO_ADDRESS = `/${GALLERY_FOLDER}/`

/**
 * The name gallery.json and business.json use for a photo: its file name, NFC-normalised. The
 * editor's address of a photo ("/content/gallery/deck.webp") names the same photo as "deck.webp".
 */
export function photoKey(fileName: string): string {
  const name = fileName.normalize("NFC")
  return name.startsWith(EDITOR_PHOTO_ADDRESS) ? path.posix.basename(name) : name
}

export const isPhotoFile = (file: string) =>
  (GALLERY_PHOTO_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase())

/** The files under `folder` as paths relative to it, with "/" between folders; hidden files and folders left out. */
const relativeFiles = (folder: string) =>
  filesUnder(folder)
    .map((file) => path.relative(folder, file).split(path.sep).join("/"))
    .filter((relative) => !relative.split("/").some((part) => part.startsWith(".")))

function isIgnored(relative: string): boolean {
  const name = path.posix.basename(relative).toLowerCase()
  return relative === "gallery.json" || IGNORED_NAMES.has(name) || IGNORED_EXTENSIONS.has(path.extname(name))
}

/**
 * Whether a folder of the gallery (a project's) holds a photo, in it or below. A project.json in a
 * folder whose photos were all deleted is not read as content: no page, no card (the build warns).
 */
export const holdsPhotos = (folder: string) =>
  existsSync(folder) && relativeFiles(folder).some((relative) => !isIgnored(relative) && isPhotoFile(relative))

/**
 * Lists every photo in the gallery folder and its subfolders. A file that is not a photo, or two
 * photos with the same name in different folders (gallery.json could not tell them apart), stop
 * the build: a photo must never silently go missing from the owner's gallery.
 */
export function listGalleryFolder(folder: string, shownAs = "content/gallery"): GalleryListing {
  if (!existsSync(folder)) return { photos: [], projectFiles: [], problems: [] }
  const photos: GalleryFile[] = []
  const projectFiles: string[] = []
  const problems: string[] = []
  const byName = new Map<string, GalleryFile>()
  for (const relative of relativeFiles(folder).sort()) {
    if (isIgnored(relative)) continue
    if (path.posix.basename(relative) === PROJECT_FILE_NAME) {
      projectFiles.push(relative)
      continue
    }
    const where = `${shownAs}/${relative}`
    if (!isPhotoFile(relative)) {
      problems.push(
        `${where}: is not a photo the gallery can use. Only photos (.jpg, .jpeg, .png, .webp, .heic, .heif, .avif) ` +
          "belong in this folder; move this file elsewhere.",
      )
      continue
    }
    const photo = {
      key: photoKey(path.posix.basename(relative)),
      relative: photoKey(relative),
      absolute: path.join(folder, relative),
    }
    const clash = byName.get(photo.key.toLowerCase())
    if (clash) {
      problems.push(
        `${where}: has the same file name as ${shownAs}/${clash.relative}. Rename one of them: ` +
          "file names must differ across folders, since gallery.json names photos by file name.",
      )
      continue
    }
    byName.set(photo.key.toLowerCase(), photo)
    photos.push(photo)
  }
  return { photos, projectFiles, problems }
}
