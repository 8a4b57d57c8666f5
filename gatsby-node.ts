import type { GatsbyNode } from "gatsby"
import { checkContentAndPhotos, GALLERY_FOLDER_PATH, reportFindings } from "./src/gatsby/check-content-and-photos"
import { contentSnapshot } from "./src/gatsby/content-snapshot"
import { createSitePages } from "./src/gatsby/create-site-pages"
import { createGalleryPhotoNode } from "./src/photos/resolvers/gallery-photo-nodes"
import { tileResolvers } from "./src/photos/resolvers/tile-resolvers"
import { builtImages } from "./src/photos/cdn/cdn-calibration"
import { imageService, recordImageService } from "./src/photos/image-service"
import { pictureResolvers } from "./src/photos/resolvers/picture-resolvers"
import { publishExtras } from "./src/gatsby/publish-extras"
import { publishVersion, readOwnerReport, writeOwnerReport } from "./src/gatsby/owner-report"
import { createContentNodes, isContentJsonFile } from "./src/gatsby/content-nodes"
import { watchGalleryFolder } from "./src/photos/preparing/develop-watch"
import { featuredPhotoResolvers } from "./src/photos/resolvers/featured-photo-resolver"
import { galleryPhotoResolvers } from "./src/photos/resolvers/gallery-resolvers"
import { projectResolvers } from "./src/photos/resolvers/project-resolvers"
import { serviceResolvers } from "./src/photos/resolvers/service-resolvers"
import { recentWorkResolvers } from "./src/photos/resolvers/recent-work-resolver"
import { contentTypeDefs } from "./src/gatsby/schema"
import { publishIconSprite } from "./src/gatsby/icon-sprite"
import { ROOT } from "./src/site-root"
import { settingOf } from "./src/host/settings"
import {
  gatherFirstLoadStylesOnly,
  ignoreCssOrder,
  nameLazyStyleSheetsShort,
  shortenClassNames,
  type WebpackConfig,
} from "./src/gatsby/webpack-styles"
import { browserStyleSheets, saltWithStyleSheets, type RendererConfig } from "./src/gatsby/html-follows-styles"
import { leaveOutNeverRunCode, neverRunFiles, type ResolvingConfig } from "./src/gatsby/never-run-code"
import { keepEachPageCodeWhole } from "./src/gatsby/page-chunks"
import { COUNTING_MODULES, countingConstants } from "./src/gatsby/visit-counting"
import { createRequire } from "node:module"
import path from "node:path"

/** Wires the build's steps to Gatsby; each step lives in src/gatsby/, the photo pipeline's in src/photos/. */

const isDevelop = () => settingOf("gatsby_executing_command") === "develop"

/**
 * Stops the build before anything else when a file or photo has a mistake; a photo the content
 * names that is gone is a warning, and the site is built without it. A build first writes what it
 * found in the owner's report (owner-report.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const findings = await checkContentAndPhotos()
  if (!isDevelop()) writeOwnerReport(findings)
  reportFindings(reporter, findings, true)
  // `gatsby develop`: a photo added, replaced or removed later gets its working copy at once,
  // which Gatsby's own watcher on .prepared-photos/ then brings into the running site.
  if (isDevelop()) {
    watchGalleryFolder(GALLERY_FOLDER_PATH, async () => {
      reportFindings(reporter, await checkContentAndPhotos(), false)
    })
  }
}

/** The icons' sprite (icon-sprite.ts), in public/ for `gatsby build` and `gatsby develop` alike. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => publishIconSprite(path.join(ROOT, "public"))

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const service = imageService()
  createResolvers({
    ...projectResolvers,
    ...serviceResolvers,
    ...recentWorkResolvers,
    ...featuredPhotoResolvers,
    GalleryPhoto: {
      ...galleryPhotoResolvers.GalleryPhoto,
      ...tileResolvers(service).GalleryPhoto,
      ...pictureResolvers(service).GalleryPhoto,
    },
  })
}

export const createPages: GatsbyNode["createPages"] = createSitePages

/** The owner's JSON files become nodes (content-nodes.ts), and every photo's working copy a GalleryPhoto. */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  if (!isContentJsonFile(args.node)) {
    createGalleryPhotoNode(args)
    return
  }
  const problem = createContentNodes(args)
  // The build has stopped on such problems already; in `gatsby develop` they show as the owner edits.
  if (isDevelop()) {
    const { problems, warnings } = contentSnapshot().check
    const findings = problem
      ? { problems: [`content/${String(args.node.relativePath)}: ${problem}`], warnings: [] }
      : { problems, warnings }
    reportFindings(args.reporter, findings, false)
  }
}

/**
 * Production builds name component classes short, ignore CSS order and inline into each page only its
 * own template's styles besides the layout's (webpack-styles.ts), and the
 * browser bundle keeps each page's code in its own chunk (page-chunks.ts) and leaves out what Gatsby
 * bundles and this site never runs (never-run-code.ts); the HTML
 * renderer is built after the browser bundle and renders every page again when its styles changed
 * (html-follows-styles.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage, reporter, plugins }) => {
  // Whether visits are counted is decided when the pages are built: unset, the tracker's code is in no chunk.
  const services = contentSnapshot().check.content.services?.map((service) => service.name) ?? []
  const counting = plugins.define(countingConstants(services))
  const countingModules = { test: COUNTING_MODULES, sideEffects: false }
  if (stage !== "build-javascript" && stage !== "build-html") {
    actions.setWebpackConfig({ plugins: [counting], module: { rules: [countingModules] } })
    return
  }
  const config = getConfig() as WebpackConfig & RendererConfig & ResolvingConfig
  config.plugins = [...(config.plugins ?? []), counting]
  const rules: unknown[] = Array.isArray(config.module?.rules) ? config.module.rules : []
  config.module = { ...config.module, rules: [...rules, countingModules] }
  if (shortenClassNames(config) === 0)
    reporter.panic("Found no CSS Modules loader to name classes for: has Gatsby's webpack setup changed?")
  if (stage === "build-javascript") {
    ignoreCssOrder(config)
    if (!gatherFirstLoadStylesOnly(config))
      reporter.panic("Found no cache group gathering the site's styles: has Gatsby's webpack setup changed?")
    if (!nameLazyStyleSheetsShort(config))
      reporter.panic("Found no CSS extractor to name style sheets for: has Gatsby's webpack setup changed?")
    if (!keepEachPageCodeWhole(config))
      reporter.panic("Found no cache group of code shared by pages to turn off: has Gatsby's webpack setup changed?")
    leaveOutNeverRunCode(config, neverRunFiles(path.join(ROOT, ".cache"), createRequire(path.join(ROOT, "package.json")).resolve))
  } else {
    const sheets = browserStyleSheets(path.join(ROOT, "public"))
    if (sheets.length === 0)
      reporter.panic("The browser bundle named no style sheet before the HTML renderer: has Gatsby's build order changed?")
    saltWithStyleSheets(config, sheets)
  }
  actions.replaceWebpackConfig(config)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const service = imageService()
  await publishExtras(args, service)
  publishVersion(path.join(ROOT, "public"), readOwnerReport(), builtImages(service))
  recordImageService(service)
}
