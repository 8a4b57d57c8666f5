// @ts-check
/**
 * Builds the production site (gatsby build) when there is no build yet, a source file is newer
 * than it, or it was made with another image service than IMAGE_SERVICE asks for
 * (src/photos/image-service.ts), so the end-to-end tests always run against the code as it is.
 *
 *   node scripts/build-if-stale.js
 */
const { execFileSync } = require("node:child_process")
const { existsSync, readdirSync, readFileSync, statSync } = require("node:fs")
const path = require("node:path")
const { createJiti } = require("jiti")

const ROOT = path.join(__dirname, "..")
const BUILT_PAGE = path.join(ROOT, "public", "index.html")
const SOURCES = ["src", "content", "static", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]
/** Written by the build itself (graphqlTypegen), so it never makes a build stale. */
const BUILD_OUTPUTS = new Set([path.join(ROOT, "src", "gatsby-types.d.ts")])

/** @param {string} entry @returns {number} */
function newestChange(entry) {
  if (!existsSync(entry) || BUILD_OUTPUTS.has(entry)) return 0
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

const { BUILT_IMAGE_SERVICE_FILE, imageService } = createJiti(__filename)(path.join(ROOT, "src", "photos", "image-service.ts"))
const builtWith = path.join(ROOT, BUILT_IMAGE_SERVICE_FILE)
const sameService = existsSync(builtWith) && readFileSync(builtWith, "utf8").trim() === imageService()

const builtAt = existsSync(BUILT_PAGE) ? statSync(BUILT_PAGE).mtimeMs : 0
const changedAt = Math.max(...SOURCES.map((entry) => newestChange(path.join(ROOT, entry))))
if (builtAt > changedAt && sameService) {
  console.log("The production build in public/ is up to date.")
} else {
  console.log("Building the production site for the end-to-end tests (gatsby build)...")
  execFileSync("npx", ["gatsby", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
}
