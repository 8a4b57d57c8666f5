import {
  SAVED_EVENT,
  SAVING_EVENT,
  settingsOf,
  watchPublishStatus,
  type StripSettings,
} from "../../../src/admin/publish-status-strip"
import { REQUEST_TIME_LIMIT_MS } from "../../../src/admin/in-time"
import { LEAST_LIMIT_WAIT_MS } from "../../../src/admin/github-answers"
import { stoppedAfterMs } from "../../../src/admin/publish-status"
import { CHECK_INTERVAL_MS, followMs, LEAST_INTERVAL_MS, watchMs } from "../../../src/admin/check-pace"
import { EDITOR_USER_KEY } from "../../../src/admin/editor-token"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"
import { STATUS_CONTEXT } from "../../../src/host/publishing"
import { TIME_LIMITS } from "../support/time-limits"
import { SENTENCES } from "../../../src/admin/strip-sentences"
import { says } from "../../support/strip-says"

/** A time on the strip, as the owner reads it. */
const CLOCK = /\d\d:\d\d/

jest.setTimeout(TIME_LIMITS.stripHarness)

/**
 * The strip above the editor with GitHub and the live site answered by the test, the editor's
 * stored user given by it, and a clock of its own: what it asks and with which token, what it
 * shows, how often it asks and when it stops.
 */
const SETTINGS: StripSettings = {
  repository: "owner/contractor-site",
  branch: "main",
  context: STATUS_CONTEXT,
  buildLimitSeconds: HOST_BUILD_LIMIT_SECONDS,
  deployContext: "production",
  liveUrl: "https://www.example-contractor.com",
}
const API = "https://api.github.com/repos/owner/contractor-site"
const GITHUB = `${API}/commits/main/status`
const LATEST = "b".repeat(40)
const EARLIER = "a".repeat(40)
/** The save before the latest, whose build may run ahead of it. */
const PREVIOUS = "c".repeat(40)
const START = new Date("2026-11-25T19:10:00Z").getTime()
const TOKEN = "gho_owner"

type Reply = { status: number; body: unknown; headers?: Record<string, string> }
/** "no answer": the request fails at once; "never": it hangs until aborted (the phone slept, the network changed). */
type Answer = Reply | "no answer" | "never" | ((token: string | undefined) => Reply)

function harness(
  /** `siteClockMs`: how far the site's clock (its Date) is from the phone's; null, no Date. */
  answers: {
    github: Answer
    live: Answer
    /** The branch's commits, newest first (GET …/commits?sha=…). */
    commits?: Answer
    /** A commit's combined status by its id; none posted unless given. */
    statuses?: Record<string, Answer>
    siteClockMs?: number | null
    /** How long each of GitHub's answers takes, on the test's clock (a phone with one bar); none unless given. */
    githubTakesMs?: number
  },
  stored?: object,
  settings: StripSettings = SETTINGS,
) {
  let clock = START
  const timers: Array<{ at: number; run: () => void }> = []
  const asked: Array<{ address: string; at: number; token?: string }> = []
  const fetch = (async (address: string, init?: RequestInit) => {
    const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization
    const token = authorization?.replace(/^Bearer /, "")
    asked.push({ address, at: clock, ...(token ? { token } : {}) })
    const statusOfCommit = /\/commits\/([0-9a-f]{40})\/status$/.exec(address)?.[1]
    const answer =
      address === GITHUB
        ? answers.github
        : statusOfCommit
          ? (answers.statuses?.[statusOfCommit] ?? { status: 200, body: { sha: statusOfCommit, statuses: [] } })
          : address.startsWith(`${API}/commits?`)
            ? answers.commits
            : answers.live
    const takes = address.startsWith(API) ? (answers.githubTakesMs ?? 0) : 0
    if (takes > 0)
      await new Promise<void>((resolve, reject) => {
        const timer = { at: clock + takes, run: resolve }
        timers.push(timer)
        init?.signal?.addEventListener("abort", () => {
          if (timers.includes(timer)) timers.splice(timers.indexOf(timer), 1)
          reject(new DOMException("The request was aborted", "AbortError"))
        })
      })
    if (answer === "never")
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("The request was aborted", "AbortError"))),
      )
    if (!answer || answer === "no answer") throw new TypeError("Failed to fetch")
    const { status, body, headers } = typeof answer === "function" ? answer(token) : answer
    // The live site says its time (Date), the phone's unless the test sets another.
    const { siteClockMs = 0 } = answers
    const date: Record<string, string> =
      address.startsWith(API) || siteClockMs === null ? {} : { date: new Date(clock + siteClockMs).toUTCString() }
    // jsdom has no Response: the strip reads only these of one.
    return {
      status,
      ok: status >= 200 && status < 300,
      headers: new Headers({ ...date, ...headers }),
      json: async () => body,
    } as Response
  }) as typeof globalThis.fetch
  const storage = new Map<string, string>(stored ? [[EDITOR_USER_KEY, JSON.stringify(stored)]] : [])
  const strip = document.createElement("div")
  // The editor's document: where the owner's clicks, keys and returns to the tab happen.
  const owner = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState })
  const first = watchPublishStatus(strip, settings, {
    fetch,
    now: () => new Date(clock),
    setTimer: (run, milliseconds) => {
      const timer = { at: clock + milliseconds, run }
      timers.push(timer)
      return () => {
        if (timers.includes(timer)) timers.splice(timers.indexOf(timer), 1)
      }
    },
    document: owner,
    storage: { getItem: (key) => storage.get(key) ?? null },
  })
  /** The timer due first by `until`, if any. */
  const firstDue = (until: number) =>
    timers.reduce((first, { at }, index) => (at <= until && (first < 0 || at < timers[first].at) ? index : first), -1)
  /** Moves the clock on by `milliseconds`, running each timer that falls due, the earliest first. */
  async function advance(milliseconds: number) {
    const until = clock + milliseconds
    for (let due = firstDue(until); due >= 0; due = firstDue(until)) {
      const [timer] = timers.splice(due, 1)
      clock = Math.max(clock, timer.at)
      timer.run()
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
    }
    clock = until
  }
  /** The phone asleep for `milliseconds`: its clock moves on, and no timer runs meanwhile. */
  const sleep = (milliseconds: number) => {
    clock += milliseconds
  }
  const githubRequests = () => asked.filter(({ address }) => address === GITHUB).map(({ at }) => at - START)
  return { strip, first, timers, asked, answers, advance, sleep, githubRequests, storage, owner }
}

