/**
 * How the production build names and orders component styles.
 *
 * Every page inlines the whole site's CSS, and its HTML carries each element's class names, so
 * Gatsby's readable CSS Modules names ("GalleryGrid-module--thumbnail--aebc2") cost every page
 * about a tenth of its first round trip. A production build names a class by a hash of its file
 * and name alone: the same in the HTML (build-html) and the browser's bundle (build-javascript),
 * still unique per file. `gatsby develop` keeps the readable names.
 */

/** Six base64 characters: 36 bits, no collision among a site's few hundred classes. */
export const PRODUCTION_CLASS_NAME = "[hash:base64:6]"

type Options = Record<string, unknown>
interface Rule {
  loader?: string
  options?: unknown
  use?: unknown
  oneOf?: unknown
  rules?: unknown
}
export interface WebpackConfig {
  module?: { rules?: unknown }
  plugins?: Array<{ constructor: { name: string }; options?: Options }>
  optimization?: { splitChunks?: unknown }
}

/** What webpack's chunk splitting hands a cache group's test besides the module. */
interface SplitChunksContext {
  chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<{ canBeInitial(): boolean }> }
}
type CacheGroupTest = (module: unknown, context: SplitChunksContext) => boolean

const isObject = (value: unknown): value is Options => typeof value === "object" && value !== null

/** Each loader entry under a list of rules, however deeply nested (oneOf, rules, use). */
function* loadersOf(rules: unknown): Generator<Rule> {
  if (!Array.isArray(rules)) return
  for (const rule of rules as unknown[]) {
    if (!isObject(rule)) continue
    const entry = rule as Rule
    if (typeof entry.loader === "string") yield entry
    yield* loadersOf(entry.use)
    yield* loadersOf(entry.oneOf)
    yield* loadersOf(entry.rules)
  }
}

/** Gives every CSS Modules css-loader in `config` the production class names; returns how many it changed. */
export function shortenClassNames(config: WebpackConfig): number {
  let changed = 0
  for (const entry of loadersOf(config.module?.rules)) {
    const modules = isObject(entry.options) ? entry.options.modules : undefined
    if (!entry.loader?.includes("css-loader") || !isObject(modules) || !("localIdentName" in modules)) continue
    modules.localIdentName = PRODUCTION_CLASS_NAME
    changed++
  }
  return changed
}

/**
 * Component styles are CSS Modules (class names unique to their file), so the order in which pages
 * happen to import them does not matter; only global.css must come first, and gatsby-browser.tsx
 * imports it before anything else. This silences mini-css-extract-plugin's "Conflicting order".
 */
export function ignoreCssOrder(config: WebpackConfig): void {
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
}

/**
 * The style sheets of chunks loaded later (a template's, the viewer's) by their chunk's number and
 * a short hash (Gatsby names them by the chunk's name and a 20-character hash): webpack's loader,
 * in every page's first load, holds each one's name, so long names would cost every page (0.25 KB
 * of gzip with the templates' sheets). Returns whether mini-css-extract-plugin was found.
 */
export const LAZY_STYLE_SHEET_NAME = "[id].[contenthash:8].css"

export function nameLazyStyleSheetsShort(config: WebpackConfig): boolean {
  const extractor = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin")
  if (!extractor?.options) return false
  extractor.options.chunkFilename = LAZY_STYLE_SHEET_NAME
  return true
}

/**
 * Gatsby gathers every CSS Module into the one style sheet that every page inlines (its "styles"
 * cache group), those of each page template and of code loaded later too, so every page carries
 * every page's styles in its first round trip. Only the first load's own stay gathered here (the
 * layout's and the site's shared ones, in the app's chunk); a template's stay with its chunk, whose
 * style sheet Gatsby inlines into that template's pages alone and webpack fetches with its code on a
 * move to one of them, and the viewer's with the viewer's code. Returns whether Gatsby's cache
 * group was found.
 */
export function gatherFirstLoadStylesOnly(config: WebpackConfig): boolean {
  const splitChunks = config.optimization?.splitChunks
  const cacheGroups = isObject(splitChunks) ? splitChunks.cacheGroups : undefined
  const styles = isObject(cacheGroups) ? cacheGroups.styles : undefined
  if (!isObject(styles) || typeof styles.test !== "function") return false
  const gathered = styles.test as CacheGroupTest
  const inFirstLoad = (module: unknown, { chunkGraph }: SplitChunksContext) =>
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.canBeInitial())
  styles.test = (module: unknown, context: SplitChunksContext) => gathered(module, context) && inFirstLoad(module, context)
  return true
}
