import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node, Reporter } from "gatsby"
import { filesUnder } from "./src/build/files-under"
import { pruneStaleDerivatives } from "./src/build/prune-derivatives"
import { fillHeadersTemplate } from "./src/build/security-headers"
import { siteUrlFromEnvironment } from "./src/build/site-url"
import { createContentNodes, isContentJsonFile } from "./src/content-model/content-nodes"
import { watchGalleryFolder } from "./src/content-model/develop-watch"
import { isPhotoFile, listGalleryFolder } from "./src/content-model/gallery-folder"
import { sortPhotos } from "./src/content-model/gallery-metadata"
import { galleryPhotoResolvers } from "./src/content-model/gallery-resolvers"
import { preparePhotos } from "./src/content-model/prepare-photos"
import { PREPARED_PHOTOS_FOLDER } from "./src/content-model/rules"
import { contentTypeDefs } from "./src/content-model/schema"
import { inPages } from "./src/lib/gallery-view"
import { galleryPagePath, servicePagePath } from "./src/lib/paths"
import type { GalleryPageContext } from "./src/templates/gallery-page"
import type { ServicePageContext } from "./src/templates/service-page"
import {
  GALLERY_FILE,
  GALLERY_FOLDER,
  serviceSlugsOf,
  validateFeaturedPhoto,
  validateGalleryFile,
} from "./src/content-model/validate-gallery"
import { CONTENT_FILES, validateContent } from "./src/content-model/validate-content"

const GALLERY_PATH = path.join(__dirname, GALLERY_FOLDER)
const PREPARED_PATH = path.join(__dirname, PREPARED_PHOTOS_FOLDER)
const isDevelop = () => process.env.gatsby_executing_command === "develop"

function readContentFile(file: string): string | undefined {
  const absolute = path.join(__dirname, file)
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined
}

/** Mistakes in the owner's JSON files, given the names of the photos in the gallery folder. */
function contentProblems(photoNames: readonly string[]): string[] {
  return [
    ...validateContent(readContentFile),
    ...validateGalleryFile(readContentFile(GALLERY_FILE), photoNames, serviceSlugsOf(readContentFile(CONTENT_FILES.services))),
    ...validateFeaturedPhoto(readContentFile(CONTENT_FILES.business), photoNames),
  ]
}

/**
 * Checks every owner-edited file and photo, and brings the photos' working copies up to date.
 * Returns one line per problem that names the file, the entry and the field, and says what to do.
 */
async function checkContentAndPhotos(): Promise<string[]> {
  const gallery = listGalleryFolder(GALLERY_PATH, GALLERY_FOLDER)
  const prepared = await preparePhotos(gallery.photos, PREPARED_PATH, GALLERY_FOLDER)
  return [...contentProblems(gallery.photos.map((photo) => photo.key)), ...gallery.problems, ...prepared.problems]
}

const summary = (problems: readonly string[]) =>
  `The site's content has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix:\n` +
  problems.map((problem) => `  - ${problem}`).join("\n")

/** Stops the build before anything else when a file or photo has a mistake. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = await checkContentAndPhotos()
  if (problems.length > 0) reporter.panic(summary(problems))
  // `gatsby develop`: a photo added, replaced or removed later gets its working copy at once,
  // which Gatsby's own watcher on .prepared-photos/ then brings into the running site.
  if (isDevelop()) watchGalleryFolder(GALLERY_PATH, () => reportLater(reporter))
}

async function reportLater(reporter: Reporter): Promise<void> {
  const problems = await checkContentAndPhotos()
  if (problems.length > 0) reporter.error(summary(problems))
  else reporter.info("content/gallery/: photos up to date")
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(galleryPhotoResolvers)
}

/** The services and the gallery photos, as createPages asks for them. */
interface ContentForPages {
  allServicesJson: { nodes: Array<Pick<ServicePageContext, "id" | "slug" | "name">> }
  allGalleryPhoto: { nodes: Array<{ fileName: string; order: number | null; entry: { services: string[] | null } | null }> }
}

