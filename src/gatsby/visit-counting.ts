import { readdirSync, rmSync } from "node:fs"
import path from "node:path"
import { settingOf } from "../host/settings"
import { EVENTS_PATH } from "../lib/visit-events"

type Environment = Record<string, string | undefined>

/** The domain the pages report visits for, or "" where the owner has not turned counting on. */
export const countingDomain = (env?: Environment): string => settingOf("GATSBY_PLAUSIBLE_DOMAIN", env) ?? ""

/**
 * The host's rewrite of the site's events path to the Plausible the owner reports to (Netlify's
 * _redirects, status 200: a proxy, as Plausible recommends), or nothing where counting is off.
 */
export function eventsRewrite(env?: Environment): string {
  if (countingDomain(env) === "") return ""
  const plausible = String(settingOf("PLAUSIBLE_ADDRESS", env)).replace(/\/+$/, "")
  return `${EVENTS_PATH} ${plausible}/api/event 200\n`
}

/** The build's line on counting: on for which domain and where to, or off. */
export function countingLine(env?: Environment): string {
  const domain = countingDomain(env)
  return domain === ""
    ? "Visits: not counted (GATSBY_PLAUSIBLE_DOMAIN is unset): no page has the tracker"
    : `Visits: counted for ${domain}, reported to ${String(settingOf("PLAUSIBLE_ADDRESS", env))} through ${EVENTS_PATH}`
}

/** The tracker's chunk (its webpackChunkName in gatsby-browser.tsx) as webpack names its files. */
const TRACKER_FILE = /^count-visits-[\w-]+\.js(\.map)?$/

/**
 * Where counting is off, removes the tracker's files an earlier build with it on left in
 * `publicFolder` (a warm build keeps public/, and no page of this build names them): unset, no
 * file of the site holds the tracker. Returns how many it removed.
 */
export function removeTrackerWhenOff(publicFolder: string, env?: Environment): number {
  if (countingDomain(env) !== "") return 0
  const stale = readdirSync(publicFolder).filter((name) => TRACKER_FILE.test(name))
  for (const name of stale) rmSync(path.join(publicFolder, name))
  return stale.length
}
