/**
 * Code Gatsby puts in every page's first load that only `gatsby develop` runs: the browser side of
 * its Partytown plugin injects off-main-thread scripts in development alone (in production it
 * returns at once), yet requires Partytown's integration unconditionally, about 1 KB of gzip each
 * visitor fetches and parses for nothing. The production browser bundle gets an empty module in its
 * place (webpack's alias to `false`); the HTML renderer and `gatsby develop` keep it.
 */
export const DEVELOP_ONLY_MODULES = ["gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet"]

/** What the production browser bundle's webpack configuration needs of its `resolve`. */
export interface ResolvingConfig {
  resolve?: { alias?: unknown }
}

/** Leaves DEVELOP_ONLY_MODULES out of `config` (the production browser bundle's), resolved from `resolveModule`. */
export function leaveOutDevelopOnlyCode(config: ResolvingConfig, resolveModule: (request: string) => string): void {
  const existing = config.resolve?.alias
  if (existing !== undefined && (typeof existing !== "object" || existing === null || Array.isArray(existing)))
    throw new Error("webpack's resolve.alias is not an object: has Gatsby's webpack setup changed?")
  const alias = { ...(existing as Record<string, unknown> | undefined) }
  for (const request of DEVELOP_ONLY_MODULES) alias[resolveModule(request)] = false
  config.resolve = { ...config.resolve, alias }
}
