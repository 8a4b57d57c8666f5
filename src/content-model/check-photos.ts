import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { GALLERY_PHOTO_EXTENSIONS } from "./rules"

const HEIC = new Set([".heic", ".heif"])
const IGNORED = new Set(["gallery.json", "Thumbs.db", "desktop.ini"])

export interface GalleryFolder {
  /** Photos the gallery will show. */
  photos: string[]
  /** One sentence per file that cannot be used, naming it and saying what to do. */
  problems: string[]
}

export const isPhoto = (file: string) =>
  (GALLERY_PHOTO_EXTENSIONS as readonly string[]).includes(path.extname(file).toLowerCase())

/** Decodes the photo (at 1/8 scale, which is quick) to prove sharp can read all of it. */
async function unreadable(file: string): Promise<string | undefined> {
  try {
    await sharp(file, { failOn: "truncated" }).resize(64, 64, { fit: "inside" }).toBuffer()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message.split("\n")[0] : String(error)
  }
}

/**
 * Lists the gallery folder and checks every file in it. The build stops on any problem (see
 * README): a photo that cannot be shown must not silently disappear from the owner's gallery.
 */
export async function checkGalleryFolder(folder: string, shownAs = "content/gallery"): Promise<GalleryFolder> {
  if (!existsSync(folder)) return { photos: [], problems: [] }
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith(".") && !IGNORED.has(entry.name))
    .map((entry) => entry.name)
    .sort()
  const photos: string[] = []
  const problems: string[] = []
  for (const file of files) {
    const where = `${shownAs}/${file}`
    const extension = path.extname(file).toLowerCase()
    if (HEIC.has(extension)) {
      problems.push(
        `${where}: HEIC photos (the iPhone's own format) cannot be shown on the web. Export it as JPEG ` +
          "(on an iPhone: Settings > Camera > Formats > Most Compatible; on a Mac: Photos > File > Export) and replace this file.",
      )
    } else if (!isPhoto(file)) {
      problems.push(
        `${where}: is not a photo the gallery can use. Only JPEG, PNG and WebP photos (.jpg, .jpeg, .png, .webp) ` +
          "belong in this folder; move this file elsewhere, or export it as JPEG.",
      )
    } else {
      const reason = await unreadable(path.join(folder, file))
      if (reason) {
        problems.push(
          `${where}: this photo is damaged or not really a ${extension.slice(1).toUpperCase()} file (${reason}). ` +
            "Open it on your computer, export it again as JPEG, and replace this file.",
        )
      } else {
        photos.push(file)
      }
    }
  }
  return { photos, problems }
}
