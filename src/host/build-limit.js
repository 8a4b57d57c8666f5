// @ts-check
/**
 * How long a build may run, and since when it runs: what the build (which prepares photos within
 * it), the host's build plugins and the editor's status strip (through /version.json) agree on.
 * Plain JavaScript, since the plugins run on Netlify without the site's TypeScript.
 */

/** Netlify stops a build after 15 minutes (its default build time limit). */
const HOST_BUILD_LIMIT_SECONDS = 900

/** The setting that overrides the limit, in seconds; without it, the host's limit on Netlify, none elsewhere. */
const BUILD_LIMIT_SETTING = "BUILD_LIMIT_SECONDS"

/**
 * At most this many photos are made in one build (the rest wait for the next ones, as when the
 * time limit is reached): for trying the waiting photos without waiting for the limit.
 */
const PHOTO_CAP_SETTING = "PHOTOS_PER_BUILD"

/** Set by keep-warm-build's onPreBuild: when the host's build reached the plugins, in milliseconds since 1970. */
const BUILD_STARTED_SETTING = "BUILD_STARTED_AT"

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

/**
 * @typedef {{ seconds: number | null, problem?: string }} BuildLimit
 * `seconds`: how long a build may run, or null without a limit; `problem`: why the setting was not used.
 */

/**
 * The build's time limit from `env`: BUILD_LIMIT_SECONDS when it is a whole number of seconds,
 * else the host's 900 on Netlify (NETLIFY=true), else none. A setting that is not a number is
 * reported and the default is used.
 * @param {Record<string, string | undefined>} env @returns {BuildLimit}
 */
function buildLimit(env) {
  const fallback = env.NETLIFY === "true" ? HOST_BUILD_LIMIT_SECONDS : null
  const value = env[BUILD_LIMIT_SETTING]?.trim()
  if (!value) return { seconds: fallback }
  if (/^[1-9]\d*$/.test(value)) return { seconds: Number(value) }
  const used = fallback === null ? "the build has no time limit" : `the build uses the host's ${fallback} seconds`
  return {
    seconds: fallback,
    problem: `${BUILD_LIMIT_SETTING} is "${value}", not a whole number of seconds (e.g. 900 for 15 minutes): ${used}.`,
  }
}

/**
 * The cap on photos made in one build from `env` (PHOTOS_PER_BUILD), or null for none; a setting
 * that is not a whole number is reported and ignored.
 * @param {Record<string, string | undefined>} env @returns {{ photos: number | null, problem?: string }}
 */
function photoCap(env) {
  const value = env[PHOTO_CAP_SETTING]?.trim()
  if (!value) return { photos: null }
  if (/^\d+$/.test(value)) return { photos: Number(value) }
  return { photos: null, problem: `${PHOTO_CAP_SETTING} is "${value}", not a whole number of photos: every photo is made.` }
}

/**
 * When the build began, in milliseconds since 1970: the time keep-warm-build recorded less what the
 * host spent before it, else `now` (a build run without the plugin: locally, the bench).
 * @param {Record<string, string | undefined>} env @param {number} now @returns {number}
 */
function buildStartedAt(env, now) {
  const recorded = Number(env[BUILD_STARTED_SETTING])
  if (!Number.isFinite(recorded) || recorded <= 0 || recorded > now) return now
  return recorded - SETUP_ALLOWANCE_SECONDS * 1000
}

module.exports = {
  MAX_BUILD_CHAIN,
  BUILD_LIMIT_SETTING,
  BUILD_STARTED_SETTING,
  HOST_BUILD_LIMIT_SECONDS,
  PHOTO_CAP_SETTING,
  SETUP_ALLOWANCE_SECONDS,
  buildLimit,
  buildStartedAt,
  photoCap,
}