const statusOf = (state: string, updatedAt = "2026-11-25T19:02:00Z", description = "Publishing your change") => ({
  context: STATUS_CONTEXT,
  state,
  description,
  updated_at: updatedAt,
})
const combined = (state?: string, headers?: Record<string, string>): Reply => ({
  status: 200,
  body: { sha: LATEST, statuses: state ? [statusOf(state)] : [] },
  headers,
})
const version = (commit: string, builtAt = "2026-11-25T19:05:00Z", photosWaiting = 0): Reply => ({
  status: 200,
  body: { commit, builtAt, warnings: [], photosWaiting },
})
/** GitHub's list of the branch's commits, newest first: each id with when it was made (ms since 1970). */
const listed = (...commits: Array<[string, number]>): Reply => ({
  status: 200,
  body: commits.map(([sha, at]) => ({ sha, commit: { committer: { date: new Date(at).toISOString() } } })),
})
/** A commit's combined status, with the plugin's in `state` since `since` (ms since 1970), or none. */
const statusReply = (sha: string, state?: string, since = START): Reply => ({
  status: 200,
  body: { sha, statuses: state ? [statusOf(state, new Date(since).toISOString())] : [] },
})
/** How often the list of the branch's commits was asked for. */
const listRequests = (asked: Array<{ address: string }>) =>
  asked.filter(({ address }) => address.startsWith(`${API}/commits?`)).length
/** How often a commit's status was asked for. */
const statusRequests = (asked: Array<{ address: string }>, sha: string) =>
  asked.filter(({ address }) => address === `${API}/commits/${sha}/status`).length
const allowance = (remaining: number, resetsIn: number) => ({
  "x-ratelimit-remaining": String(remaining),
  "x-ratelimit-reset": String(Math.round((START + resetsIn) / 1000)),
})

it("asks GitHub for the branch's status and the live site for its version, and shows the owner's sentence", async () => {
  const { strip, first, asked } = harness({ github: combined("success"), live: version(LATEST) })
  await first
  expect(asked.map(({ address }) => address).sort()).toEqual([GITHUB, "/version.json"].sort())
  expect(strip.dataset.state).toBe("live")
  expect(strip.textContent).toMatch(says(SENTENCES.live, CLOCK, ""))
})

it("asks again once a minute while a build is publishing, and stops when it is live", async () => {
  const harnessed = harness({ github: combined("pending"), live: version(EARLIER) })
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(/^Publishing… since \d\d:\d\d$/)
  await harnessed.advance(CHECK_INTERVAL_MS - 1)
  expect(harnessed.githubRequests()).toEqual([0])
  await harnessed.advance(2 * CHECK_INTERVAL_MS + 1)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS, 2 * CHECK_INTERVAL_MS, 3 * CHECK_INTERVAL_MS])
  harnessed.answers.live = version(LATEST)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("live")
  expect(harnessed.timers).toEqual([])
})

it("says a save is saved at once, follows its build, and stops asking when the watch is over", async () => {
  const harnessed = harness({ github: statusReply(EARLIER, "success"), live: version(EARLIER) })
  await harnessed.first
  expect(harnessed.timers).toEqual([])
  await harnessed.advance(20_000)
  harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
  expect(harnessed.strip.textContent).toBe("Saved, not yet published")
  expect(harnessed.strip.dataset.state).toBe("saved")
  // The save's commit: no build has said anything of it yet.
  harnessed.answers.github = combined()
  harnessed.answers.commits = listed([LATEST, START + 20_000], [EARLIER, START - 60 * 60_000])
  harnessed.answers.statuses = { [EARLIER]: statusReply(EARLIER, "success", START - 55 * 60_000) }
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
  expect(harnessed.strip.textContent).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
  harnessed.answers.github = {
    status: 200,
    body: { sha: LATEST, statuses: [statusOf("failure", "2026-11-25T19:12:00Z", "gallery.json is not valid JSON.")] },
  }
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("failed")
  expect(harnessed.strip.textContent).toMatch(
    /^Not published: gallery\.json is not valid JSON\. The site still shows the version of \d\d:\d\d\.$/,
  )
  // The commits since the live one were listed once, and the live one's status asked once.
  expect(listRequests(harnessed.asked)).toBe(1)
  expect(statusRequests(harnessed.asked, EARLIER)).toBe(1)
  await harnessed.advance(watchMs(SETTINGS.buildLimitSeconds))
  expect(harnessed.timers).toEqual([])
  const requests = harnessed.githubRequests().length
  expect(requests).toBeLessThanOrEqual(2 + Math.ceil(watchMs(SETTINGS.buildLimitSeconds) / CHECK_INTERVAL_MS))
})

it("keeps what the live site says when GitHub gives no answer and goes on asking, paused while the tab is hidden", async () => {
  const harnessed = harness({ github: "no answer", live: version(EARLIER) })
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(/^The site shows the version of \d\d:\d\d\. Cannot check later saves right now\.$/)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
  // The owner goes to another tab: the check already due runs, then none until the return.
  harnessed.owner.visibilityState = "hidden"
  await harnessed.advance(10 * CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS, 2 * CHECK_INTERVAL_MS])
  harnessed.owner.visibilityState = "visible"
  harnessed.owner.dispatchEvent(new Event("visibilitychange"))
  await harnessed.advance(0)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS, 2 * CHECK_INTERVAL_MS, 11 * CHECK_INTERVAL_MS])
})

it("gives up a request that never answers on its own clock, says it cannot check, and goes on asking", async () => {
  const harnessed = harness({ github: "never", live: version(EARLIER) })
  await harnessed.advance(REQUEST_TIME_LIMIT_MS)
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(/^The site shows the version of \d\d:\d\d\. Cannot check later saves right now\.$/)
  harnessed.answers.github = combined("success")
  harnessed.answers.live = version(LATEST)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("live")
  // The pace counts from when the check asked.
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
})

