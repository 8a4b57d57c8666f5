/**
 * Whether the owner's last save is live, in one sentence for the strip above the editor at /admin
 * (publish-status-strip.ts draws it): from the branch's latest commit and the host's build
 * plugin's status on it, as github-answers.ts reads them, and the live site's /version.json; and
 * how long each wait is explained (the host's set-up, limit and queue). No DOM and no network here.
 */
import { SETUP_ALLOWANCE_SECONDS } from "../host/build-limit"
import type { GithubAnswer, LiveVersion, PublishStatus } from "./github-answers"
import { PARTS, SENTENCES } from "./strip-sentences"

/**
 * Added to the host's time limit before a build that still says "publishing" is taken for stopped
 * (the deploy after the build, clocks that differ), and to how long a save is watched.
 */
const STOP_MARGIN_MS = 5 * 60_000
/** How long a publishing status may last under a build limit of `limitSeconds` before the build is taken for stopped. */
export const stoppedAfterMs = (limitSeconds: number) => limitSeconds * 1000 + STOP_MARGIN_MS

/**
 * How long a save's build takes to say anything when no build runs ahead of it: the host's set-up
 * (src/host/build-limit.js) and the margin, 7.5 minutes.
 */
export const STARTS_WITHIN_MS = SETUP_ALLOWANCE_SECONDS * 1000 + STOP_MARGIN_MS

/**
 * How long a save may wait for its build to say anything behind a queue: the host builds one
 * change at a time and then only the newest (Netlify, for one site and branch), so one build runs
 * ahead of the newest save at most. That build's set-up and limit, this build's set-up
 * (src/host/build-limit.js) and the margin, 25 minutes under Netlify's 15: what a save's watch
 * (check-pace.ts) lasts before its own build.
 */
export const queuedForMs = (limitSeconds: number) => 2 * SETUP_ALLOWANCE_SECONDS * 1000 + stoppedAfterMs(limitSeconds)

export type PublishState = "publishing" | "live" | "failed" | "stopped" | "behind" | "saved" | "unknown" | "preview"

export interface OwnerSentence {
  state: PublishState
  sentence: string
}

/** A save whose commit no build has said anything of (yet): what the strip also shows the moment the owner saves. */
export const SAVED: OwnerSentence = { state: "saved", sentence: SENTENCES.saved.say() }
/** GitHub refused or did not answer, or neither side could be read. */
const UNKNOWN: OwnerSentence = { state: "unknown", sentence: SENTENCES.unknown.say() }

/** The builds of Netlify's (its CONTEXT) that are not the live site's, by name; unset, "dev" and "production" are. */
const PREVIEWS: Record<string, string> = { "deploy-preview": "a deploy preview", "branch-deploy": "a branch deploy" }

/**
 * On a build that is not the live site's (`deployContext`, the build's CONTEXT), what the strip says
 * instead of checking anything: the editor's saves there are not the live site's to follow.
 */
export function previewSentence(deployContext: string): OwnerSentence | undefined {
  if (["", "dev", "production"].includes(deployContext)) return undefined
  const name = PREVIEWS[deployContext] ?? `a preview (${deployContext})`
  return { state: "preview", sentence: SENTENCES.preview.say(name) }
}

