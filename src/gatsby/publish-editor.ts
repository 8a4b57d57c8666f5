import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { SAVED_EVENT, SAVING_EVENT, STRIP_ID, type StripSettings } from "../admin/publish-status-strip"
import { SENTENCES } from "../admin/strip-sentences"
import { cmsConfig } from "../cms/cms-config"
import { buildLimit, HOST_BUILD_LIMIT_SECONDS } from "../host/build-limit"
import { githubRepository, STATUS_CONTEXT } from "../host/publishing"
import { readSettings, type Settings } from "../host/settings"
import { ROOT } from "../site-root"
import { bundleEditorScript } from "./bundle-editor-script"
import { contentSnapshot } from "./content-snapshot"
import { siteIdentity } from "./site-identity"
import { siteUrlFromEnvironment } from "./site-url"

/**
 * Publishes the owner's editor at /admin/: Sveltia CMS, served from this site's own files (copied
 * from its npm package at every build, never loaded from a CDN), configured from the content
 * contract (src/cms/cms-config.ts). It is a page of its own, outside Gatsby: no byte of it is in
 * any public page's JavaScript. It is kept out of search engines by a robots meta tag, the
 * X-Robots-Tag header and robots.txt, and is in no sitemap. Above the editor a strip of a fixed
 * height (src/admin/publish-status-strip.ts) says whether the owner's last save is live.
 */

export const EDITOR_PATH = "/admin/"

function originRemote(): string | undefined {
  try {
    return execFileSync("git", ["config", "--get", "remote.origin.url"], { cwd: ROOT, encoding: "utf8" })
  } catch {
    return undefined
  }
}

/**
 * The repository the editor commits to: CMS_GITHUB_REPOSITORY ("owner/name") when set, else the
 * one Netlify builds from (REPOSITORY_URL), else the checkout's own origin.
 */