it("asks again as the owner comes back to a request the phone's sleep left hanging, not minutes later", async () => {
  const harnessed = harness({ github: combined("pending"), live: version(EARLIER) })
  await harnessed.first
  // The next check's request hangs, and the phone sleeps through its time limit.
  harnessed.answers.github = "never"
  await harnessed.advance(CHECK_INTERVAL_MS)
  harnessed.owner.visibilityState = "hidden"
  harnessed.sleep(10 * CHECK_INTERVAL_MS)
  harnessed.answers.github = combined("success")
  harnessed.answers.live = version(LATEST)
  harnessed.owner.visibilityState = "visible"
  harnessed.owner.dispatchEvent(new Event("visibilitychange"))
  await harnessed.advance(0)
  const back = 11 * CHECK_INTERVAL_MS
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS, back])
  expect(harnessed.strip.dataset.state).toBe("live")
})

it("follows a save that is not live from the opening, with no touch, for as long as the host's chain of builds can take", async () => {
  const harnessed = harness({ github: combined("pending"), live: version(EARLIER) })
  await harnessed.first
  // Publishing, then a photo build of the chain after it: not live, not failed.
  harnessed.answers.github = combined()
  harnessed.answers.commits = listed([LATEST, START], [EARLIER, START - 60 * 60_000])
  await harnessed.advance(2 * 60 * 60_000)
  expect(harnessed.timers).toHaveLength(1)
  harnessed.answers.github = combined("success")
  harnessed.answers.live = version(LATEST)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("live")
  expect(harnessed.timers).toEqual([])
  // Never live: followed until the longest chain could have ended, then no more.
  const never = harness({ github: combined(), live: version(EARLIER) })
  await never.first
  await never.advance(followMs(HOST_BUILD_LIMIT_SECONDS) + CHECK_INTERVAL_MS)
  expect(never.timers).toEqual([])
  expect(never.githubRequests().at(-1)).toBeGreaterThanOrEqual(followMs(HOST_BUILD_LIMIT_SECONDS) - CHECK_INTERVAL_MS)
})

it("reads a private repository with the signed-in owner's token, read at every check", async () => {
  const privateRepository = (state: string) => (token: string | undefined) =>
    token === TOKEN ? combined(state) : { status: 404, body: { message: "Not Found" } }
  const harnessed = harness(
    { github: privateRepository("pending"), live: version(EARLIER) },
    { backendName: "github", token: TOKEN },
  )
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(/^Publishing… since \d\d:\d\d$/)
  expect(harnessed.asked.find(({ address }) => address === GITHUB)?.token).toBe(TOKEN)
  harnessed.answers.github = privateRepository("failure")
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("failed")
  // Signed out: the entry is {}, and the repository cannot be read.
  harnessed.storage.set(EDITOR_USER_KEY, "{}")
  harnessed.owner.dispatchEvent(new Event("click"))
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.asked.filter(({ address }) => address === GITHUB).at(-1)).not.toHaveProperty("token")
  expect(harnessed.strip.textContent).toMatch(
    /Later saves cannot be checked from here: .* See docs\/putting-online\.md, step 4\.$/,
  )
})

it("asks without the token when GitHub refuses it for what it asks, not for the allowance", async () => {
  const refusesToken = (token: string | undefined) =>
    token
      ? {
          status: 403,
          body: { message: "Resource not accessible by personal access token" },
          headers: allowance(4000, 3_600_000),
        }
      : combined("pending")
  const harnessed = harness({ github: refusesToken, live: version(EARLIER) }, { backendName: "github", token: TOKEN })
  await harnessed.first
  expect(harnessed.asked.filter(({ address }) => address === GITHUB).map(({ token }) => token)).toEqual([TOKEN, undefined])
  expect(harnessed.strip.dataset.state).toBe("publishing")
})

it("keeps its last sentence while GitHub's allowance is used up, and asks again only once it starts again", async () => {
  const harnessed = harness({ github: combined("pending"), live: version(EARLIER) })
  await harnessed.first
  const used = { status: 403, body: { message: "API rate limit exceeded" }, headers: allowance(0, 10 * 60_000) }
  harnessed.answers.github = used
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.textContent).toMatch(/^Publishing… since \d\d:\d\d \(cannot check again before \d\d:\d\d\)$/)
  expect(harnessed.strip.dataset.state).toBe("publishing")
  await harnessed.advance(10 * 60_000 - CHECK_INTERVAL_MS - 1000)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
  harnessed.answers.github = combined("pending", allowance(60, 3_600_000))
  await harnessed.advance(2000)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS, 10 * 60_000])
  expect(harnessed.strip.textContent).toMatch(/^Publishing… since \d\d:\d\d$/)
})

it("asks as often as the allowance permits: a signed-in owner's every 20 seconds", async () => {
  const harnessed = harness({ github: combined("pending", allowance(5000, 3_600_000)), live: version(EARLIER) }, { token: TOKEN })
  await harnessed.first
  await harnessed.advance(2 * LEAST_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, LEAST_INTERVAL_MS, 2 * LEAST_INTERVAL_MS])
})

it("takes a build still publishing past the limit for stopped and stops asking, until the owner does something", async () => {
  const since = new Date(START - stoppedAfterMs(SETTINGS.buildLimitSeconds) - 1000).toISOString()
  const stale = { status: 200, body: { sha: LATEST, statuses: [statusOf("pending", since)] } }
  const harnessed = harness({ github: stale, live: version(EARLIER) })
  await harnessed.first
  expect(harnessed.strip.dataset.state).toBe("stopped")
  expect(harnessed.strip.textContent).toMatch(/^The build stopped without finishing: see the deploy log in Netlify\./)
  expect(harnessed.timers).toEqual([])
  // The owner starts the build again in Netlify and comes back: it posts publishing again.
  harnessed.answers.github = combined("pending")
  harnessed.owner.dispatchEvent(new Event("visibilitychange"))
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("publishing")
})

it("follows an upload or a deletion: a click or key in the editor starts the watch again", async () => {
  const harnessed = harness({ github: combined("success"), live: version(LATEST) })
  await harnessed.first
  expect(harnessed.strip.dataset.state).toBe("live")
  expect(harnessed.timers).toEqual([])
  // An upload in the media library: a click, then a commit the editor says nothing of.
  harnessed.owner.dispatchEvent(new Event("click"))
  harnessed.answers.github = { status: 200, body: { sha: "c".repeat(40), statuses: [] } }
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.textContent).toBe("Saved, not yet published")
  harnessed.answers.github = { status: 200, body: { sha: "c".repeat(40), statuses: [statusOf("pending")] } }
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("publishing")
  harnessed.owner.dispatchEvent(new KeyboardEvent("keydown", { key: "Delete" }))
  expect(harnessed.timers).toHaveLength(1)
})

