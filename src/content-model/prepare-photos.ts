import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, unlinkSync, utimesSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

/**
 * Copies the gallery photos into `target`, turning those a phone stored sideways (EXIF orientation
 * 2-8) upright. Gatsby's image plugin sizes images from their stored width and height, ignoring
 * the orientation, and so would crop such a photo to the wrong shape. A copy is made again only
 * when its photo changed (the copy carries the photo's modification time).
 */
export async function preparePhotos(source: string, target: string, photos: readonly string[]): Promise<void> {
  mkdirSync(target, { recursive: true })
  for (const stale of readdirSync(target).filter((file) => !photos.includes(file))) {
    unlinkSync(path.join(target, stale))
  }
  for (const photo of photos) {
    const from = path.join(source, photo)
    const to = path.join(target, photo)
    const modified = statSync(from).mtime
    if (existsSync(to) && statSync(to).mtimeMs === modified.getTime()) continue
    const { orientation, format } = await sharp(from).metadata()
    if (orientation && orientation > 1 && format) {
      // Re-encoded at high quality: the web copies are made from this one.
      await sharp(from).rotate().toFormat(format, { quality: 92 }).toFile(to)
    } else {
      copyFileSync(from, to)
    }
    utimesSync(to, modified, modified)
  }
}
