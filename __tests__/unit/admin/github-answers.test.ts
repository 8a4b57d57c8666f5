import {
  isRateLimited,
  LEAST_LIMIT_WAIT_MS,
  MOST_LIMIT_WAIT_MS,
  readAllowance,
  readCommitList,
  readGithubAnswer,
} from "../../../src/admin/github-answers"
import { STATUS_CONTEXT } from "../../../src/host/publishing"

/** What the strip reads from GitHub's answers. */
const NOW = new Date("2026-11-25T19:10:00Z")
const LATEST = "b".repeat(40)
const PREVIOUS = "c".repeat(40)

describe("readGithubAnswer", () => {
  const combined = (statuses: unknown[]) => ({ sha: LATEST, state: "pending", statuses })
  const answer = (status: number, body: unknown) => readGithubAnswer({ status, body }, STATUS_CONTEXT, NOW)

  it("reads the branch's latest commit and the plugin's status among others", () => {
    const body = combined([
      { context: "netlify/deploy-preview", state: "success", description: "Other", updated_at: "2026-11-25T19:00:00Z" },
      { context: STATUS_CONTEXT, state: "pending", description: "Publishing your change", updated_at: "2026-11-25T19:02:00Z" },
    ])
    expect(answer(200, body)).toEqual({
      kind: "read",
      latestCommit: LATEST,
      status: { state: "pending", description: "Publishing your change", since: "2026-11-25T19:02:00Z" },
    })
  })

  it("reads a commit with no status of the plugin's", () => {
    expect(answer(200, combined([]))).toEqual({ kind: "read", latestCommit: LATEST })
    const other = combined([{ context: "ci/other", state: "failure", description: "x", updated_at: "" }])
    expect(answer(200, other)).toEqual({ kind: "read", latestCommit: LATEST })
  })

  it("takes 404 for a repository it may not read, and a refusal, nonsense or no answer for unavailable", () => {
    expect(answer(404, { message: "Not Found" })).toEqual({ kind: "hidden" })
    for (const [status, body] of [
      [403, { message: "Resource not accessible by personal access token" }],
      [500, {}],
      [200, { message: "no sha" }],
    ] as const) {
      expect(answer(status, body)).toEqual({ kind: "unavailable" })
    }
    expect(readGithubAnswer(undefined, STATUS_CONTEXT, NOW)).toEqual({ kind: "unavailable" })
  })

  it("is limited only when GitHub says the allowance is used up, until it starts again", () => {
    const resetsAt = Date.parse("2026-11-25T19:20:00Z")
    const refused = (status: number, remaining: number, retryAfterSeconds?: number) =>
      readGithubAnswer(
        { status, body: {}, allowance: { remaining, resetsAt }, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
        STATUS_CONTEXT,
        NOW,
      )
    expect(refused(403, 0)).toEqual({ kind: "limited", until: resetsAt })
    expect(refused(429, 0)).toEqual({ kind: "limited", until: resetsAt })
    expect(refused(403, 12)).toEqual({ kind: "unavailable" })
    // GitHub's secondary limit says how long to wait instead.
    expect(refused(403, 12, 90)).toEqual({ kind: "limited", until: NOW.getTime() + 90_000 })
  })

  it("waits at least a minute and at most an hour, whatever the reset time says on the phone's clock", () => {
    const minutes = (count: number) => NOW.getTime() + count * 60_000
    const limitedAt = (resetsAt: number) =>
      readGithubAnswer({ status: 403, body: {}, allowance: { remaining: 0, resetsAt } }, STATUS_CONTEXT, NOW)
    for (const resetsAt of [minutes(0), minutes(-10)]) {
      expect(limitedAt(resetsAt)).toEqual({ kind: "limited", until: NOW.getTime() + LEAST_LIMIT_WAIT_MS })
    }
    expect(limitedAt(minutes(5 * 60))).toEqual({ kind: "limited", until: NOW.getTime() + MOST_LIMIT_WAIT_MS })
    expect(limitedAt(minutes(25))).toEqual({ kind: "limited", until: minutes(25) })
  })

  it("takes a 429, or a 403 naming a secondary limit without any header, for a limit, and waits a minute as GitHub asks", () => {
    const message = "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."
    const secondary = { status: 403, body: { message, documentation_url: "https://docs.github.com/rest" } }
    for (const reply of [secondary, { status: 429, body: {} }]) {
      expect(isRateLimited(reply)).toBe(true)
      expect(readGithubAnswer(reply, STATUS_CONTEXT, NOW)).toEqual({
        kind: "limited",
        until: NOW.getTime() + LEAST_LIMIT_WAIT_MS,
      })
    }
    // With its allowance still there, as GitHub sends it to a signed-in owner.
    const withAllowance = { ...secondary, allowance: { remaining: 4990, resetsAt: NOW.getTime() + 600_000 } }
    expect(readGithubAnswer(withAllowance, STATUS_CONTEXT, NOW)).toEqual({
      kind: "limited",
      until: NOW.getTime() + LEAST_LIMIT_WAIT_MS,
    })
    // A token refused for what it asks is no limit: the strip asks again without it.
    expect(isRateLimited({ status: 403, body: { message: "Resource not accessible by personal access token" } })).toBe(false)
  })

  it("waits twice as long each time a secondary limit repeats, up to an hour, and never less than a retry-after", () => {
    const secondary = { status: 429, body: {} }
    const waits = [0, 1, 2, 3, 7].map(
      (limitsBefore) =>
        (readGithubAnswer(secondary, STATUS_CONTEXT, NOW, limitsBefore) as { until: number }).until - NOW.getTime(),
    )
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000, MOST_LIMIT_WAIT_MS])
    expect(readGithubAnswer({ ...secondary, retryAfterSeconds: 600 }, STATUS_CONTEXT, NOW, 1)).toEqual({
      kind: "limited",
      until: NOW.getTime() + 600_000,
    })
  })
})

