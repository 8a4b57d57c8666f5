/**
 * Whether the owner's last save is live, in one sentence for the strip above the editor at /admin
 * (publish-status-strip.ts draws it): from the branch's latest commit and the host's build
 * plugin's status on it (GitHub's combined status of the branch), and the live site's
 * /version.json (src/gatsby/owner-report.ts). No DOM and no network here.
 */

/** GitHub answers an address at most 60 times an hour without a token: the strip asks at most once a minute. */
export const CHECK_INTERVAL_MS = 60_000
/** How long after a save the strip keeps asking whether a build started (Sveltia waits as long for a deploy). */
export const SAVE_WATCH_MS = 10 * 60_000

/** What the live site says it was built from: /version.json. */
export interface LiveVersion {
  commit: string | null
  builtAt: string
  warnings: string[]
}

/** The build plugin's status on a commit (src/contract/publishing.js STATUS_CONTEXT). */
interface PublishStatus {
  state: "pending" | "success" | "failure" | "error"
  description: string
  /** When GitHub last changed it (ISO). */
  since: string
}

/** What GitHub told the strip about the branch. */
export type GithubAnswer =
  /** The branch's latest commit, and the plugin's status on it if it posted one. */
  | { kind: "read"; latestCommit: string; status?: PublishStatus }
  /** 404: a private repository (or a branch that is not there) cannot be read without the owner's token. */
  | { kind: "hidden" }
  /** 403 or 429 (the hour's 60 requests are used up), any other refusal, or no answer at all. */
  | { kind: "unavailable" }

type PublishState = "publishing" | "live" | "failed" | "saved" | "unknown"

export interface OwnerSentence {
  state: PublishState
  sentence: string
}

/** A save whose commit no build has said anything of (yet): what the strip also shows the moment the owner saves. */
export const SAVED: OwnerSentence = { state: "saved", sentence: "Saved, not yet published" }
/** GitHub refused or did not answer, or neither side could be read. */
const UNKNOWN: OwnerSentence = { state: "unknown", sentence: "Cannot check right now" }

/** "14:05" today, "Nov 24, 14:05" on another day, in the owner's time zone. */
export function clockTime(iso: string, now: Date, timeZone?: string): string {
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

/**
 * The owner's sentence for GitHub's `answer` and the live site's `live` version (undefined when
 * /version.json could not be read), with times in `timeZone` (the phone's when undefined).
 */
export function ownerSentence(answer: GithubAnswer, live: LiveVersion | undefined, now: Date, timeZone?: string): OwnerSentence {
  const at = (iso: string) => clockTime(iso, now, timeZone)
  const liveSince = (version: LiveVersion) => `Live since ${at(version.builtAt)}${warningsOf(version.warnings)}`
  if (answer.kind === "unavailable") return UNKNOWN
  if (answer.kind === "hidden") {
    if (!live) return UNKNOWN
    return {
      state: "unknown",
      sentence: `The site shows the version of ${at(live.builtAt)}${warningsOf(live.warnings)}. Later saves cannot be checked from here: the repository is private.`,
    }
  }
  const { latestCommit, status } = answer
  // The live site is built from the latest commit: whatever a later rebuild of it says, it is live.
  if (live && live.commit === latestCommit) return { state: "live", sentence: liveSince(live) }
  if (status?.state === "pending") return { state: "publishing", sentence: `Publishing… since ${at(status.since)}` }
  if (status?.state === "failure" || status?.state === "error") {
    const still = live ? ` The site still shows the version of ${at(live.builtAt)}.` : ""
    return { state: "failed", sentence: `Not published: ${withoutFinalStop(status.description)}.${still}` }
  }
  // Live by the plugin's word, though /version.json was not read (or not yet renewed).
  if (status?.state === "success") return { state: "live", sentence: `Live since ${at(status.since)}` }
  // No build said anything of the latest commit: it started none (yet).
  return live ? SAVED : UNKNOWN
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const STATES: ReadonlyArray<PublishStatus["state"]> = ["pending", "success", "failure", "error"]

/**
 * GitHub's answer to GET /repos/{owner}/{name}/commits/{branch}/status (`httpStatus` undefined:
 * no answer): the branch's latest commit and the status named `context` on it.
 */
export function readGithubAnswer(httpStatus: number | undefined, body: unknown, context: string): GithubAnswer {
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
 * Whether to ask GitHub again (a minute after the last request): while a build is publishing, and
 * for SAVE_WATCH_MS after a save in this tab while its build has not said it is live or failed.
 */
export function keepChecking(state: PublishState, now: Date, lastSaveAt: Date | undefined): boolean {
  if (state === "publishing") return true
  const watchingSave = lastSaveAt !== undefined && now.getTime() - lastSaveAt.getTime() < SAVE_WATCH_MS
  return watchingSave && (state === "saved" || state === "unknown")
}
