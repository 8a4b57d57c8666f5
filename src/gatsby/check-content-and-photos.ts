import path from "node:path"
import type { Reporter } from "gatsby"
import type { Findings } from "../contract/owner-messages"
import { GALLERY_FOLDER } from "../contract/gallery-files"
import { preparePhotos } from "../photos/prepare-photos"
import { PREPARED_PHOTOS_FOLDER } from "../photos/photo-rules"
import { ROOT } from "../site-root"
import { contentSnapshot } from "./content-snapshot"

export const GALLERY_PATH = path.join(ROOT, GALLERY_FOLDER)

/**
 * Checks every owner-edited file and photo of the site in `root` (this one unless told: the editor's
 * tests point it at the copy the editor wrote to), and brings the photos' working copies up to date.
 * Returns one line per problem (the build stops) and per warning (a photo named in the content is
 * gone: the site is built without it), each naming the file, the entry and the field, and saying what to do.
 */
export async function checkContentAndPhotos(root = ROOT): Promise<Findings> {
  const { gallery, check } = contentSnapshot(root)
  const prepared = await preparePhotos(gallery.photos, path.join(root, PREPARED_PHOTOS_FOLDER), GALLERY_FOLDER)
  return { problems: [...check.problems, ...gallery.problems, ...prepared.problems], warnings: check.warnings }
}

/**
 * Prints the findings: one warning line per photo named but gone, then the problems, which stop a
 * build (`stop`) or, in `gatsby develop`, show as the owner edits.
 */
export function reportFindings(reporter: Pick<Reporter, "warn" | "error" | "panic">, findings: Findings, stop: boolean): void {
  for (const warning of findings.warnings) reporter.warn(warning)
  if (findings.problems.length === 0) return
  if (stop) reporter.panic(summary(findings.problems))
  else reporter.error(summary(findings.problems))
}

/** The problems as the build prints them when it stops. */
const summary = (problems: readonly string[]) =>
  `The site's content has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix:\n` +
  problems.map((problem) => `  - ${problem}`).join("\n")