describe("readAllowance", () => {
  it("reads GitHub's allowance and retry-after headers, and nothing from headers it does not send", () => {
    const headers = new Headers({ "x-ratelimit-remaining": "57", "x-ratelimit-reset": "1795720800", "retry-after": "60" })
    expect(readAllowance(headers)).toEqual({ allowance: { remaining: 57, resetsAt: 1795720800_000 }, retryAfterSeconds: 60 })
    expect(readAllowance(new Headers())).toEqual({})
    expect(readAllowance(new Headers({ "x-ratelimit-remaining": "57" }))).toEqual({})
  })
})

describe("readCommitList", () => {
  it("reads each listed commit's id and time, newest first, and nothing from anything else", () => {
    const listed = (sha: string, date: string) => ({
      sha,
      commit: { message: "Update services", committer: { name: "Owner", date } },
      parents: [],
    })
    const body = [listed(LATEST, "2026-11-25T19:09:00Z"), listed(PREVIOUS, "2026-11-25T19:02:00Z")]
    expect(readCommitList({ status: 200, body })).toEqual([
      { sha: LATEST, committedAt: "2026-11-25T19:09:00Z" },
      { sha: PREVIOUS, committedAt: "2026-11-25T19:02:00Z" },
    ])
    // An entry without its time is left out; an answer that is not a list gives nothing.
    expect(readCommitList({ status: 200, body: [{ sha: LATEST }, body[1]] })).toEqual([
      { sha: PREVIOUS, committedAt: "2026-11-25T19:02:00Z" },
    ])
    expect(readCommitList({ status: 200, body: [] })).toBeUndefined()
    expect(readCommitList({ status: 404, body })).toBeUndefined()
    expect(readCommitList({ status: 200, body: body[0] })).toBeUndefined()
    expect(readCommitList(undefined)).toBeUndefined()
  })
})
