/**
 * Whether the owner's last save is live, in one sentence for the strip above the editor at /admin
 * (publish-status-strip.ts draws it): from the branch's latest commit and the host's build
 * plugin's status on it (GitHub's combined status of the branch), and the live site's
 * /version.json (src/gatsby/owner-report.ts). No DOM and no network here.
 */
import { SETUP_ALLOWANCE_SECONDS } from "../host/build-limit"

/** The wait between two checks when GitHub says nothing of what it allows. */
export const CHECK_INTERVAL_MS = 60_000
/** The least wait between two checks, however much GitHub allows (a signed-in owner has 5000 requests an hour). */
export const LEAST_INTERVAL_MS = 20_000
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
 * How long a save may wait for its build to say anything, for as long as a queue explains it: the
 * host builds one change at a time and skips the middle of a queue (Netlify, for one site and
 * branch), so at most one build runs ahead of the newest save. That build's set-up and limit, this
 * build's set-up (src/host/build-limit.js) and the margin: 25 minutes under Netlify's 15.
 */
export const queuedForMs = (limitSeconds: number) => 2 * SETUP_ALLOWANCE_SECONDS * 1000 + stoppedAfterMs(limitSeconds)

/**
 * How long the strip keeps asking after the owner's last save, click or key in the editor: long
 * enough for a save that waits behind a running build, then is built up to its limit.
 */
export const watchMs = (limitSeconds: number) => queuedForMs(limitSeconds) + stoppedAfterMs(limitSeconds)

/**
 * What a build's silence can be, and where to look: the strip cannot tell them apart (the host's
 * own queue, and other sites of the owner's Netlify team, are not visible to it).
 */
const SILENCE_CAUSES =
  "the status token in Netlify missing or expired, GitHub not answering the build, or a build that never started: the deploy log in Netlify (Deploys) shows which (docs/putting-online.md, step 7)"

/** What the live site says it was built from: /version.json. */
export interface LiveVersion {
  commit: string | null
  builtAt: string
  warnings: string[]
}

/** The build plugin's status on a commit (src/host/publishing.js STATUS_CONTEXT). */
interface PublishStatus {
  state: "pending" | "success" | "failure" | "error"
  description: string
  /** When GitHub last changed it (ISO). */
  since: string
}

/** What GitHub still allows this caller (its x-ratelimit-remaining and x-ratelimit-reset headers). */
export interface Allowance {
  remaining: number
  /** When the count starts again, in milliseconds since 1970. */
  resetsAt: number
}

/** One answer from GitHub's API, as the strip reads it. */
export interface GithubReply {
  status: number
  body: unknown
  allowance?: Allowance
  /** GitHub's retry-after header (its secondary limits), in seconds. */
  retryAfterSeconds?: number
}

/** What GitHub told the strip about the branch. */
export type GithubAnswer =
  /**
   * The branch's latest commit and the plugin's status on it if it posted one; when it has none and
   * the site shows another, when the commit was made and its parent (if asked), and the plugin's
   * status on that parent (asked only when the save waits longer than its build takes to start:
   * evidenceNeeded).
   */
  | {
      kind: "read"
      latestCommit: string
      status?: PublishStatus
      committedAt?: string
      parent?: string
      parentStatus?: PublishStatus
    }
  /**
   * 404: GitHub shows nothing of the branch to this caller: a private repository without the
   * owner's token, a token that may not read commit statuses, or a branch that is not there.
   */
  | { kind: "hidden" }
  /** GitHub's allowance is used up: no request is answered before `until` (milliseconds since 1970). */
  | { kind: "limited"; until: number }
  /** Any other refusal, or no answer at all. */
  | { kind: "unavailable" }

type PublishState = "publishing" | "live" | "failed" | "stopped" | "behind" | "saved" | "unknown"

export interface OwnerSentence {
  state: PublishState
  sentence: string
}

