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
  chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<{ name?: string | null }> }
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
 * Gatsby gathers every CSS Module into the one style sheet that every page inlines (its "styles"
 * cache group), the styles of code loaded later too. Those of the lazy chunks named here stay with
 * their chunk instead: a style sheet webpack fetches with the chunk's code (before it runs), which
 * no page carries in its first round trip. Returns whether Gatsby's cache group was found.
 */
export function keepStylesWithLazyChunks(config: WebpackConfig, chunkNames: readonly string[]): boolean {
  const splitChunks = config.optimization?.splitChunks
  const cacheGroups = isObject(splitChunks) ? splitChunks.cacheGroups : undefined
  const styles = isObject(cacheGroups) ? cacheGroups.styles : undefined
  if (!isObject(styles) || typeof styles.test !== "function") return false
  const gathered = styles.test as CacheGroupTest
  const onlyLazy = (module: unknown, { chunkGraph }: SplitChunksContext) => {
    const chunks = [...chunkGraph.getModuleChunksIterable(module)]
    return chunks.length > 0 && chunks.every((chunk) => chunkNames.includes(chunk.name ?? ""))
  }
  styles.test = (module: unknown, context: SplitChunksContext) => gathered(module, context) && !onlyLazy(module, context)
  return true
}
