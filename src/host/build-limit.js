// @ts-check
/**
 * How long a build may run, and since when it runs: what the build (which prepares photos within
 * it), the host's build plugins and the editor's status strip (through /version.json) agree on.
 * Plain JavaScript, since the plugins run on Netlify without the site's TypeScript.
 */

/** Netlify stops a build after 15 minutes (its default build time limit). */
const HOST_BUILD_LIMIT_SECONDS = 900

/** The memory a build has on the host (Netlify's build image: 3 GB): what the build must stay within. */
const HOST_BUILD_MEMORY_MB = 3072

/**
 * What the host spent before onPreBuild, which it does not report: booting the build image,
 * cloning, installing the dependencies (`npm ci` of this project: 2067 packages in 2 minutes on a
 * fresh two-core machine, less when the host's cache holds them) and restoring the cache.
 */
const SETUP_ALLOWANCE_SECONDS = 150

/**
 * Builds started one after another by next-photo-build's hook while photos wait: 10 builds of 15
 * minutes publish any catalogue this site is for. The editor's strip follows a save for as long.
 */
const MAX_BUILD_CHAIN = 10

/** @typedef {import("./settings").Settings} Settings */

/**
 * The build's time limit in seconds: BUILD_LIMIT_SECONDS, else the host's on Netlify, else null for
 * none (the settings as src/host/settings.js reads them; this file reads none itself, since the
 * editor's strip shares its numbers in the browser).
 * @param {Pick<Settings, "BUILD_LIMIT_SECONDS" | "NETLIFY">} settings @returns {number | null}
 */
const buildLimit = ({ BUILD_LIMIT_SECONDS, NETLIFY }) => BUILD_LIMIT_SECONDS ?? (NETLIFY ? HOST_BUILD_LIMIT_SECONDS : null)

/**
 * When the build began, in milliseconds since 1970: the time keep-warm-build recorded
 * (BUILD_STARTED_AT) less what the host spent before it, else `now` (a build run without the
 * plugin: locally, the bench).
 * @param {Pick<Settings, "BUILD_STARTED_AT">} settings @param {number} now @returns {number}
 */
function buildStartedAt({ BUILD_STARTED_AT: recorded }, now) {
  if (recorded === undefined || recorded > now) return now
  return recorded - SETUP_ALLOWANCE_SECONDS * 1000
}

module.exports = {
  MAX_BUILD_CHAIN,
  HOST_BUILD_LIMIT_SECONDS,
  HOST_BUILD_MEMORY_MB,
  SETUP_ALLOWANCE_SECONDS,
  buildLimit,
  buildStartedAt,
}
