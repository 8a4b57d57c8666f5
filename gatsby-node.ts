import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { fillHeadersTemplate } from "./src/build/security-headers"
import { siteUrlFromEnvironment } from "./src/build/site-url"
import { checkGalleryFolder, isPhoto } from "./src/content-model/check-photos"
import { preparePhotos } from "./src/content-model/prepare-photos"
import { PREPARED_PHOTOS_FOLDER } from "./src/content-model/rules"
import { photoDetails, type GalleryEntry } from "./src/content-model/gallery-metadata"
import { contentTypeDefs } from "./src/content-model/schema"
import {
  GALLERY_FILE,
  GALLERY_FOLDER,
  validateFeaturedPhoto,
  validateGalleryFile,
} from "./src/content-model/validate-gallery"
import { CONTENT_FILES, validateContent } from "./src/content-model/validate-content"

function readContentFile(file: string): string | undefined {
  const absolute = path.join(__dirname, file)
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined
}

/**
 * Stops the build before anything else when an owner-edited file or photo has a mistake, with one
 * line per problem that names the file, the entry and the field, and says what to do.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const gallery = await checkGalleryFolder(path.join(__dirname, GALLERY_FOLDER), GALLERY_FOLDER)
  const problems = [
    ...validateContent(readContentFile),
    ...gallery.problems,
    ...validateGalleryFile(readContentFile(GALLERY_FILE), gallery.photos),
    ...validateFeaturedPhoto(readContentFile(CONTENT_FILES.business), gallery.photos),
  ]
  if (problems.length > 0) {
    reporter.panic(
      `The site's content has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
    )
  }
  await preparePhotos(path.join(__dirname, GALLERY_FOLDER), path.join(__dirname, PREPARED_PHOTOS_FOLDER), gallery.photos)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs)
}

let galleryEntries: Map<string, GalleryEntry> | undefined

/** gallery.json by file name (already validated by onPreBootstrap). */
function galleryEntryFor(fileName: string): GalleryEntry | undefined {
  if (!galleryEntries) {
    const text = readContentFile(GALLERY_FILE)
    const entries = text === undefined ? [] : (JSON.parse(text) as GalleryEntry[])
    galleryEntries = new Map(entries.map((entry) => [entry.file, entry]))
  }
  return galleryEntries.get(fileName)
}

const isGalleryPhotoFile = (node: Node) =>
  node.internal.type === "File" &&
  node.sourceInstanceName === "gallery" &&
  typeof node.base === "string" &&
  isPhoto(node.base)

/**
 * Every photo dropped into content/gallery/ (read from its upright copy, see prepare-photos.ts)
 * becomes a GalleryPhoto, with or without a gallery.json entry.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest }) => {
  if (!isGalleryPhotoFile(node)) return
  const fileName = String(node.base)
  const details = photoDetails(fileName, galleryEntryFor(fileName))
  const photo = {
    ...details,
    id: createNodeId(`GalleryPhoto ${fileName}`),
    image: node.id,
    parent: node.id,
    internal: { type: "GalleryPhoto", contentDigest: createContentDigest(details) },
  }
  actions.createNode(photo)
  actions.createParentChildLink({ parent: node, child: photo as unknown as Node })
}

/**
 * Component styles are CSS Modules (class names unique to their file), so the order in which pages
 * happen to import them does not matter; only global.css must come first, and gatsby-browser.tsx
 * imports it before anything else. This silences mini-css-extract-plugin's "Conflicting order".
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage }) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as { plugins: Array<{ constructor: { name: string }; options?: Record<string, unknown> }> }
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}

function htmlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return htmlFilesUnder(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** Writes public/robots.txt (pointing at the sitemap) and public/_headers (see static/_headers). */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const publicFolder = path.join(__dirname, "public")
  writeFileSync(
    path.join(publicFolder, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrlFromEnvironment()}/sitemap-index.xml\n`,
  )
  const pages = htmlFilesUnder(publicFolder).map((file) => readFileSync(file, "utf8"))
  const template = readFileSync(path.join(__dirname, "static", "_headers"), "utf8")
  writeFileSync(
    path.join(publicFolder, "_headers"),
    fillHeadersTemplate(template, pages, process.env.GATSBY_CONTACT_ENDPOINT ?? ""),
  )
}