function editorRepository({ CMS_GITHUB_REPOSITORY, REPOSITORY_URL }: Settings): string | undefined {
  return CMS_GITHUB_REPOSITORY || githubRepository(REPOSITORY_URL) || githubRepository(originRemote())
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Sveltia's package build loads some of its dependencies by their package names, which only a
 * bundler or an import map resolves: Immutable.js, which it needs to run event listeners (the
 * strip's postSave), is served beside it and named in the page's import map (allowed by its hash
 * in the editor's policy, src/gatsby/security-headers.ts).
 */
const VENDOR_FOLDER = "vendor"
const IMMUTABLE_FILE = "immutable.es.js"
const IMPORT_MAP = { immutable: `${EDITOR_PATH}${VENDOR_FOLDER}/${IMMUTABLE_FILE}` }

/** The strip's script, built from src/admin/ into /admin/. */
const STRIP_ENTRY = path.join(ROOT, "src", "admin", "publish-status-entry.ts")
const STRIP_SCRIPT = "publish-status.js"

/**
 * The editor's page: the strip, then Sveltia's mount point. Sveltia measures where its mount
 * point starts once and fixes its layout below it, so the strip's height is reserved before
 * either script runs and never changes; a sentence longer than it scrolls within it.
 */
const editorPage = (businessName: string, strip: StripSettings) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Editor · ${escapeHtml(businessName)}</title>
    <style>
      body { margin: 0; }
      #${STRIP_ID} { box-sizing: border-box; height: 4rem; overflow-y: auto; margin: 0; padding: 0.5rem 0.75rem; border-bottom: 1px solid #c5ccd6; background: #eef1f5; color: #1e293b; font: 0.875rem/1.35 system-ui, sans-serif; }
      #${STRIP_ID}[data-state="publishing"], #${STRIP_ID}[data-state="saved"], #${STRIP_ID}[data-state="behind"] { background: #fdf4dc; color: #5b3a06; }
      #${STRIP_ID}[data-state="live"] { background: #e3f4e8; color: #14532d; }
      #${STRIP_ID}[data-state="failed"], #${STRIP_ID}[data-state="stopped"] { background: #fde8e8; color: #7f1d1d; }
    </style>
    <script type="importmap">${JSON.stringify({ imports: IMPORT_MAP })}</script>
    <script type="module" src="${EDITOR_PATH}editor.js"></script>
    <script defer src="${EDITOR_PATH}${STRIP_SCRIPT}"></script>
  </head>
  <body>
    <div id="${STRIP_ID}" role="status" data-repository="${escapeHtml(strip.repository)}" data-branch="${escapeHtml(strip.branch)}" data-context="${escapeHtml(strip.context)}" data-build-limit="${strip.buildLimitSeconds}" data-deploy-context="${escapeHtml(strip.deployContext)}" data-live-url="${escapeHtml(strip.liveUrl)}">${SENTENCES.checking.say()}</div>
    <div id="nc-root"></div>
  </body>
</html>
`

/** Starts the editor and tells the strip as each save begins and once it is saved (Sveltia's preSave and postSave events; the preSave handler returns nothing, so the entry is saved as it is). */
const editorScript = (config: object) => `import CMS from "./sveltia/index.js"

const tellStrip = (event) => () => {
  document.getElementById(${JSON.stringify(STRIP_ID)})?.dispatchEvent(new Event(event))
}
CMS.init({ config: ${JSON.stringify(config, null, 2)} })
CMS.registerEventListener({ name: "preSave", handler: tellStrip(${JSON.stringify(SAVING_EVENT)}) })
CMS.registerEventListener({ name: "postSave", handler: tellStrip(${JSON.stringify(SAVED_EVENT)}) })
`

/** The installed editor's package folder: its `npm/` folder is what /admin/sveltia/ serves. */
export function editorPackage(): string {
  const cmsEntry = createRequire(path.join(ROOT, "package.json")).resolve("@sveltia/cms")
  return path.resolve(path.dirname(cmsEntry), "..")
}

/** Publishes the editor in `publicFolder`; returns its page (publish-extras.ts allows its inline import map by hash). */
export async function publishEditor(publicFolder: string, reporter: Pick<Reporter, "warn">): Promise<string> {
  const folder = path.join(publicFolder, EDITOR_PATH)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  // The package's browser build: its script, the chunks and assets it loads on demand (HEIC
  // decoding, WebP encoding, fonts) and its translations, which it finds beside it.
  const cmsPackage = editorPackage()
  const withoutSourceMaps = (source: string) => !source.endsWith(".map")
  cpSync(path.join(cmsPackage, "npm"), path.join(folder, "sveltia"), { recursive: true, filter: withoutSourceMaps })
  cpSync(path.join(cmsPackage, "locales"), path.join(folder, "locales"), { recursive: true })
  const immutable = createRequire(path.join(cmsPackage, "package.json")).resolve("immutable")
  mkdirSync(path.join(folder, VENDOR_FOLDER))
  cpSync(path.join(path.dirname(immutable), IMMUTABLE_FILE), path.join(folder, VENDOR_FOLDER, IMMUTABLE_FILE))

  const settings = readSettings().values
  let repository = editorRepository(settings)
  if (!repository) {
    repository = "your-account/your-site"
    reporter.warn(
      `The editor at ${EDITOR_PATH} does not know the site's GitHub repository, so it can only open a folder on this computer. Set CMS_GITHUB_REPOSITORY=owner/name when building (see docs/putting-online.md, "Putting the site online").`,
    )
  }
  const { content } = contentSnapshot().check
  const branch = settings.CMS_BRANCH || settings.BRANCH || "main"
  const siteUrl = siteUrlFromEnvironment()
  const config = cmsConfig({
    repository,
    branch,
    siteUrl,
    services: content.services ?? [],
  })
  writeFileSync(path.join(folder, "editor.js"), editorScript(config))
  await bundleEditorScript(STRIP_ENTRY, path.join(folder, STRIP_SCRIPT))
  const strip = {
    repository,
    branch,
    context: STATUS_CONTEXT,
    // The limit this build runs under is the next builds' too; without one here, the host's.
    buildLimitSeconds: buildLimit(settings) ?? HOST_BUILD_LIMIT_SECONDS,
    // Netlify's: a deploy preview or branch deploy says so on its strip and links the live site.
    deployContext: settings.CONTEXT ?? "",
    liveUrl: siteUrl,
  }
  const page = editorPage(siteIdentity(content).name, strip)
  writeFileSync(path.join(folder, "index.html"), page)
  return page
}
