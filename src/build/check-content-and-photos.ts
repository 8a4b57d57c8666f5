import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { checkContent } from "../content-model/contract/check-content"
import { GALLERY_FOLDER, listGalleryFolder, type GalleryListing } from "../content-model/gallery-folder"
import { preparePhotos } from "../content-model/prepare-photos"
import { PREPARED_PHOTOS_FOLDER } from "../content-model/rules"

/** Where the site's folders are: the project's root, beside gatsby-node.ts. */
export const ROOT = path.join(__dirname, "..", "..")
export const GALLERY_PATH = path.join(ROOT, GALLERY_FOLDER)

/** A content file's text (path relative to the site's root), or undefined when it does not exist. */
export function readContentFile(file: string, root = ROOT): string | undefined {
  const absolute = path.join(root, file)
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined
}

/** Mistakes in the owner's JSON files (of the site in `root`), given what the gallery folder holds. */
export const contentProblems = (gallery: Pick<GalleryListing, "photos" | "projectFiles">, root = ROOT) =>
  checkContent(
    (file) => readContentFile(file, root),
    gallery.photos.map((photo) => photo.relative),
    gallery.projectFiles,
  ).problems

/**
 * Checks every owner-edited file and photo of the site in `root` (this one unless told: the editor's
 * tests point it at the copy the editor wrote to), and brings the photos' working copies up to date.
 * Returns one line per problem that names the file, the entry and the field, and says what to do.
 */
export async function checkContentAndPhotos(root = ROOT): Promise<string[]> {
  const gallery = listGalleryFolder(path.join(root, GALLERY_FOLDER), GALLERY_FOLDER)
  const prepared = await preparePhotos(gallery.photos, path.join(root, PREPARED_PHOTOS_FOLDER), GALLERY_FOLDER)
  return [...contentProblems(gallery, root), ...gallery.problems, ...prepared.problems]
}

/** The problems as the build prints them when it stops. */
export const summary = (problems: readonly string[]) =>
  `The site's content has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix:\n` +
  problems.map((problem) => `  - ${problem}`).join("\n")
