import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { GALLERY_FOLDER } from "../contract/gallery-files"
import { buildDelivery, deliveryLine } from "./contact-delivery"
import { filesUnder } from "../photos/files-under"
import { ROOT } from "../site-root"
import { pruneStaleDerivatives, pruneUnnamedFiles } from "../photos/prune-derivatives"
import { PREPARED_PHOTOS_FOLDER, TILE_FOLDER } from "../photos/photo-rules"
import { publishedNamesOf } from "../photos/encoding/tile-files"
import type { ImageService } from "../photos/image-service"
import { EDITOR_PATH, publishEditor } from "./publish-editor"
import { fillHeadersTemplate, metaPolicyAt, NOT_FOUND_ADDRESSES, withMetaPolicy } from "./security-headers"
import { siteUrlFromEnvironment } from "./site-url"
import { countingLine, eventsRewrite, removeTrackerWhenOff } from "./visit-counting"

/** The address a built page answers at: "about/index.html" -> "/about", "index.html" -> "/". */
const addressOf = (relativeFile: string) =>
  `/${relativeFile
    .split(path.sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1")

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

/** Each working copy's folder of public/static/ (its digest) and the names published in it (tile-files.ts). */
function publishedNames(
  files: ReadonlyArray<{ absolutePath?: unknown; internal: { contentDigest: string } }>,
  service: ImageService,
) {
  const prepared = path.join(ROOT, PREPARED_PHOTOS_FOLDER) + path.sep
  const named = new Map<string, Set<string>>()
  for (const file of files) {
    const copy = String(file.absolutePath ?? "")
    if (!copy.startsWith(prepared) || path.basename(path.dirname(copy)) === TILE_FOLDER) continue
    const names = publishedNamesOf(copy, service)
    if (!names) continue
    const digest = file.internal.contentDigest
    named.set(digest, new Set([...(named.get(digest) ?? []), ...names]))
  }
  return named
}

/**
 * The HTML files of the site's pages under `publicFolder`: not the editor's page, nor Gatsby's own
 * fragments (public/_gatsby/slices/), which are inlined into pages and are no pages of their own.
 */
export function sitePageFiles(publicFolder: string): string[] {
  const editorFolder = path.join(publicFolder, EDITOR_PATH)
  const gatsbyFolder = path.join(publicFolder, "_gatsby")
  return filesUnder(publicFolder).filter(
    (file) => file.endsWith(".html") && !file.startsWith(editorFolder) && !file.startsWith(gatsbyFolder),
  )
}

/**
 * After the build: removes the published images of photos no longer in content/gallery/
 * (prune-derivatives.ts), publishes the editor at /admin/ (publish-editor.ts), and writes
 * public/robots.txt (pointing at the sitemap, keeping crawlers out of the editor) and
 * public/_headers (see static/_headers) and public/_redirects (the events path, when visits are
 * counted: visit-counting.ts), and says where the contact form's requests go; `service`
 * is who made this build's image files.
 */
export async function publishExtras(
  { getNodesByType, reporter }: Pick<BuildArgs, "getNodesByType" | "reporter">,
  service: ImageService,
): Promise<void> {
  const publicFolder = path.join(ROOT, "public")
  const digests = new Set(getNodesByType("File").map((file) => file.internal.contentDigest))
  const pruned = pruneStaleDerivatives(publicFolder, digests)
  reporter.info(
    `Gallery: removed ${plural(pruned.files, "published image file")} of ${plural(pruned.photos, "photo")} no longer in ${GALLERY_FOLDER}/`,
  )
  const unnamed = pruneUnnamedFiles(publicFolder, publishedNames(getNodesByType("File"), service))
  if (unnamed > 0)
    reporter.info(`Gallery: removed ${plural(unnamed, "image file")} of earlier tile settings or the other image service`)
  const editorPage = await publishEditor(publicFolder, reporter)
  writeFileSync(
    path.join(publicFolder, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: ${EDITOR_PATH}\n\nSitemap: ${siteUrlFromEnvironment()}/sitemap-index.xml\n`,
  )
  const pages = sitePageFiles(publicFolder).map((file) => ({
    file,
    urlPath: addressOf(path.relative(publicFolder, file)),
    html: readFileSync(file, "utf8"),
  }))
  const template = readFileSync(path.join(ROOT, "static", "_headers"), "utf8")
  const delivery = buildDelivery()
  const headers = fillHeadersTemplate(template, pages, delivery.origin, editorPage)
  writeFileSync(path.join(publicFolder, "_headers"), headers)
  // At a mistyped address the host serves 404.html with only the every-address rule's headers: the
  // not-found page's files carry their own policy (of their inline scripts and styles, which the meta
  // leaves as they are). Both: Netlify's adapter then moves /404's file onto 404.html.
  for (const page of pages.filter(({ urlPath }) => NOT_FOUND_ADDRESSES.includes(urlPath)))
    writeFileSync(page.file, withMetaPolicy(page.html, metaPolicyAt(headers, page.urlPath)))
  reporter.info(deliveryLine(delivery))
  // The host's adapter adds its own block to the file after this.
  writeFileSync(path.join(publicFolder, "_redirects"), eventsRewrite())
  removeTrackerWhenOff(publicFolder)
  reporter.info(countingLine())
}
