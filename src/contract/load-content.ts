import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { checkParsedContent, type ContentCheck } from "./check-content"
import { readJsonText, type JsonText } from "./json-text"

/**
 * Where the owner's content files are read and parsed: once per process while a file is unchanged
 * (its modification time, size and inode), however many steps of the build ask for it (the content
 * check, the site's identity for gatsby-config.ts, the nodes, the editor's configuration). Gatsby
 * loads its configuration and its node code in one process for a build, and `gatsby develop` reads
 * a file again once the owner changes it. With CONTENT_READ_LOG=1 every read is printed, with how
 * many this process has made, so a build can be counted.
 */

const known = new Map<string, { stamp: string; json: JsonText }>()
let reads = 0

/** A content file's JSON, or the problem with its text; undefined when there is no such file. */
export function readContentJson(absolute: string): JsonText | undefined {
  let stamp: string
  try {
    const stats = statSync(absolute)
    stamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`
  } catch {
    return undefined
  }
  const read = known.get(absolute)
  if (read?.stamp === stamp) return read.json
  const json = readJsonText(readFileSync(absolute, "utf8"))
  known.set(absolute, { stamp, json })
  reads += 1
  if (process.env.CONTENT_READ_LOG) console.log(`content read: ${absolute} (read ${reads} of process ${process.pid})`)
  return json
}

/**
 * Every content file of the site in `root`, each read and parsed once (readContentJson) and
 * checked against its schema with what the gallery folder holds: the content, typed from the
 * contract, when nothing stops the build, and one line per problem and per warning.
 */
export function loadContent(
  root: string,
  gallery: { photos: ReadonlyArray<{ relative: string }>; projectFiles: readonly string[] },
): ContentCheck {
  return checkParsedContent(
    (file) => readContentJson(path.join(root, file)),
    gallery.photos.map((photo) => photo.relative),
    gallery.projectFiles,
  )
}
