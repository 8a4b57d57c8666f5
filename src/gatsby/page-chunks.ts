/**
 * How the production browser bundle splits pages' code. Gatsby's "shared" cache group makes a chunk
 * of the modules each set of pages shares (once they reach 20 KB of source), so a page loads its
 * template's chunk and one more for each set of pages it is in: each a request and a gzip stream
 * of its own, and which sets exist shifts with any change (a comment made a new set reach the
 * size, a service page's first load grew 0.6 KB). Without the group each page's chunk holds all of
 * its own code: every page's first load 0.6-0.85 KB lighter (the service page 81.35 KB, 82.10
 * with it), the viewer's and the page motion's chunks unchanged; the code two pages share is
 * fetched again on a move between them (Gatsby prefetches a linked page's chunk while idle).
 */

type Options = Record<string, unknown>
const isObject = (value: unknown): value is Options => typeof value === "object" && value !== null

/** The part of the production browser bundle's webpack configuration this changes. */
interface ChunkingConfig {
  optimization?: { splitChunks?: unknown }
}

/** Turns Gatsby's "shared" cache group off in `config`; returns whether it was there to turn off. */
export function keepEachPageCodeWhole(config: ChunkingConfig): boolean {
  const splitChunks = config.optimization?.splitChunks
  const cacheGroups = isObject(splitChunks) ? splitChunks.cacheGroups : undefined
  if (!isObject(cacheGroups) || !isObject(cacheGroups.shared)) return false
  cacheGroups.shared = false
  return true
}
