import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { GALLERY_FOLDER } from "../content-model/contract/photo-names"
import { filesUnder } from "./files-under"
import { ROOT } from "./check-content-and-photos"
import { pruneStaleDerivatives } from "./prune-derivatives"
import { fillHeadersTemplate } from "./security-headers"
import { siteUrlFromEnvironment } from "./site-url"

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

/**
 * After the build: removes the published images of photos no longer in content/gallery/
 * (prune-derivatives.ts), and writes public/robots.txt (pointing at the sitemap) and
 * public/_headers (see static/_headers).
 */
export function publishExtras({ getNodesByType, reporter }: Pick<BuildArgs, "getNodesByType" | "reporter">): void {
  const publicFolder = path.join(ROOT, "public")
  const digests = new Set(getNodesByType("File").map((file) => file.internal.contentDigest))
  const pruned = pruneStaleDerivatives(publicFolder, digests)
  reporter.info(
    `Gallery: removed ${plural(pruned.files, "published image file")} of ${plural(pruned.photos, "photo")} no longer in ${GALLERY_FOLDER}/`,
  )
  writeFileSync(
    path.join(publicFolder, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrlFromEnvironment()}/sitemap-index.xml\n`,
  )
  const pages = filesUnder(publicFolder)
    .filter((file) => file.endsWith(".html"))
    .map((file) => readFileSync(file, "utf8"))
  const template = readFileSync(path.join(ROOT, "static", "_headers"), "utf8")
  writeFileSync(
    path.join(publicFolder, "_headers"),
    fillHeadersTemplate(template, pages, process.env.GATSBY_CONTACT_ENDPOINT ?? ""),
  )
}
