import path from "node:path"

/**
 * What the content contract knows of the gallery's files: where they are, how a project folder is
 * marked, and the name content files use for a photo. The photo pipeline (src/photos/) imports these.
 */

export const GALLERY_FOLDER = "content/gallery"

/** The owner's texts for the gallery's photos, directly in GALLERY_FOLDER. */
export const GALLERY_FILE_NAME = "gallery.json"

/** The file that makes a folder of photos a project (content/gallery/<folder>/project.json). */
export const PROJECT_FILE_NAME = "project.json"

/** A photo found in content/gallery/ or one of its subfolders. */
export interface GalleryFile {
  /** Its file name, as gallery.json names it (Unicode NFC, so "é" matches however it was typed). */
  key: string
  /** Its path under the gallery folder, with "/" between folders, e.g. "2024/deck.jpg". */
  relative: string
  absolute: string
}

/**
 * The project folder a photo is in: the first folder of its path under content/gallery/
 * ("kitchen-wellesley/island.jpg" -> "kitchen-wellesley"), "" for a photo directly in it.
 */
export const topFolderOf = (relative: string) => (relative.includes("/") ? relative.slice(0, relative.indexOf("/")) : "")

/**
 * The photos of a project's folder (`folder`, under content/gallery/), in it or below: a project
 * whose folder has none left is not published (no page, no card; the build warns).
 */
export const photosOfFolder = <Photo extends Pick<GalleryFile, "relative">>(photos: readonly Photo[], folder: string) =>
  photos.filter((photo) => topFolderOf(photo.relative) === folder)

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