/** "14:05" today, "Nov 24, 14:05" on another day, in the owner's time zone. */
export function clockTime(iso: string | number, now: Date, timeZone?: string): string {
  const time = new Date(iso)
  const day = (date: Date) => date.toLocaleDateString("en-US", { timeZone })
  const hours = time.toLocaleTimeString("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
  if (day(time) === day(now)) return hours
  return `${time.toLocaleDateString("en-US", { timeZone, month: "short", day: "numeric" })}, ${hours}`
}

/** " (1 warning: …)", " (3 warnings, the first: …)", or nothing. */
function warningsOf(warnings: readonly string[]): string {
  if (warnings.length === 0) return ""
  if (warnings.length === 1) return ` (1 warning: ${warnings[0]})`
  return ` (${warnings.length} warnings, the first: ${warnings[0]})`
}

const withoutFinalStop = (line: string) => line.trim().replace(/[.…\s]+$/, "")

interface SentenceOptions {
  /** The host's build time limit the site was built with (src/host/build-limit.js). */
  buildLimitSeconds: number
  /** The owner's time zone; the phone's when undefined. */
  timeZone?: string
  /** The last sentence said from an answer GitHub gave, kept while GitHub allows no more requests. */
  lastAnswered?: OwnerSentence
}

/**
 * The owner's sentence for GitHub's `answer` and the live site's `live` version (undefined when
 * /version.json could not be read).
 */
export function ownerSentence(
  answer: GithubAnswer,
  live: LiveVersion | undefined,
  now: Date,
  { buildLimitSeconds, timeZone, lastAnswered }: SentenceOptions,
): OwnerSentence {
  const at = (time: string | number) => clockTime(time, now, timeZone)
  const shows = live ? PARTS.shows(at(live.builtAt), warningsOf(live.warnings)) : ""
  const stillShows = live ? PARTS.stillShows(at(live.builtAt)) : ""
  const liveSince = (since: string, version: LiveVersion): OwnerSentence => ({
    state: "live",
    sentence: SENTENCES.live.say(at(since), warningsOf(version.warnings)),
  })
  if (answer.kind === "limited") {
    const until = at(answer.until)
    if (lastAnswered) return { ...lastAnswered, sentence: SENTENCES.refusedKeeping.say(lastAnswered.sentence, until) }
    return { state: "unknown", sentence: SENTENCES.refused.say(shows, until) }
  }
  if (answer.kind === "unavailable") return live ? { state: "unknown", sentence: SENTENCES.unavailable.say(shows) } : UNKNOWN
  if (answer.kind === "hidden") return live ? { state: "unknown", sentence: SENTENCES.hidden.say(shows) } : UNKNOWN
  const { latestCommit, status, committedAt } = answer
  // The live site is built from the latest commit: whatever a later rebuild of it says, it is live,
  // since the build said so when it can be read.
  if (live && live.commit === latestCommit) {
    // A later build of the live save that ends without publishing, while photos wait, is its photo
    // build (src/host/next-build.js): none follows it.
    const ended = status && (status.state === "failure" || status.state === "error" || !isRunning(status, now, buildLimitSeconds))
    if (status?.state !== "success" && ended && live.photosWaiting > 0) {
      return { state: "failed", sentence: SENTENCES.photosFailed.say(at(live.builtAt)) }
    }
    if (status) return liveSince(status.state === "success" ? status.since : live.builtAt, live)
    // Live, yet no build said so on GitHub.
    return { state: "live", sentence: SENTENCES.liveWithoutStatus.say(at(live.builtAt), warningsOf(live.warnings)) }
  }
  if (status?.state === "pending") {
    // The host stops a build at its limit, and nothing runs after: the status stays pending.
    if (!isRunning(status, now, buildLimitSeconds)) return { state: "stopped", sentence: SENTENCES.stopped.say(stillShows) }
    return { state: "publishing", sentence: SENTENCES.publishing.say(at(status.since)) }
  }
  if (status?.state === "failure" || status?.state === "error") {
    return { state: "failed", sentence: SENTENCES.notPublished.say(withoutFinalStop(status.description), stillShows) }
  }
  if (status?.state === "success") {
    if (!live) return { state: "unknown", sentence: SENTENCES.publishedUnread.say(at(status.since)) }
    // A site built without git names no commit: the plugin's word is all there is.
    if (live.commit === null) return liveSince(status.since, live)
    // Published, yet the site serves another version: a rolled-back deploy, or auto-publishing stopped.
    return { state: "behind", sentence: SENTENCES.behind.say(at(status.since), at(live.builtAt)) }
  }
  // No build said anything of the latest commit: its build is starting, or waits behind a build
  // ahead of it (of the live save, or of a save between), or none could say so.
  if (!committedAt) return live ? SAVED : UNKNOWN
  const { ahead } = answer
  if (ahead && isRunning(ahead.status, now, buildLimitSeconds)) {
    return { state: "saved", sentence: SENTENCES.queued.say(at(ahead.committedAt), at(committedAt)) }
  }
  // Its own build's set-up and the margin, from the save or from the end of the build ahead,
  // whichever came later (a build that never said it ended ended at its limit).
  const savedAt = Date.parse(answer.waitingSince ?? committedAt)
  const aheadEnded = ahead
    ? Date.parse(ahead.status.since) + (ahead.status.state === "pending" ? stoppedAfterMs(buildLimitSeconds) : 0)
    : 0
  if (now.getTime() - Math.max(savedAt, aheadEnded) <= STARTS_WITHIN_MS) {
    return { state: "saved", sentence: SENTENCES.waiting.say(at(committedAt)) }
  }
  // Nothing says a build failed: what is known, since when, and where to look, never red.
  return {
    state: "unknown",
    sentence: SENTENCES.silence.say(at(committedAt), String(Math.floor((now.getTime() - savedAt) / 60_000))),
  }
}

/** Whether a build's status says it runs: publishing, and younger than the host's limit and the margin. */
export const isRunning = (status: PublishStatus, now: Date, buildLimitSeconds: number) =>
  status.state === "pending" && now.getTime() - Date.parse(status.since) <= stoppedAfterMs(buildLimitSeconds)
