// @ts-check
/**
 * Builds the production sites the end-to-end tests run against, each only when it has no build
 * yet, a source file is newer than its build, or its build was made with another image service
 * (src/photos/image-service.ts), so the tests always run against the code as it is:
 *
 * - `public/`, built with the image service IMAGE_SERVICE asks for (`build` unless set);
 * - `.scratch/netlify-mode-site/public/`, a copy of the site (git-ignored, keeping its own .cache/ and
 *   public/ between builds) built with IMAGE_SERVICE=netlify, whose images the image CDN's
 *   stand-in in scripts/local-host/serve.js makes, with a back catalogue of generated photos added to its
 *   gallery (e2e-catalogue.js), as the host builds an owner's site, and its contact form sending to
 *   a stand-in for another form service (GATSBY_CONTACT_ENDPOINT: e2e-servers.js), where public/
 *   sends to the site's own forms, so the tests try both ways a request can go; and it counts
 *   visits (GATSBY_PLAUSIBLE_DOMAIN), where public/ counts none.
 *
 *   node scripts/test-runner/build-if-stale.js [public|netlify]   (both unless one is named)
 */
const { execFileSync } = require("node:child_process")
const { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const { addCatalogue } = require("./e2e-catalogue")
const { scratchFolder } = require("./scratch")
const { COUNTED_DOMAIN, FORM_SERVICE_ENDPOINT } = require("./e2e-servers")

const ROOT = path.join(__dirname, "..", "..")
/** The copy of the site built in netlify image mode. */
const NETLIFY_MODE_SITE = scratchFolder("netlify-mode-site")
/**
 * The site's code: what a copy of the site needs besides its content (inside the project, it finds
 * the project's node_modules). The pipeline tests' fixture site and the bench's sites copy it too.
 */
const SITE_CODE = [
  "src",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
]
/** What a build is made from: a change to any of it makes the build stale; the netlify-mode copy takes all of it. */
const SOURCES = [...SITE_CODE, "content"]
/** Where a site's build records the settings it was built with (buildSettingsOf). */
const BUILT_SETTINGS_FILE = path.join(".cache", "e2e-build-settings.json")

/**
 * The settings each site is built with: the netlify-mode copy's contact form sends to the form
 * service's stand-in and it counts visits; public/ sends to the site's own forms and counts none.
 * @param {string} folder @returns {Record<string, string>}
 */
const buildSettingsOf = (folder) =>
  folder === NETLIFY_MODE_SITE ? { GATSBY_CONTACT_ENDPOINT: FORM_SERVICE_ENDPOINT, GATSBY_PLAUSIBLE_DOMAIN: COUNTED_DOMAIN } : {}

/** Written by the build itself (graphqlTypegen), so it never makes a build stale. */
const BUILD_OUTPUTS = new Set([path.join(ROOT, "src", "gatsby-types.d.ts")])

/** @param {string} entry @returns {number} */
function newestChange(entry) {
  if (!existsSync(entry) || BUILD_OUTPUTS.has(entry)) return 0
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

/**
 * Whether the site in `folder` has a build of `sources` as they are, made with `service`.
 * @param {string} folder @param {string} service @param {string} builtServiceFile @param {string[]} sources
 */
function upToDate(folder, service, builtServiceFile, sources) {
  const builtPage = path.join(folder, "public", "index.html")
  const builtWith = path.join(folder, builtServiceFile)
  const sameService = existsSync(builtWith) && readFileSync(builtWith, "utf8").trim() === service
  const settingsFile = path.join(folder, BUILT_SETTINGS_FILE)
  const sameSettings = existsSync(settingsFile) && readFileSync(settingsFile, "utf8") === JSON.stringify(buildSettingsOf(folder))
  const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0
  const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(ROOT, entry))))
  return builtAt > changedAt && sameService && sameSettings
}

/**
 * Replaces the copy's sources with the site's own, keeping its .cache/ and public/ (a warm build),
 * and adds the back catalogue the tests browse (e2e-catalogue.js).
 */
async function copySources() {
  for (const entry of SOURCES) {
    rmSync(path.join(NETLIFY_MODE_SITE, entry), { recursive: true, force: true })
    cpSync(path.join(ROOT, entry), path.join(NETLIFY_MODE_SITE, entry), { recursive: true, preserveTimestamps: true })
  }
  await addCatalogue(NETLIFY_MODE_SITE)
}

/** @param {string} folder @param {string} service */
function build(folder, service) {
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: folder,
    stdio: "inherit",
    // A setting left in the environment does not reach public/ (an undefined value is not handed on).
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      IMAGE_SERVICE: service,
      GATSBY_CONTACT_ENDPOINT: undefined,
      GATSBY_PLAUSIBLE_DOMAIN: undefined,
      ...buildSettingsOf(folder),
    },
  })
  writeFileSync(path.join(folder, BUILT_SETTINGS_FILE), JSON.stringify(buildSettingsOf(folder)))
}

const { BUILT_IMAGE_SERVICE_FILE, imageService } = require("./site")

/**
 * Builds the site in `folder` with `service` when its build is stale (`name`: where, for the log).
 * @param {string} folder @param {string} service @param {string} name
 */
async function buildIfStale(folder, service, name) {
  // The netlify-mode copy is made from the catalogue's script too.
  const sources = folder === NETLIFY_MODE_SITE ? [...SOURCES, path.join("scripts", "test-runner", "e2e-catalogue.js")] : SOURCES
  if (upToDate(folder, service, BUILT_IMAGE_SERVICE_FILE, sources)) {
    console.log(`The production build in ${name} is up to date.`)
    return
  }
  console.log(`Building the production site in ${name} (gatsby build)...`)
  if (folder === NETLIFY_MODE_SITE) await copySources()
  build(folder, service)
}

/** The site in netlify image mode, in .scratch/netlify-mode-site/, built when stale. */
const buildNetlifyModeSite = () =>
  buildIfStale(NETLIFY_MODE_SITE, "netlify", ".scratch/netlify-mode-site/public/ (IMAGE_SERVICE=netlify)")

module.exports = { BUILD_OUTPUTS, NETLIFY_MODE_SITE, SITE_CODE, buildNetlifyModeSite }

/** The site in `public/`, with the image service IMAGE_SERVICE asks for, built when stale. */
const buildPublic = () => buildIfStale(ROOT, imageService(), "public/")

if (require.main === module) {
  const which = process.argv[2]
  const builds =
    which === "public" ? [buildPublic] : which === "netlify" ? [buildNetlifyModeSite] : [buildPublic, buildNetlifyModeSite]
  builds
    .reduce((previous, next) => previous.then(next), Promise.resolve())
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
