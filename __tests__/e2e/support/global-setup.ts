import { execFileSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { findBrowser } from "../../../scripts/find-browser"
import { startServer } from "../../../scripts/serve"

const ROOT = path.join(__dirname, "..", "..", "..")
const BUILT_PAGE = path.join(ROOT, "public", "index.html")
const SOURCES = ["src", "content", "static", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]

/** Written by the build itself (graphqlTypegen), so it never makes a build stale. */
const BUILD_OUTPUTS = new Set([path.join(ROOT, "src", "gatsby-types.d.ts")])

function newestChange(entry: string): number {
  if (!existsSync(entry) || BUILD_OUTPUTS.has(entry)) return 0
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

/** Builds the site when there is no build yet or a source file is newer than it. */
function ensureFreshBuild(): void {
  const builtAt = existsSync(BUILT_PAGE) ? statSync(BUILT_PAGE).mtimeMs : 0
  const changedAt = Math.max(...SOURCES.map((entry) => newestChange(path.join(ROOT, entry))))
  if (builtAt > changedAt) return
  console.log("\nBuilding the production site for the end-to-end tests (gatsby build)...")
  execFileSync("npx", ["gatsby", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
}

export default async function globalSetup(): Promise<void> {
  process.env.E2E_BROWSER_PATH = findBrowser({ install: true })
  ensureFreshBuild()
  const server = await startServer({ root: path.join(ROOT, "public") })
  process.env.E2E_BASE_URL = server.url
  globalThis.__E2E_SERVER__ = server
}
