// @ts-check
/**
 * Starts the next production build when this one left photos waiting (the build's time limit,
 * src/photos/preparing/preparation-budget.ts) and published more than the build before it, through the
 * Netlify build hook whose address the owner sets as PHOTOS_BUILD_HOOK (docs/putting-online.md). The hook's body
 * carries the chain: how many builds it started in a row and how many photos were on the site, so a
 * build that makes no progress (a photo too slow to prepare, setup eating the time) ends it, and it
 * never goes past MAX_CHAIN. Nothing here ever fails or delays a build for long.
 */
const { readReport } = require("../../../src/host/publishing")
const { MAX_BUILD_CHAIN: MAX_CHAIN } = require("../../../src/host/build-limit")
const { readSettings } = require("../../../src/host/settings")

/** @typedef {import("../../../src/host/settings").Settings} Settings */
/** How long the hook may take to answer. */
const HOOK_TIMEOUT_MS = 10_000

/** @typedef {{ depth: number, photosOnSite: number | null }} Chain */
/** @typedef {{ start: true, address: string, body: Chain, title: string } | { start: false, reason: string | null }} Decision */

/**
 * The chain this build is part of, from the body of the hook that started it (INCOMING_HOOK_BODY);
 * a build started otherwise (a save, the deploy button) begins one.
 * @param {Settings} settings @returns {Chain}
 */
function chainOf(settings) {
  try {
    const body = JSON.parse(settings.INCOMING_HOOK_BODY ?? "")
    return {
      depth: Number.isInteger(body?.depth) && body.depth > 0 ? body.depth : 0,
      photosOnSite: Number.isInteger(body?.photosOnSite) ? body.photosOnSite : null,
    }
  } catch {
    return { depth: 0, photosOnSite: null }
  }
}

/**
 * Whether this build starts the next one, or why not (`reason` null when there is nothing to say).
 * @param {import("../../../src/host/publishing").OwnerReport | undefined} report
 * @param {import("../../../src/host/settings").Environment | undefined} env @returns {Decision}
 */
function nextBuild(report, env) {
  const { values: settings, wrong } = readSettings(env)
  const waiting = report?.photosWaiting ?? 0
  if (settings.CONTEXT !== "production" || !report || waiting === 0) return { start: false, reason: null }
  const hook = settings.PHOTOS_BUILD_HOOK
  if (!hook) {
    const wrongHook = wrong.find((setting) => setting.name === "PHOTOS_BUILD_HOOK")
    return {
      start: false,
      reason:
        wrongHook?.line ??
        `${waiting} photos wait for the next build: it starts with the next save, the editor's publish button or "Trigger deploy" in Netlify, or by itself once PHOTOS_BUILD_HOOK is set (docs/putting-online.md).`,
    }
  }
  const chain = chainOf(settings)
  if (chain.depth >= MAX_CHAIN) {
    return {
      start: false,
      reason: `${MAX_CHAIN} builds in a row have published waiting photos: the next save or deploy goes on.`,
    }
  }
  const onSite = report.photosOnSite ?? 0
  if (chain.photosOnSite !== null && onSite <= chain.photosOnSite) {
    return {
      start: false,
      reason: `this build published no more photos than the one before it (${onSite}): see the deploy log for what took its time.`,
    }
  }
  const depth = chain.depth + 1
  return {
    start: true,
    address: hook,
    body: { depth, photosOnSite: onSite },
    title: `Publishing ${waiting} waiting photos (build ${depth} of at most ${MAX_CHAIN})`,
  }
}

/**
 * After a production deploy went live: starts the next build when nextBuild says so, else says why
 * not in the deploy log. Any failure (the hook's answer, a timeout) is logged, never thrown.
 * @param {{ env?: import("../../../src/host/settings").Environment, fetch?: typeof globalThis.fetch, log?: (line: string) => void, root?: string, timeoutMs?: number }} options
 * @returns {Promise<boolean>} whether the next build was asked for
 */
async function startNextBuild({
  env,
  fetch = globalThis.fetch,
  log = console.log,
  root = process.cwd(),
  timeoutMs = HOOK_TIMEOUT_MS,
} = {}) {
  const decision = nextBuild(readReport(root, readSettings(env).values.COMMIT_REF), env)
  if (!decision.start) {
    if (decision.reason) log(`next-photo-build: ${decision.reason}`)
    return false
  }
  const address = `${decision.address}?trigger_title=${encodeURIComponent(decision.title)}`
  try {
    const response = await fetch(address, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(decision.body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) {
      log(`next-photo-build: the build hook answered ${response.status}; check PHOTOS_BUILD_HOOK.`)
      return false
    }
    log(`next-photo-build: started the next build: ${decision.title}.`)
    return true
  } catch (error) {
    log(`next-photo-build: could not start the next build (${error instanceof Error ? error.message : String(error)}).`)
    return false
  }
}

module.exports = { MAX_CHAIN, startNextBuild }
