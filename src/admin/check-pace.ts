/**
 * How often the strip asks GitHub, and for how long: within what GitHub allows, never faster than
 * the floor, while a build is publishing and for as long as a save's build could take.
 */
import { MAX_BUILD_CHAIN, SETUP_ALLOWANCE_SECONDS } from "../host/build-limit"
import { MOST_LIMIT_WAIT_MS, type Allowance } from "./github-answers"
import { queuedForMs, stoppedAfterMs, type PublishState } from "./publish-status"

/** The wait between two checks when GitHub says nothing of what it allows. */
export const CHECK_INTERVAL_MS = 60_000
/** The least wait between two checks, however much GitHub allows (a signed-in owner has 5000 requests an hour). */
export const LEAST_INTERVAL_MS = 20_000

/**
 * How long the strip keeps asking after the owner's last save, click or key in the editor: long
 * enough for a save that waits behind a running build, then is built up to its limit.
 */
export const watchMs = (limitSeconds: number) => queuedForMs(limitSeconds) + stoppedAfterMs(limitSeconds)

/**
 * How long the strip follows a save that is not live (nor known to have failed) without the owner
 * doing anything: a build running ahead of it, then the longest chain of builds the host runs
 * while photos wait (src/host/build-limit.js MAX_BUILD_CHAIN), each with its set-up.
 */
export const followMs = (limitSeconds: number) =>
  queuedForMs(limitSeconds) + MAX_BUILD_CHAIN * (SETUP_ALLOWANCE_SECONDS + limitSeconds) * 1000

/**
 * The states a save is settled in: live with no photos waiting (`photosWaiting`, /version.json's:
 * its photo builds follow), or known to have failed. Any other is followed (followMs).
 */
export const settled = (state: PublishState, photosWaiting = 0) =>
  (state === "live" && photosWaiting === 0) || state === "failed" || state === "stopped"

/**
 * Whether to ask GitHub again: while a build is publishing, and until `until` (followsUntil: the
 * owner's last touch's watch, or the following of a save not settled; on the phone's clock) unless
 * the build was taken for stopped, which only something the owner does asks about again.
 */
export function keepChecking(state: PublishState, now: Date, until: number): boolean {
  if (state === "publishing") return true
  if (state === "stopped") return false
  return now.getTime() < until
}

/**
 * How long to wait before the next check: within what GitHub allows until its count starts again,
 * using half of it (the rest is the editor's, or other people's behind the same address), never
 * sooner than LEAST_INTERVAL_MS nor later than an hour (GitHub's window: a reset time further off
 * is a phone's clock that is wrong); CHECK_INTERVAL_MS when GitHub did not say.
 */
export function nextCheckIn(allowance: Allowance | undefined, now: Date): number {
  if (!allowance) return CHECK_INTERVAL_MS
  const left = Math.min(MOST_LIMIT_WAIT_MS, Math.max(0, allowance.resetsAt - now.getTime()))
  if (allowance.remaining < 2) return Math.max(LEAST_INTERVAL_MS, left)
  return Math.max(LEAST_INTERVAL_MS, Math.ceil(left / (allowance.remaining / 2)))
}