it("reads its settings from the strip's data attributes, the host's build limit when it has none, and none when one is missing", () => {
  const strip = document.createElement("div")
  const { repository, branch, context, deployContext, liveUrl } = SETTINGS
  Object.assign(strip.dataset, { repository, branch, context, deployContext, liveUrl })
  expect(settingsOf(strip)).toEqual(SETTINGS)
  strip.dataset.buildLimit = "600"
  expect(settingsOf(strip)?.buildLimitSeconds).toBe(600)
  delete strip.dataset.deployContext
  expect(settingsOf(strip)?.deployContext).toBe("")
  delete strip.dataset.branch
  expect(settingsOf(strip)).toBeUndefined()
})

it("asks once at a time: what the owner does while a check is asking brings one more check, at the time its answer allows", async () => {
  const harnessed = harness({ github: combined(), live: version(LATEST) })
  // The owner clicks and types while the first check is still waiting for GitHub.
  for (const action of ["click", "keydown", "click"]) harnessed.owner.dispatchEvent(new Event(action))
  await harnessed.first
  await harnessed.advance(CHECK_INTERVAL_MS - 1)
  expect(harnessed.githubRequests()).toEqual([0])
  await harnessed.advance(1)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
})

it("keeps 'Saved, not yet published' when a check asked before the save is answered after it, and asks again", async () => {
  const harnessed = harness({ github: statusReply(EARLIER, "success"), live: version(EARLIER) })
  await harnessed.first
  expect(harnessed.strip.dataset.state).toBe("live")
  // The Save click starts a check; the save lands while GitHub answers it of the commit before.
  harnessed.answers.github = () => {
    harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
    harnessed.answers.github = combined()
    return statusReply(EARLIER, "success")
  }
  harnessed.owner.dispatchEvent(new Event("click"))
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
  expect(harnessed.strip.textContent).toBe("Saved, not yet published")
  // The save's commit, asked for after it: the live site is behind it, and no build has said anything yet.
  harnessed.answers.commits = listed([LATEST, START + CHECK_INTERVAL_MS], [EARLIER, START - 60 * 60_000])
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS, 2 * CHECK_INTERVAL_MS])
  expect(harnessed.strip.textContent).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
})

it("does not take the head GitHub had before a save for its answer, until a newer head appears or the save's watch ends", async () => {
  const harnessed = harness({ github: statusReply(EARLIER, "success"), live: version(EARLIER) })
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(says(SENTENCES.live, CLOCK, ""))
  const shown: Array<string | null> = []
  new MutationObserver(() => shown.push(harnessed.strip.textContent)).observe(harnessed.strip, { childList: true })
  // Saved; GitHub's branch still answers the head before the save for the next check.
  harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
  expect(harnessed.strip.textContent).toBe("Saved, not yet published")
  harnessed.answers.github = combined()
  harnessed.answers.commits = listed([LATEST, START + 30_000], [EARLIER, START - 60 * 60_000])
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.textContent).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
  expect(shown.filter((sentence) => /^Live/.test(sentence ?? ""))).toEqual([])
  // A save that made no commit: the head before it is its answer once the save's watch is over.
  const unchanged = harness({ github: statusReply(EARLIER, "success"), live: version(EARLIER) })
  await unchanged.first
  unchanged.strip.dispatchEvent(new Event(SAVED_EVENT))
  await unchanged.advance(watchMs(HOST_BUILD_LIMIT_SECONDS) - 1)
  expect(unchanged.strip.textContent).toBe("Saved, not yet published")
  await unchanged.advance(CHECK_INTERVAL_MS)
  expect(unchanged.strip.textContent).toMatch(says(SENTENCES.live, CLOCK, ""))
  expect(unchanged.timers).toEqual([])
})

it("takes a save's own commit for its answer though a check read it a second before the save's event: 'Live' once it is", async () => {
  const harnessed = harness({ github: statusReply(EARLIER, "success"), live: version(EARLIER) })
  await harnessed.first
  const shown: Array<string | null> = []
  new MutationObserver(() => shown.push(harnessed.strip.textContent)).observe(harnessed.strip, { childList: true })
  // The owner clicks Save a minute in; the save begins, its commit lands, and the check the click brought reads it.
  await harnessed.advance(CHECK_INTERVAL_MS - 1_000)
  harnessed.owner.dispatchEvent(new Event("click"))
  harnessed.strip.dispatchEvent(new Event(SAVING_EVENT))
  harnessed.answers.github = combined()
  harnessed.answers.commits = listed([LATEST, START + CHECK_INTERVAL_MS - 500], [EARLIER, START - 60 * 60_000])
  await harnessed.advance(1_000)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
  // A second later the save's event comes.
  await harnessed.advance(1_000)
  harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
  expect(harnessed.strip.textContent).toBe("Saved, not yet published")
  harnessed.answers.github = { status: 200, body: { sha: LATEST, statuses: [statusOf("pending", "2026-11-25T19:12:00Z")] } }
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("publishing")
  harnessed.answers.github = combined("success")
  harnessed.answers.live = version(LATEST, "2026-11-25T19:13:00Z")
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.textContent).toMatch(says(SENTENCES.live, CLOCK, ""))
  const live = shown.length - 1
  await harnessed.advance(watchMs(HOST_BUILD_LIMIT_SECONDS))
  expect(shown.slice(live).filter((sentence) => sentence === "Saved, not yet published")).toEqual([])
})

it("watches from the opening when it finds a save no build has reported on yet, and stops when the watch is over", async () => {
  const harnessed = harness({
    github: combined(),
    live: version(EARLIER),
    commits: listed([LATEST, START - 60_000], [EARLIER, START - 60 * 60_000]),
  })
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
  // Its build starts and publishes it.
  harnessed.answers.github = combined("pending")
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.textContent).toMatch(/^Publishing… since \d\d:\d\d$/)
  harnessed.answers.github = combined("success")
  harnessed.answers.live = version(LATEST)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("live")
  await harnessed.advance(watchMs(HOST_BUILD_LIMIT_SECONDS))
  expect(harnessed.timers).toEqual([])
})

