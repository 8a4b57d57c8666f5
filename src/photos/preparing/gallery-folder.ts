import { existsSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "../files-under"
import { GALLERY_FILE_NAME, photoKey, PROJECT_FILE_NAME, type GalleryFile } from "../../contract/gallery-files"
import { GALLERY_PHOTO_EXTENSIONS } from "../photo-rules"

/** Files an owner's computer or phone leaves beside photos; none of them is a photo to show. */
const IGNORED_NAMES = new Set(["thumbs.db", "desktop.ini"])
/** Edit sidecars an iPhone exports next to its photos (the photo itself is the .heic/.jpg). */
const IGNORED_EXTENSIONS = new Set([".aae", ".xmp"])

export interface GalleryListing {
  photos: GalleryFile[]
  /** Every project.json, by its path under the gallery folder ("kitchen-wellesley/project.json"). */
  projectFiles: string[]
  /** One sentence per file that cannot be used, naming it and saying what to do. */
  problems: string[]
}

export const hasGalleryPhotoExtension = (file: string) =>
  (GALLERY_PHOTO_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase())

/** The files under `folder` as paths relative to it, with "/" between folders; hidden files and folders left out. */
const relativeFiles = (folder: string) =>
  filesUnder(folder)
    .map((file) => path.relative(folder, file).split(path.sep).join("/"))
    .filter((relative) => !relative.split("/").some((part) => part.startsWith(".")))

function isIgnored(relative: string): boolean {
  const name = path.posix.basename(relative).toLowerCase()
  return relative === GALLERY_FILE_NAME || IGNORED_NAMES.has(name) || IGNORED_EXTENSIONS.has(path.extname(name))
}

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
    if (!hasGalleryPhotoExtension(relative)) {
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
