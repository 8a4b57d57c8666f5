import { existsSync, readdirSync, rmSync, statSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "./files-under"

/**
 * gatsby-plugin-sharp writes every image it makes from a photo under
 * `public/static/<the photo file's content digest>/`. Gatsby never deletes them, so the copies of a
 * photo the owner removed (or replaced) would stay published at their old addresses. This deletes
 * each such folder whose digest belongs to no current file, and only folders that hold nothing but
 * images: nothing else in public/ is touched.
 */
const DIGEST_FOLDER = /^[0-9a-f]{32}$/
const IMAGE_FILE = /\.(avif|webp|jpe?g|png|gif)$/i

interface PruneResult {
  /** Image files deleted. */
  files: number
  /** Photo versions (digest folders) they belonged to. */
  photos: number
}

export function pruneStaleDerivatives(publicFolder: string, currentDigests: ReadonlySet<string>): PruneResult {
  const staticFolder = path.join(publicFolder, "static")
  const result: PruneResult = { files: 0, photos: 0 }
  if (!existsSync(staticFolder)) return result
  for (const name of readdirSync(staticFolder)) {
    const folder = path.join(staticFolder, name)
    if (!DIGEST_FOLDER.test(name) || currentDigests.has(name) || !statSync(folder).isDirectory()) continue
    const files = filesUnder(folder)
    if (files.length === 0 || !files.every((file) => IMAGE_FILE.test(file))) continue
    rmSync(folder, { recursive: true, force: true })
    result.files += files.length
    result.photos += 1
  }
  return result
}