it("checks again when GitHub's limit ends, as its sentence says, and not before", async () => {
  const limit = { status: 403, body: {}, headers: allowance(0, 10 * 60_000) }
  const harnessed = harness({ github: limit, live: version(LATEST) })
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(/Cannot check later saves before \d\d:\d\d\.$/)
  harnessed.answers.github = combined()
  await harnessed.advance(10 * 60_000 - 1)
  expect(harnessed.githubRequests()).toEqual([0])
  await harnessed.advance(1)
  expect(harnessed.githubRequests()).toEqual([0, 10 * 60_000])
  expect(harnessed.strip.dataset.state).toBe("live")
  expect(harnessed.timers).toEqual([])
})

it("waits out a repeated secondary limit longer each time, and a minute again once GitHub answers", async () => {
  const harnessed = harness({ github: { status: 429, body: {} }, live: version(EARLIER) })
  await harnessed.first
  await harnessed.advance(LEAST_LIMIT_WAIT_MS)
  expect(harnessed.githubRequests()).toEqual([0, LEAST_LIMIT_WAIT_MS])
  // Refused again: twice the wait.
  await harnessed.advance(2 * LEAST_LIMIT_WAIT_MS - 1)
  expect(harnessed.githubRequests()).toEqual([0, LEAST_LIMIT_WAIT_MS])
  harnessed.answers.github = combined("pending")
  await harnessed.advance(1)
  expect(harnessed.githubRequests()).toEqual([0, LEAST_LIMIT_WAIT_MS, 3 * LEAST_LIMIT_WAIT_MS])
  expect(harnessed.strip.dataset.state).toBe("publishing")
  // Refused once more after an answer: a minute, not four.
  harnessed.answers.github = { status: 429, body: {} }
  await harnessed.advance(CHECK_INTERVAL_MS)
  await harnessed.advance(LEAST_LIMIT_WAIT_MS)
  expect(harnessed.githubRequests()).toEqual([
    0,
    LEAST_LIMIT_WAIT_MS,
    3 * LEAST_LIMIT_WAIT_MS,
    3 * LEAST_LIMIT_WAIT_MS + CHECK_INTERVAL_MS,
    3 * LEAST_LIMIT_WAIT_MS + CHECK_INTERVAL_MS + LEAST_LIMIT_WAIT_MS,
  ])
})

it.each([
  ["deploy-preview", "This editor is on a deploy preview, not the live site"],
  ["branch-deploy", "This editor is on a branch deploy, not the live site"],
])("on a %s says so, links the live site's editor and asks nothing, whatever the owner does", async (deployContext, start) => {
  const harnessed = harness({ github: combined(), live: version(LATEST) }, undefined, { ...SETTINGS, deployContext })
  await harnessed.first
  harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
  for (const action of ["click", "keydown", "visibilitychange"]) harnessed.owner.dispatchEvent(new Event(action))
  await harnessed.advance(watchMs(HOST_BUILD_LIMIT_SECONDS))
  expect(harnessed.asked).toEqual([])
  expect(harnessed.strip.dataset.state).toBe("preview")
  expect(harnessed.strip.textContent).toBe(
    `${start}: nothing is checked here. The live site's editor: ${SETTINGS.liveUrl}/admin/`,
  )
  expect(harnessed.strip.querySelector("a")?.getAttribute("href")).toBe(`${SETTINGS.liveUrl}/admin/`)
})

it("says a save made while GitHub refuses is saved, with when it can check, never the earlier version's live sentence", async () => {
  const harnessed = harness({ github: combined("success"), live: version(LATEST) })
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(says(SENTENCES.live, CLOCK, ""))
  // A secondary limit on the next check, then a save while it lasts.
  harnessed.owner.dispatchEvent(new Event("click"))
  harnessed.answers.github = { status: 403, body: {}, headers: { "retry-after": "300" } }
  await harnessed.advance(CHECK_INTERVAL_MS)
  harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
  expect(harnessed.strip.textContent).toMatch(/^Saved, not yet published \(cannot check again before \d\d:\d\d\)$/)
  // Refused once more when it asks again: still the save, not the version before it.
  await harnessed.advance(300_000)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS, CHECK_INTERVAL_MS + 300_000])
  expect(harnessed.strip.dataset.state).toBe("saved")
  expect(harnessed.strip.textContent).toMatch(/^Saved, not yet published \(cannot check again before \d\d:\d\d\)$/)
})

it("waits out a refusal of any of its requests to GitHub (a commit's retry-after too) before asking GitHub anything", async () => {
  const harnessed = harness({
    github: combined(),
    live: version(EARLIER),
    commits: { status: 403, body: { message: "You have exceeded a secondary rate limit." }, headers: { "retry-after": "300" } },
  })
  const toGithub = () => harnessed.asked.filter(({ address }) => address.startsWith(API)).map(({ at }) => at - START)
  await harnessed.first
  expect(toGithub()).toEqual([0, 0])
  harnessed.answers.commits = listed([LATEST, START - 60_000], [EARLIER, START - 60 * 60_000])
  await harnessed.advance(300_000 - 1)
  expect(toGithub()).toEqual([0, 0])
  await harnessed.advance(1)
  // The branch, the list, the live save's status.
  expect(toGithub()).toEqual([0, 0, 300_000, 300_000, 300_000])
  expect(harnessed.strip.textContent).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
})

it("says an upload (the head changed without the Save event) is saved when GitHub then refuses, never the earlier live sentence", async () => {
  const harnessed = harness({
    github: { status: 200, body: { sha: EARLIER, statuses: [statusOf("success")] } },
    live: version(EARLIER),
  })
  await harnessed.first
  expect(harnessed.strip.textContent).toMatch(says(SENTENCES.live, CLOCK, ""))
  // An upload: a click, then a new head; GitHub answers the branch but refuses the list of commits.
  harnessed.owner.dispatchEvent(new Event("click"))
  harnessed.answers.github = combined()
  harnessed.answers.commits = {
    status: 403,
    body: { message: "You have exceeded a secondary rate limit." },
    headers: { "retry-after": "300" },
  }
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("saved")
  expect(harnessed.strip.textContent).toMatch(/^Saved, not yet published \(cannot check again before \d\d:\d\d\)$/)
})

