/**
 * What GitHub and the live site answer the strip, read into what it knows: the branch's latest
 * commit and the build plugin's status on it, a commit's time and parent, GitHub's allowance and
 * its refusals (with the waits they ask for); /version.json is read by src/host/published-version.js.
 * No DOM and no network here.
 */
import type { PublishedVersion } from "../host/published-version"

/** What the strip reads of the live site's /version.json (src/host/published-version.js). */
export type LiveVersion = Pick<PublishedVersion, "commit" | "builtAt" | "warnings" | "photosWaiting">

/** The build plugin's status on a commit (src/host/publishing.js STATUS_CONTEXT). */
export interface PublishStatus {
  state: "pending" | "success" | "failure" | "error"
  description: string
  /** When GitHub last changed it (ISO). */
  since: string
}

/** The newest build of a save before the latest (or of the live save itself): its save's time and its status. */
export interface BuildAhead {
  committedAt: string
  status: PublishStatus
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
   * the site shows another, when the commit was made, and the build ahead of it (the queue: the
   * newest status found on the saves between the live one, itself included, and this one).
   */
  | {
      kind: "read"
      latestCommit: string
      status?: PublishStatus
      committedAt?: string
      /**
       * When the strip first saw the commit, on the phone's clock: where its wait is counted from
       * when the phone's clock could not be set by the site's (publish-status-strip.ts).
       */
      waitingSince?: string
      ahead?: BuildAhead
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

/** A commit of the branch, newest first in GitHub's list: its id and when it was made. */
export interface ListedCommit {
  sha: string
  committedAt: string
}

/**
 * The branch's commits from GitHub's answer to GET /repos/{owner}/{name}/commits?sha={head}, newest
 * first (each with its message and author, never its files' changes, unlike compare's answer);
 * undefined when it is not such a list.
 */
export function readCommitList(reply: GithubReply | undefined): ListedCommit[] | undefined {
  if (reply?.status !== 200 || !Array.isArray(reply.body)) return undefined
  const commits = reply.body.filter(isRecord).flatMap((listed) => {
    const committer = isRecord(listed.commit) && isRecord(listed.commit.committer) ? listed.commit.committer : undefined
    return typeof listed.sha === "string" && typeof committer?.date === "string"
      ? [{ sha: listed.sha, committedAt: committer.date }]
      : []
  })
  return commits.length > 0 ? commits : undefined
}