/**
 * A page for every service of content/services.json, at /services/<slug> (a new service needs no
 * code), and the gallery in pages of 24 photos.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ContentForPages>(`
    query ContentForPages {
      allServicesJson {
        nodes {
          id
          slug
          name
        }
      }
      allGalleryPhoto {
        nodes {
          fileName
          order
          entry {
            services
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the services and photos for their pages", result.errors)
    return
  }
  const photos = sortPhotos(result.data.allGalleryPhoto.nodes)
  const servicePage = path.join(__dirname, "src", "templates", "service-page.tsx")
  for (const { id, slug, name } of result.data.allServicesJson.nodes) {
    // Shared with the page: its first project photo (only that one gets a 1200x630 copy made).
    const sharePhoto = photos.find((photo) => photo.entry?.services?.includes(slug))?.fileName ?? ""
    actions.createPage<ServicePageContext>({ path: servicePagePath(slug), component: servicePage, context: { id, slug, name, sharePhoto } })
  }
  // The gallery in pages of 24, in gallery order: /gallery, /gallery/2 ...
  const galleryPage = path.join(__dirname, "src", "templates", "gallery-page.tsx")
  const pages = inPages(photos.map((photo) => photo.fileName))
  pages.forEach((fileNames, index) => {
    actions.createPage<GalleryPageContext>({
      path: galleryPagePath(index + 1),
      component: galleryPage,
      context: { fileNames, page: index + 1, pageCount: pages.length },
    })
  })
}

const isWorkingCopy = (node: Node) =>
  node.internal.type === "File" &&
  node.sourceInstanceName === "gallery" &&
  typeof node.relativeDirectory === "string" &&
  node.relativeDirectory !== "" &&
  isPhotoFile(String(node.base))

/**
 * The owner's JSON files become nodes (content-nodes.ts), and every working copy of a gallery photo
 * (see prepare-photos.ts: `.prepared-photos/<photo's file name>/<copy>`) becomes a GalleryPhoto.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, actions, createNodeId, createContentDigest, reporter } = args
  if (isContentJsonFile(node)) {
    const problem = await createContentNodes(args)
    // The build has stopped on such problems already; in `gatsby develop` they show as the owner edits.
    if (isDevelop()) {
      const photoNames = listGalleryFolder(GALLERY_PATH).photos.map((photo) => photo.key)
      const problems = problem ? [`content/${String(node.relativePath)}: ${problem}`] : contentProblems(photoNames)
      if (problems.length > 0) reporter.error(summary(problems))
    }
    return
  }
  if (!isWorkingCopy(node)) return
  const fileName = String(node.relativeDirectory)
  const photo = {
    fileName,
    id: createNodeId(`GalleryPhoto ${fileName}`),
    image: node.id,
    parent: node.id,
    children: [],
    internal: { type: "GalleryPhoto", contentDigest: createContentDigest({ fileName, image: node.internal.contentDigest }) },
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

/**
 * Removes the published images of photos that are no longer in content/gallery/ (prune-derivatives.ts),
 * and writes public/robots.txt (pointing at the sitemap) and public/_headers (see static/_headers).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType, reporter }) => {
  const publicFolder = path.join(__dirname, "public")
  const digests = new Set(getNodesByType("File").map((file) => file.internal.contentDigest))
  const pruned = pruneStaleDerivatives(publicFolder, digests)
  reporter.info(
    `Gallery: removed ${pruned.files} published image file${pruned.files === 1 ? "" : "s"} of ` +
      `${pruned.photos} photo${pruned.photos === 1 ? "" : "s"} no longer in ${GALLERY_FOLDER}/`,
  )
  writeFileSync(
    path.join(publicFolder, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrlFromEnvironment()}/sitemap-index.xml\n`,
  )
  const pages = filesUnder(publicFolder)
    .filter((file) => file.endsWith(".html"))
    .map((file) => readFileSync(file, "utf8"))
  const template = readFileSync(path.join(__dirname, "static", "_headers"), "utf8")
  writeFileSync(
    path.join(publicFolder, "_headers"),
    fillHeadersTemplate(template, pages, process.env.GATSBY_CONTACT_ENDPOINT ?? ""),
  )
}