describe("a phone whose clock is 8 minutes fast, a minute after a save", () => {
  const EIGHT_MINUTES = 8 * 60_000
  /** GitHub's and the site's times are 8 minutes behind the phone's: the save was made at 19:01 on theirs. */
  const answers = (siteClockMs: number | null) => ({
    siteClockMs,
    github: combined(),
    live: version(EARLIER),
    commits: listed([LATEST, START - EIGHT_MINUTES - 60_000], [EARLIER, START - 60 * 60_000]),
  })

  it.each([
    ["counts the wait on the site's clock, set from /version.json's Date", -EIGHT_MINUTES, 6],
    ["without the site's Date, counts it on the phone from when the strip first saw the save", null, 7],
  ])("%s", async (_, siteClockMs, stillWaitingAfter) => {
    const harnessed = harness(answers(siteClockMs))
    await harnessed.first
    expect(harnessed.strip.textContent).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
    await harnessed.advance(stillWaitingAfter * 60_000)
    expect(harnessed.strip.dataset.state).toBe("saved")
    await harnessed.advance(60_000)
    expect(harnessed.strip.textContent).toMatch(/^No build has reported on your save of \d\d:\d\d in 8 minutes\./)
  })
})

describe("a save made while a long build runs: the queue as Netlify runs it", () => {
  /** A's save, whose build runs 12 minutes; B, saved during it, which Netlify skips; C, the newest. */
  const [A, B, C] = [PREVIOUS, "d".repeat(40), LATEST]
  /** Older than the live save: never asked about. */
  const OLDER = "e".repeat(40)
  const LIVE = EARLIER
  const minutes = (count: number) => count * 60_000
  /** Every sentence the strip shows from now on, in order. */
  function record(strip: HTMLElement) {
    const shown: Array<{ state?: string; sentence: string | null }> = []
    new MutationObserver(() => shown.push({ state: strip.dataset.state, sentence: strip.textContent })).observe(strip, {
      childList: true,
      characterData: true,
      subtree: true,
    })
    return shown
  }
  const neverRedNorToken = (shown: ReturnType<typeof record>) => {
    expect(shown.filter(({ state }) => state === "failed" || state === "stopped")).toEqual([])
    expect(shown.filter(({ sentence }) => /token/.test(sentence ?? ""))).toEqual([])
  }

  it("says C waits for A's build while it can run, skips B, then follows C's own build to 'Live' with no touch", async () => {
    const harnessed = harness({
      github: combined(),
      live: version(LIVE),
      commits: listed(
        [C, START - minutes(1)],
        [B, START - minutes(3)],
        [A, START - minutes(6)],
        [LIVE, START - minutes(30)],
        [OLDER, START - minutes(60)],
      ),
      statuses: { [A]: statusReply(A, "pending", START - minutes(5)), [LIVE]: statusReply(LIVE, "success", START - minutes(28)) },
    })
    const shown = record(harnessed.strip)
    await harnessed.first
    const queued = /^Waiting for Netlify to finish the build of (\d\d:\d\d); yours \((\d\d:\d\d)\) builds next\.$/
    expect(harnessed.strip.textContent).toMatch(queued)
    const [, running, yours] = queued.exec(harnessed.strip.textContent ?? "") ?? []
    expect([running, yours]).toEqual(
      [new Date(START - minutes(6)), new Date(START - minutes(1))].map((time) => time.toTimeString().slice(0, 5)),
    )
    // A's build runs 12 minutes in all: the strip waits with it, asking A's status again at each
    // check (it may end or fail), nothing more of the queue.
    for (let minute = 1; minute <= 7; minute++) {
      await harnessed.advance(CHECK_INTERVAL_MS)
      expect(harnessed.strip.textContent).toMatch(queued)
    }
    expect([listRequests(harnessed.asked), statusRequests(harnessed.asked, B), statusRequests(harnessed.asked, A)]).toEqual([
      1, 1, 8,
    ])
    expect(statusRequests(harnessed.asked, LIVE) + statusRequests(harnessed.asked, OLDER)).toBe(0)
    // A is live; Netlify skips B and sets up C's build.
    harnessed.answers.live = version(A, new Date(START + minutes(7)).toISOString())
    harnessed.answers.statuses = { [A]: statusReply(A, "success", START + minutes(7)) }
    harnessed.answers.commits = listed([C, START - minutes(1)], [B, START - minutes(3)], [A, START - minutes(6)])
    await harnessed.advance(CHECK_INTERVAL_MS)
    expect(harnessed.strip.textContent).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
    // C's set-up takes 3 minutes, its build 2.
    await harnessed.advance(minutes(2))
    expect(harnessed.strip.dataset.state).toBe("saved")
    harnessed.answers.github = {
      status: 200,
      body: { sha: C, statuses: [statusOf("pending", new Date(START + minutes(11)).toISOString())] },
    }
    await harnessed.advance(minutes(2))
    expect(harnessed.strip.textContent).toMatch(/^Publishing… since \d\d:\d\d$/)
    harnessed.answers.github = combined("success")
    harnessed.answers.live = version(C, new Date(START + minutes(13)).toISOString())
    await harnessed.advance(minutes(2))
    expect(harnessed.strip.dataset.state).toBe("live")
    expect(harnessed.timers).toEqual([])
    neverRedNorToken(shown)
  })

  it("holds on a phone with one bar: each of GitHub's answers after 3 s, the owner typing every second for 8 minutes", async () => {
    /** C waits behind A's 10-minute build; A goes live at 8 minutes, then C is built. */
    async function run(typing: boolean) {
      const harnessed = harness({
        github: combined(),
        live: version(LIVE),
        commits: listed(
          [C, START - minutes(1)],
          [B, START - minutes(2)],
          [A, START - minutes(3)],
          [LIVE, START - minutes(30)],
          [OLDER, START - minutes(60)],
        ),
        statuses: {
          [A]: statusReply(A, "pending", START - minutes(2)),
          [LIVE]: statusReply(LIVE, "success", START - minutes(28)),
        },
        githubTakesMs: 3_000,
      })
      const shown = record(harnessed.strip)
      // GitHub's requests until the strip says Live (the owner's touches then watch on for a while: an upload commits too).
      let requestsUntilLive = 0
      new MutationObserver(() => {
        if (harnessed.strip.dataset.state === "live" && requestsUntilLive === 0)
          requestsUntilLive = harnessed.asked.filter(({ address }) => address.startsWith(API)).length
      }).observe(harnessed.strip, { childList: true })
      for (let second = 0; second < 8 * 60; second++) {
        if (typing) harnessed.owner.dispatchEvent(new Event("keydown"))
        await harnessed.advance(1_000)
      }
      harnessed.answers.live = version(A, new Date(START + minutes(8)).toISOString())
      harnessed.answers.statuses = { [A]: statusReply(A, "success", START + minutes(8)) }
      harnessed.answers.commits = listed([C, START - minutes(1)], [B, START - minutes(2)], [A, START - minutes(3)])
      await harnessed.advance(minutes(3))
      harnessed.answers.github = {
        status: 200,
        body: { sha: C, statuses: [statusOf("pending", new Date(START + minutes(11)).toISOString())] },
      }
      await harnessed.advance(minutes(2))
      harnessed.answers.github = combined("success")
      harnessed.answers.live = version(C, new Date(START + minutes(13)).toISOString())
      await harnessed.advance(minutes(3))
      return { shown, state: harnessed.strip.dataset.state, requestsUntilLive }
    }
    const typed = await run(true)
    expect(typed.shown.filter(({ sentence }) => /Cannot check/.test(sentence ?? ""))).toEqual([])
    expect(typed.shown.filter(({ sentence }) => /builds next/.test(sentence ?? "")).length).toBeGreaterThan(0)
    expect(typed.state).toBe("live")
    neverRedNorToken(typed.shown)
    expect(typed.requestsUntilLive).toBeGreaterThan(0)
    expect(typed.requestsUntilLive).toBeLessThanOrEqual((await run(false)).requestsUntilLive)
  })

  it("says C waits for the live save's own next photo build, then follows its own", async () => {
    const harnessed = harness({
      github: combined(),
      live: version(LIVE),
      commits: listed([C, START - minutes(1)], [LIVE, START - minutes(30)], [OLDER, START - minutes(60)]),
      statuses: { [LIVE]: statusReply(LIVE, "pending", START - minutes(4)) },
    })
    const shown = record(harnessed.strip)
    await harnessed.first
    const queued = /^Waiting for Netlify to finish the build of \d\d:\d\d; yours \(\d\d:\d\d\) builds next\.$/
    expect(harnessed.strip.textContent).toMatch(queued)
    for (let minute = 1; minute <= 10; minute++) {
      await harnessed.advance(CHECK_INTERVAL_MS)
      expect(harnessed.strip.textContent).toMatch(queued)
    }
    // The photo build publishes: the same commit, built anew.
    harnessed.answers.live = version(LIVE, new Date(START + minutes(11)).toISOString())
    harnessed.answers.statuses = { [LIVE]: statusReply(LIVE, "success", START + minutes(11)) }
    await harnessed.advance(CHECK_INTERVAL_MS)
    expect(harnessed.strip.textContent).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
    harnessed.answers.github = combined("success")
    harnessed.answers.live = version(C, new Date(START + minutes(15)).toISOString())
    await harnessed.advance(minutes(4))
    expect(harnessed.strip.dataset.state).toBe("live")
    expect(statusRequests(harnessed.asked, OLDER)).toBe(0)
    neverRedNorToken(shown)
  })

  it.each([
    ["no live version can be read", { status: 500, body: {} }],
    ["the live save is not on the branch (a rollback, or the head rewritten)", version(OLDER)],
  ])("when %s, walks the listed saves to the first build found", async (_, live) => {
    const harnessed = harness({
      github: combined(),
      live,
      commits: listed([C, START - minutes(1)], [B, START - minutes(3)], [A, START - minutes(6)], [LIVE, START - minutes(30)]),
      statuses: { [B]: statusReply(B, "pending", START - minutes(2)), [A]: statusReply(A, "success", START - minutes(4)) },
    })
    await harnessed.first
    expect(harnessed.strip.textContent).toMatch(
      /^Waiting for Netlify to finish the build of \d\d:\d\d; yours \(\d\d:\d\d\) builds next\.$/,
    )
    expect([
      statusRequests(harnessed.asked, B),
      statusRequests(harnessed.asked, A),
      statusRequests(harnessed.asked, LIVE),
    ]).toEqual([1, 0, 0])
  })

  it("asks each save's status once while the head stays the same, and a finished one never again", async () => {
    const harnessed = harness({
      github: combined(),
      live: version(LIVE),
      commits: listed([C, START - minutes(1)], [B, START - minutes(3)], [LIVE, START - minutes(30)]),
      statuses: { [LIVE]: statusReply(LIVE, "success", START - minutes(28)) },
    })
    await harnessed.first
    await harnessed.advance(minutes(20))
    expect(statusRequests(harnessed.asked, B)).toBe(1)
    expect(statusRequests(harnessed.asked, LIVE)).toBe(1)
    expect(listRequests(harnessed.asked)).toBe(1)
    expect(harnessed.strip.dataset.state).toBe("unknown")
  })
})

