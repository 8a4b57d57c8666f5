import { readFileSync } from "node:fs"
import path from "node:path"

/**
 * Code Gatsby puts in every page's first load that this site never runs; the production browser
 * bundle gets an empty module in its place (webpack's alias to `false`), the HTML renderer and
 * `gatsby develop` keep it:
 * - the browser side of Gatsby's Partytown plugin injects off-main-thread scripts in development
 *   alone (in production it returns at once), yet requires Partytown's integration unconditionally:
 *   about 1 KB of gzip;
 * - Gatsby's app requires its service worker registration whenever a plugin's browser side could
 *   register one, which it asks at run time; no plugin here does (no gatsby-plugin-offline): 0.4 KB.
 */
export const DEVELOP_ONLY_MODULES = ["gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet"]

/** Gatsby's service worker registration, as it copies it into its .cache folder beside its app. */
export const SERVICE_WORKER_REGISTRATION = "register-service-worker.js"

/**
 * Whether any plugin's browser side implements registerServiceWorker, read from the list Gatsby
 * writes in `cacheDir` (api-runner-browser-plugins.js) before it bundles the browser's code.
 */
export function registersServiceWorker(cacheDir: string): boolean {
  const list = readFileSync(path.join(cacheDir, "api-runner-browser-plugins.js"), "utf8")
  const browserSides = [...list.matchAll(/require\(['"]([^'"]+)['"]\)/g)].map((match) => path.resolve(cacheDir, match[1]))
  if (browserSides.length === 0)
    throw new Error(`${cacheDir}/api-runner-browser-plugins.js names no plugin: has Gatsby's setup changed?`)
  return browserSides.some((file) => /\bregisterServiceWorker\b/.test(readFileSync(file, "utf8")))
}

/** The files of the never-run code of a build whose .cache folder is `cacheDir`, each module resolved by `resolveModule`. */
export function neverRunFiles(cacheDir: string, resolveModule: (request: string) => string): string[] {
  const files = DEVELOP_ONLY_MODULES.map(resolveModule)
  if (!registersServiceWorker(cacheDir)) files.push(path.join(cacheDir, SERVICE_WORKER_REGISTRATION))
  return files
}

/** What the production browser bundle's webpack configuration needs of its `resolve`. */
export interface ResolvingConfig {
  resolve?: { alias?: unknown }
}

/** Leaves `files` out of `config` (the production browser bundle's). */
export function leaveOutNeverRunCode(config: ResolvingConfig, files: readonly string[]): void {
  const existing = config.resolve?.alias
  if (existing !== undefined && (typeof existing !== "object" || existing === null || Array.isArray(existing)))
    throw new Error("webpack's resolve.alias is not an object: has Gatsby's webpack setup changed?")
  const alias = { ...(existing as Record<string, unknown> | undefined) }
  for (const file of files) alias[file] = false
  config.resolve = { ...config.resolve, alias }
}
