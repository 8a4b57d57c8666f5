import { readFileSync } from "node:fs"
import path from "node:path"

/**
 * Pages built again when the site's styles change, and only their rules.
 *
 * Every page inlines the browser bundle's style sheet and names its file (styles.<content hash>.css).
 * Gatsby 5 decides which pages a warm build renders again from the HTML renderer's own chunks, and
 * there a CSS Module is its class names only: an edit to a rule alone leaves the renderer as it was,
 * so a warm build (`npm run build` again, or a host restoring its build cache) kept every page with
 * the previous styles. Salting the renderer's chunk hashes with the style sheets' names (the browser
 * stage, built just before, has written them to webpack.stats.json) makes such an edit change every
 * page's renderer hash, and Gatsby renders them all again, as it must: each page holds the sheet.
 */

interface WebpackStats {
  assetsByChunkName?: Record<string, string[]>
}

/** The browser bundle's style sheets, by file name, sorted: what every page inlines. */
export function browserStyleSheets(publicFolder: string): string[] {
  const stats = JSON.parse(readFileSync(path.join(publicFolder, "webpack.stats.json"), "utf8")) as WebpackStats
  const names = Object.values(stats.assetsByChunkName ?? {}).flat()
  return [...new Set(names.filter((name) => name.endsWith(".css")))].sort()
}

export interface RendererConfig {
  output?: { hashSalt?: string }
}

/** Salts the HTML renderer's chunk hashes with `sheets`, so a change to them renders every page again. */
export function saltWithStyleSheets(config: RendererConfig, sheets: readonly string[]): void {
  config.output = { ...config.output, hashSalt: sheets.join(" ") }
}
