import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { checkParsedContent, type ContentCheck } from "./check-content"
import { readJsonText, type JsonText } from "./json-text"
import { settingOf } from "../host/settings"

/**
 * Where the owner's content files are read, parsed and checked: once per process while a file is
 * unchanged (its modification time, size and inode), however many steps of the build ask for it
 * (the content check, the site's identity for gatsby-config.ts, the nodes, the editor's configuration). Gatsby
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
  if (settingOf("CONTENT_READ_LOG")) console.log(`content read: ${absolute} (read ${reads} of process ${process.pid})`)
  return json
}

/** The last check of each site's content, with what it was made from. */
const lastChecks = new Map<string, { gallery: string; reads: Map<string, JsonText | undefined>; check: ContentCheck }>()
let checks = 0

/**
 * Every content file of the site in `root`, each read and parsed once (readContentJson) and
 * checked against its schema with what the gallery folder holds: the content, typed from the
 * contract, when nothing stops the build, and one line per problem and per warning. The check is
 * made once while the gallery's listing and every file it read are unchanged (with
 * CONTENT_READ_LOG=1 each check is printed too).
 */
export function loadContent(
  root: string,
  gallery: { photos: ReadonlyArray<{ relative: string }>; projectFiles: readonly string[] },
): ContentCheck {
  const listing = JSON.stringify([gallery.photos.map((photo) => photo.relative), gallery.projectFiles])
  const last = lastChecks.get(root)
  if (last?.gallery === listing && [...last.reads].every(([file, json]) => readContentJson(file) === json)) return last.check
  const reads = new Map<string, JsonText | undefined>()
  const check = checkParsedContent(
    (file) => {
      const absolute = path.join(root, file)
      const json = readContentJson(absolute)
      reads.set(absolute, json)
      return json
    },
    gallery.photos.map((photo) => photo.relative),
    gallery.projectFiles,
  )
  lastChecks.set(root, { gallery: listing, reads, check })
  checks += 1
  if (settingOf("CONTENT_READ_LOG")) console.log(`content check: ${root} (check ${checks} of process ${process.pid})`)
  return check
}