/** A save whose commit no build has said anything of (yet): what the strip also shows the moment the owner saves. */
export const SAVED: OwnerSentence = { state: "saved", sentence: "Saved, not yet published" }
/** A 404 for the branch's status: each cause, and how to tell them apart, is in docs/putting-online.md, step 4. */
const HIDDEN_BRANCH =
  'Later saves cannot be checked from here: GitHub shows them only to an owner signed in with a token that may read "Commit statuses", and only on the branch the site builds (CMS_BRANCH). See docs/putting-online.md, step 4.'
/** GitHub refused or did not answer, or neither side could be read. */
const UNKNOWN: OwnerSentence = { state: "unknown", sentence: "Cannot check right now" }

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
  const shows = (version: LiveVersion) => `The site shows the version of ${at(version.builtAt)}${warningsOf(version.warnings)}.`
  const liveSince = (since: string, version: LiveVersion): OwnerSentence => ({
    state: "live",
    sentence: `Live since ${at(since)}${warningsOf(version.warnings)}`,
  })
  const stillShows = live ? ` The site still shows the version of ${at(live.builtAt)}.` : ""
  if (answer.kind === "limited") {
    const until = at(answer.until)
    if (lastAnswered) return { ...lastAnswered, sentence: `${lastAnswered.sentence} (cannot check again before ${until})` }
    const sentence = `Cannot check later saves before ${until}.`
    return { state: "unknown", sentence: live ? `${shows(live)} ${sentence}` : sentence }
  }
  if (answer.kind === "unavailable") {
    return live ? { state: "unknown", sentence: `${shows(live)} Cannot check later saves right now.` } : UNKNOWN
  }
  if (answer.kind === "hidden") {
    if (!live) return UNKNOWN
    return { state: "unknown", sentence: `${shows(live)} ${HIDDEN_BRANCH}` }
  }
  const { latestCommit, status, committedAt } = answer
  // The live site is built from the latest commit: whatever a later rebuild of it says, it is live,
  // since the build said so when it can be read.
  if (live && live.commit === latestCommit) {
    if (status) return liveSince(status.state === "success" ? status.since : live.builtAt, live)
    // Live, yet no build said so on GitHub.
    const { sentence } = liveSince(live.builtAt, live)
    return { state: "live", sentence: `${sentence}. Its build's status did not reach GitHub: it can be ${SILENCE_CAUSES}.` }
  }
  if (status?.state === "pending") {
    // The host stops a build at its limit, and nothing runs after: the status stays pending.
    if (now.getTime() - Date.parse(status.since) > stoppedAfterMs(buildLimitSeconds)) {
      return { state: "stopped", sentence: `The build stopped without finishing: see the deploy log in Netlify.${stillShows}` }
    }
    return { state: "publishing", sentence: `Publishing… since ${at(status.since)}` }
  }
  if (status?.state === "failure" || status?.state === "error") {
    return { state: "failed", sentence: `Not published: ${withoutFinalStop(status.description)}.${stillShows}` }
  }
  if (status?.state === "success") {
    if (!live) {
      return {
        state: "unknown",
        sentence: `Published at ${at(status.since)}, but the live site's version (/version.json) cannot be read: open the site to check.`,
      }
    }
    // A site built without git names no commit: the plugin's word is all there is.
    if (live.commit === null) return liveSince(status.since, live)
    // Published, yet the site serves another version: a rolled-back deploy, or auto-publishing stopped.
    return {
      state: "behind",
      sentence: `Published at ${at(status.since)}, but the site still shows the version of ${at(live.builtAt)}: in Netlify, check Deploys (the published deploy, auto-publishing).`,
    }
  }
  // No build said anything of the latest commit: its build is starting, or waits behind the build
  // of the save before it (which says so on GitHub), or none could say so.
  if (!committedAt) return live ? SAVED : UNKNOWN
  const waitedMs = now.getTime() - Date.parse(committedAt)
  const behindRunningBuild =
    answer.parentStatus?.state === "pending" &&
    now.getTime() - Date.parse(answer.parentStatus.since) <= stoppedAfterMs(buildLimitSeconds)
  if (waitedMs <= STARTS_WITHIN_MS || (waitedMs <= queuedForMs(buildLimitSeconds) && behindRunningBuild)) {
    return { state: "saved", sentence: `Waiting for Netlify to build your save of ${at(committedAt)}` }
  }
  return {
    state: "failed",
    sentence: `No build has reported on your save of ${at(committedAt)} in ${Math.floor(waitedMs / 60_000)} minutes. It can be ${SILENCE_CAUSES}.`,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const STATES: ReadonlyArray<PublishStatus["state"]> = ["pending", "success", "failure", "error"]

/**
 * How long a refusal for the allowance is waited out, at least and at most, whatever GitHub's
 * headers say: its window is an hour, and the phone's clock is all the strip can compare their
 * times with (GitHub's Date header is not exposed to a page's script), and a phone's clock is often
 * minutes off. A secondary limit that says no retry-after waits the least, as GitHub's
 * documentation asks ("Rate limits for the REST API": wait for at least one minute).
 */
export const LEAST_LIMIT_WAIT_MS = 60_000
export const MOST_LIMIT_WAIT_MS = 3_600_000

/** GitHub's message for its secondary limits ("You have exceeded a secondary rate limit…"), which may come with no header. */
const saysSecondaryLimit = (body: unknown) =>
  isRecord(body) && typeof body.message === "string" && /secondary rate limit/i.test(body.message)

/** Whether GitHub refused `reply` because the caller's allowance is used up (rather than for what it asked). */
export const isRateLimited = (reply: GithubReply) =>
  reply.status === 429 ||
  (reply.status === 403 &&
    (reply.allowance?.remaining === 0 || reply.retryAfterSeconds !== undefined || saysSecondaryLimit(reply.body)))

/**
 * When to ask GitHub again after it refused `reply` for the caller's allowance: after its
 * retry-after when it says one, else at its reset when the count is used up, else (a secondary
 * limit) the least wait; always between the least and the most wait from now, so that a reset time
 * already past on the phone's clock, or hours ahead of it, neither has the strip ask again at once
 * nor stop asking.
 */
function limitedUntil(reply: GithubReply, now: Date, limitsBefore: number): number {
  const at = now.getTime()
  // Refused again right after a wait: each time twice as long (GitHub's documentation: wait
  // longer after repeated secondary limits).
  const least = Math.min(MOST_LIMIT_WAIT_MS, LEAST_LIMIT_WAIT_MS * 2 ** limitsBefore)
  const asked =
    reply.retryAfterSeconds !== undefined
      ? at + reply.retryAfterSeconds * 1000
      : reply.allowance?.remaining === 0
        ? reply.allowance.resetsAt
        : at + least
  return Math.min(at + MOST_LIMIT_WAIT_MS, Math.max(at + least, asked))
}

/** What GitHub's headers say it still allows, when they say it. */
export function readAllowance(headers: Pick<Headers, "get">): Pick<GithubReply, "allowance" | "retryAfterSeconds"> {
  const number = (name: string) => {
    const value = headers.get(name)
    return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined
  }
  const remaining = number("x-ratelimit-remaining")
  const reset = number("x-ratelimit-reset")
  const retryAfterSeconds = number("retry-after")
  return {
    ...(remaining !== undefined && reset !== undefined ? { allowance: { remaining, resetsAt: reset * 1000 } } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  }
}

/**
 * GitHub's answer to GET /repos/{owner}/{name}/commits/{branch}/status (`reply` undefined: no
 * answer): the branch's latest commit and the status named `context` on it.
 */
export function readGithubAnswer(reply: GithubReply | undefined, context: string, now: Date, limitsBefore = 0): GithubAnswer {
  if (!reply) return { kind: "unavailable" }
  if (isRateLimited(reply)) return { kind: "limited", until: limitedUntil(reply, now, limitsBefore) }
  const { status: httpStatus, body } = reply
  if (httpStatus === 404) return { kind: "hidden" }
  if (httpStatus !== 200 || !isRecord(body) || typeof body.sha !== "string") return { kind: "unavailable" }
  const statuses = Array.isArray(body.statuses) ? body.statuses.filter(isRecord) : []
  const ours = statuses.find((status) => status.context === context)
  const state = STATES.find((known) => known === ours?.state)
  if (!ours || !state) return { kind: "read", latestCommit: body.sha }
  return {
    kind: "read",
    latestCommit: body.sha,
    status: {
      state,
      description: typeof ours.description === "string" ? ours.description : "",
      since: String(ours.updated_at ?? ours.created_at ?? ""),
    },
  }
}

/** When a commit was made, and its (first) parent, from GitHub's answer to GET /repos/{owner}/{name}/commits/{sha}. */
export function readCommit(reply: GithubReply | undefined): { committedAt: string; parent?: string } | undefined {
  if (reply?.status !== 200 || !isRecord(reply.body) || !isRecord(reply.body.commit)) return undefined
  const { committer } = reply.body.commit
  if (!isRecord(committer) || typeof committer.date !== "string") return undefined
  const [first] = Array.isArray(reply.body.parents) ? reply.body.parents.filter(isRecord) : []
  return { committedAt: committer.date, ...(typeof first?.sha === "string" ? { parent: first.sha } : {}) }
}

/**
 * Whether the owner's sentence rests on the plugin's status on the latest commit's parent: the
 * latest has none, has waited longer than its build takes to start and no longer than a queue
 * explains, and the site shows another. A build running ahead of the save is one of its parent's
 * (a save made during a build, or a further photo build of the live save): the one request more,
 * and only then.
 */
export function evidenceNeeded(answer: GithubAnswer, live: LiveVersion | undefined, now: Date, buildLimitSeconds: number) {
  if (answer.kind !== "read" || answer.status || !answer.committedAt || !answer.parent) return false
  if (live?.commit === answer.latestCommit) return false
  const waitedMs = now.getTime() - Date.parse(answer.committedAt)
  return waitedMs > STARTS_WITHIN_MS && waitedMs <= queuedForMs(buildLimitSeconds)
}

/** /version.json's content, when it is one. */
export function readLiveVersion(body: unknown): LiveVersion | undefined {
  if (!isRecord(body) || typeof body.builtAt !== "string") return undefined
  return {
    commit: typeof body.commit === "string" ? body.commit : null,
    builtAt: body.builtAt,
    warnings: Array.isArray(body.warnings) ? body.warnings.filter((line): line is string => typeof line === "string") : [],
  }
}

/**
 * Whether to ask GitHub again: while a build is publishing, and until `watchingUntil` (the
 * owner's last save, click or key in the editor, plus watchMs) unless the build was taken for
 * stopped, which only something the owner does asks about again.
 */
export function keepChecking(state: PublishState, now: Date, watchingUntil: Date | undefined): boolean {
  if (state === "publishing") return true
  if (state === "stopped") return false
  return watchingUntil !== undefined && now.getTime() < watchingUntil.getTime()
}

/**
 * How long to wait before the next check: within what GitHub allows until its count starts again,
 * using half of it (the rest is the editor's, or other people's behind the same address), never
 * sooner than LEAST_INTERVAL_MS; CHECK_INTERVAL_MS when GitHub did not say.
 */
export function nextCheckIn(allowance: Allowance | undefined, now: Date): number {
  if (!allowance) return CHECK_INTERVAL_MS
  const left = Math.max(0, allowance.resetsAt - now.getTime())
  if (allowance.remaining < 2) return Math.max(LEAST_INTERVAL_MS, left)
  return Math.max(LEAST_INTERVAL_MS, Math.ceil(left / (allowance.remaining / 2)))
}
