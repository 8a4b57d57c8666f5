import { readdirSync, rmSync } from "node:fs"
import path from "node:path"
import { settingOf } from "../host/settings"
import { EVENTS_PATH } from "../analytics/visit-events"

type Environment = Record<string, string | undefined>

/** The domain the pages report visits for, or "" where the owner has not turned counting on. */
const countingDomain = (env?: Environment): string => settingOf("GATSBY_PLAUSIBLE_DOMAIN", env) ?? ""

/** The Plausible the owner reports to (PLAUSIBLE_ADDRESS, hosted Plausible when unset), without a trailing slash. */
const plausibleAddress = (env?: Environment): string => String(settingOf("PLAUSIBLE_ADDRESS", env)).replace(/\/+$/, "")

/**
 * The host's rewrite of the site's events path to the Plausible the owner reports to (Netlify's
 * _redirects, status 200: a proxy, as Plausible recommends), or nothing where counting is off.
 */
export function eventsRewrite(env?: Environment): string {
  if (countingDomain(env) === "") return ""
  return `${EVENTS_PATH} ${plausibleAddress(env)}/api/event 200\n`
}

/** The build's line on counting: on for which domain and where to, or off. */
export function countingLine(env?: Environment): string {
  const domain = countingDomain(env)
  return domain === ""
    ? "Visits: not counted (GATSBY_PLAUSIBLE_DOMAIN is unset): no page has the tracker"
    : `Visits: counted for ${domain}, reported to ${plausibleAddress(env)} through ${EVENTS_PATH}`
}

/**
 * What the build writes into the pages' bundle (webpack's DefinePlugin): the domain, or "" where
 * counting is off, which drops every branch that counts; and, only where it is on, the site's
 * services by name, the only ones a request's report names (src/analytics/count-visits.ts).
 */
export function countingConstants(serviceNames: readonly string[], env?: Environment): Record<string, string> {
  const domain = countingDomain(env)
  return {
    "process.env.GATSBY_PLAUSIBLE_DOMAIN": JSON.stringify(domain),
    "process.env.GATSBY_COUNTED_SERVICES": JSON.stringify(JSON.stringify(domain === "" ? [] : serviceNames)),
  }
}

/**
 * The pages' counting modules, declared free of side effects to webpack: where counting is off,
 * each use is in a branch webpack drops, and the modules go with it (no page holds any of them).
 */
export const COUNTING_MODULES = /[\\/]src[\\/]analytics[\\/]/

/** The tracker's chunk: its webpackChunkName in src/analytics/counting.ts (a literal there, as webpack reads it). */
const TRACKER_CHUNK = "count-visits"

/**
 * The tracker's script as webpack names its file (`count-visits-<hash>.js`, and its source map), in
 * a file's name, a path or an address, or a page's text.
 */
export const TRACKER_SCRIPT = new RegExp(`(^|/)${TRACKER_CHUNK}-[\\w-]+\\.js`)

/**
 * Where counting is off, removes the tracker's files an earlier build with it on left in
 * `publicFolder` (a warm build keeps public/, and no page of this build names them): unset, no
 * file of the site holds the tracker. Returns how many it removed.
 */
export function removeTrackerWhenOff(publicFolder: string, env?: Environment): number {
  if (countingDomain(env) !== "") return 0
  const stale = readdirSync(publicFolder).filter((name) => TRACKER_SCRIPT.test(name))
  for (const name of stale) rmSync(path.join(publicFolder, name))
  return stale.length
}
