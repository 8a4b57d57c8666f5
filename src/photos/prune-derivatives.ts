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

/**
 * publish-files.ts copies a photo's tiles (or, when the CDN makes the files, its tile source and
 * working copy) straight into its folder of public/static/. This deletes the images there that the
 * photo's current files do not name (`named`: each folder's digest and the names it keeps): tiles
 * of earlier settings, and after a switch of image service the other service's files. Folders
 * `named` does not know, and gatsby-plugin-sharp's subfolders (its job cache expects them to
 * stay), are left as they are. Returns how many files were deleted.
 */
export function pruneUnnamedFiles(publicFolder: string, named: ReadonlyMap<string, ReadonlySet<string>>): number {
  let deleted = 0
  for (const [digest, names] of named) {
    const folder = path.join(publicFolder, "static", digest)
    if (!existsSync(folder)) continue
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isFile() || !IMAGE_FILE.test(entry.name) || names.has(entry.name)) continue
      rmSync(path.join(folder, entry.name))
      deleted += 1
    }
  }
  return deleted
}