describe("the owner's second week: builds that run long, and saves during them", () => {
  const minutes = (count: number) => count * 60_000
  const iso = (at: number) => new Date(at).toISOString()
  const hhmm = (at: number) => new Date(at).toTimeString().slice(0, 5)
  const LIVE = EARLIER
  /** The branch's head `sha`, with the plugin's status on it (none unless given). */
  const head = (sha: string, state?: string, since = START): Reply => statusReply(sha, state, since)
  const queued = /^Waiting for Netlify to finish the build of (\d\d:\d\d); yours \((\d\d:\d\d)\) builds next\.$/
  /** What the strip shows at each change; the sentences a waiting owner must never see. */
  function record(strip: HTMLElement) {
    const shown: string[] = []
    new MutationObserver(() => shown.push(`${strip.dataset.state}: ${strip.textContent}`)).observe(strip, {
      childList: true,
      characterData: true,
      subtree: true,
    })
    return shown
  }
  const neverMisleads = (shown: string[]) =>
    expect(shown.filter((said) => /^(failed|stopped)|token|No build has reported/.test(said))).toEqual([])

  it("a save half a minute after a build that left photos waiting waits for the live save's photo build, then is built, with no touch", async () => {
    const committed = START - minutes(8)
    const published = START - minutes(1)
    const harnessed = harness({
      github: head(LIVE, "success", published),
      live: version(LIVE, iso(published), 12),
      statuses: { [LIVE]: statusReply(LIVE, "success", published) },
    })
    const shown = record(harnessed.strip)
    await harnessed.first
    expect(harnessed.strip.dataset.state).toBe("live")
    // The owner saves half a minute later.
    await harnessed.advance(30_000)
    const saved = START + 30_000
    harnessed.answers.github = head(LATEST)
    harnessed.answers.commits = listed([LATEST, saved], [LIVE, committed])
    harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
    await harnessed.advance(30_000)
    // The photo build of the live save reports a minute later and runs 12 minutes.
    const photoBuild = START + minutes(1) + 30_000
    await harnessed.advance(photoBuild - START - minutes(1))
    harnessed.answers.statuses = { [LIVE]: statusReply(LIVE, "pending", photoBuild) }
    for (let at = photoBuild; at < photoBuild + minutes(12); at += CHECK_INTERVAL_MS) {
      await harnessed.advance(CHECK_INTERVAL_MS)
      expect(harnessed.strip.textContent).toMatch(queued)
      expect(queued.exec(harnessed.strip.textContent ?? "")?.slice(1)).toEqual([hhmm(committed), hhmm(saved)])
    }
    // It publishes the remaining photos; the save's own build starts and publishes it.
    const photosLive = photoBuild + minutes(12)
    harnessed.answers.live = version(LIVE, iso(photosLive))
    harnessed.answers.statuses = { [LIVE]: statusReply(LIVE, "success", photosLive) }
    await harnessed.advance(minutes(3))
    expect(harnessed.strip.textContent).toBe(`Waiting for Netlify to build your save of ${hhmm(saved)}`)
    harnessed.answers.github = head(LATEST, "pending", photosLive + minutes(3))
    await harnessed.advance(minutes(1))
    expect(harnessed.strip.dataset.state).toBe("publishing")
    harnessed.answers.github = head(LATEST, "success", photosLive + minutes(6))
    harnessed.answers.live = version(LATEST, iso(photosLive + minutes(6)))
    await harnessed.advance(minutes(3))
    expect(harnessed.strip.dataset.state).toBe("live")
    neverMisleads(shown)
    // Each check asked the live save's status again while photos waited, and the list once.
    expect(listRequests(harnessed.asked)).toBe(1)
  })

  it("twelve saves 30 s apart while a 15-minute build runs wait for it, then the newest is built, with no touch", async () => {
    const A = PREVIOUS
    const aCommitted = START - minutes(3)
    const aStarted = START - minutes(1)
    const saves = Array.from({ length: 12 }, (_, index) => ({
      sha: (index + 1).toString(16).padStart(2, "0").repeat(20),
      at: START + (index + 1) * 30_000,
    }))
    const harnessed = harness({
      github: head(A, "pending", aStarted),
      live: version(LIVE),
      statuses: { [A]: statusReply(A, "pending", aStarted) },
    })
    const shown = record(harnessed.strip)
    await harnessed.first
    expect(harnessed.strip.dataset.state).toBe("publishing")
    for (const [index, save] of saves.entries()) {
      await harnessed.advance(30_000)
      const newestFirst = saves.slice(0, index + 1).reverse()
      harnessed.answers.github = head(save.sha)
      harnessed.answers.commits = listed(
        ...newestFirst.map(({ sha, at }): [string, number] => [sha, at]),
        [A, aCommitted],
        [LIVE, START - minutes(30)],
      )
      harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
    }
    const newest = saves[11]
    // A's build ends 15 minutes after it started: until then, every check says the newest save waits for it.
    const aLive = aStarted + minutes(15)
    for (let at = START + minutes(6); at + CHECK_INTERVAL_MS < aLive; at += CHECK_INTERVAL_MS) {
      await harnessed.advance(CHECK_INTERVAL_MS)
      expect(queued.exec(harnessed.strip.textContent ?? "")?.slice(1)).toEqual([hhmm(aCommitted), hhmm(newest.at)])
    }
    harnessed.answers.live = version(A, iso(aLive))
    harnessed.answers.statuses = { [A]: statusReply(A, "success", aLive) }
    await harnessed.advance(minutes(2))
    expect(harnessed.strip.textContent).toBe(`Waiting for Netlify to build your save of ${hhmm(newest.at)}`)
    harnessed.answers.github = head(newest.sha, "pending", aLive + minutes(3))
    await harnessed.advance(minutes(3))
    expect(harnessed.strip.dataset.state).toBe("publishing")
    harnessed.answers.github = head(newest.sha, "success", aLive + minutes(6))
    harnessed.answers.live = version(newest.sha, iso(aLive + minutes(6)))
    await harnessed.advance(minutes(3))
    expect(harnessed.strip.dataset.state).toBe("live")
    neverMisleads(shown)
    // No save between A and the newest was asked about: while A ran, none had a build of its own.
    expect(saves.slice(0, 11).map(({ sha }) => statusRequests(harnessed.asked, sha))).toEqual(saves.slice(0, 11).map(() => 0))
  })
})

it("follows a live save while photos wait, says when the build adding them failed, and then stops asking", async () => {
  const published = START - 10 * 60_000
  const harnessed = harness({
    github: statusReply(EARLIER, "success", published),
    live: version(EARLIER, new Date(published).toISOString(), 28),
  })
  await harnessed.first
  expect(harnessed.strip.dataset.state).toBe("live")
  // Its photo build posts on the same commit, and fails.
  harnessed.answers.github = statusReply(EARLIER, "pending", START)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("live")
  harnessed.answers.github = statusReply(EARLIER, "failure", START + 2 * CHECK_INTERVAL_MS)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("failed")
  expect(harnessed.strip.textContent).toMatch(says(SENTENCES.photosFailed, CLOCK))
  expect(harnessed.timers).toEqual([])
})
