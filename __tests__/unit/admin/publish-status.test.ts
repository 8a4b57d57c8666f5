import {
  CHECK_INTERVAL_MS,
  clockTime,
  isRateLimited,
  keepChecking,
  LEAST_INTERVAL_MS,
  LEAST_LIMIT_WAIT_MS,
  MOST_LIMIT_WAIT_MS,
  nextCheckIn,
  ownerSentence,
  queuedForMs,
  evidenceNeeded,
  STARTS_WITHIN_MS,
  readAllowance,
  readCommit,
  readGithubAnswer,
  readLiveVersion,
  stoppedAfterMs,
  watchMs,
  type GithubAnswer,
  type LiveVersion,
  type OwnerSentence,
} from "../../../src/admin/publish-status"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"
import { STATUS_CONTEXT } from "../../../src/host/publishing"

/**
 * The owner's sentence in the strip above the editor, for each thing GitHub and the live site's
 * /version.json can say, with times in Massachusetts (UTC-5 in November).
 */
const ZONE = "America/New_York"
const NOW = new Date("2026-11-25T19:10:00Z") // 14:10 in Massachusetts
const LATEST = "b".repeat(40)
const EARLIER = "a".repeat(40)
const LIMIT = HOST_BUILD_LIMIT_SECONDS
const liveAt = (commit: string | null, warnings: string[] = []): LiveVersion => ({
  commit,
  builtAt: "2026-11-25T19:05:00Z",
  warnings,
})
type Read = Extract<GithubAnswer, { kind: "read" }>
const PREVIOUS = "c".repeat(40)
const read = (status?: Read["status"], committedAt?: string, parentStatus?: Read["parentStatus"]): GithubAnswer => ({
  kind: "read",
  latestCommit: LATEST,
  status,
  ...(committedAt ? { committedAt, parent: PREVIOUS } : {}),
  ...(parentStatus ? { parentStatus } : {}),
})
const sentence = (answer: GithubAnswer, live?: LiveVersion, lastAnswered?: OwnerSentence) =>
  ownerSentence(answer, live, NOW, { buildLimitSeconds: LIMIT, timeZone: ZONE, lastAnswered })
const ago = (milliseconds: number) => new Date(NOW.getTime() - milliseconds).toISOString()

describe("ownerSentence", () => {
  it("says a build is publishing, since when", () => {
    const publishing = read({ state: "pending", description: "Publishing your change", since: "2026-11-25T19:02:00Z" })
    expect(sentence(publishing, liveAt(EARLIER))).toEqual({ state: "publishing", sentence: "Publishing… since 14:02" })
  })

  it("says the latest save is live since the live site was built when no status says when, with its warnings", () => {
    // A rebuild of the live commit: its status says when the rebuild started, not when the save went live.
    const rebuilding = read({ state: "pending", description: "Publishing your change", since: "2026-11-25T19:09:00Z" })
    expect(sentence(rebuilding, liveAt(LATEST))).toEqual({ state: "live", sentence: "Live since 14:05" })
    const warned = liveAt(LATEST, ['gallery.json: entry 3 names "deck.jpg", which is not in content/gallery/'])
    expect(sentence(rebuilding, warned)).toEqual({
      state: "live",
      sentence: 'Live since 14:05 (1 warning: gallery.json: entry 3 names "deck.jpg", which is not in content/gallery/)',
    })
    expect(sentence(rebuilding, liveAt(LATEST, ["First.", "Second."])).sentence).toBe(
      "Live since 14:05 (2 warnings, the first: First.)",
    )
  })

  it("says why a save was not published and which version the site still shows", () => {
    const failed = read({
      state: "failure",
      description: 'services.json: entry 2 ("Decks") has no description.',
      since: "2026-11-25T19:08:00Z",
    })
    expect(sentence(failed, liveAt(EARLIER))).toEqual({
      state: "failed",
      sentence: 'Not published: services.json: entry 2 ("Decks") has no description. The site still shows the version of 14:05.',
    })
    // GitHub's cut description ends in an ellipsis; a status of "error" is a failure too.
    const cut = read({ state: "error", description: "A long line…", since: "2026-11-25T19:08:00Z" })
    expect(sentence(cut, liveAt(EARLIER)).sentence).toBe("Not published: A long line. The site still shows the version of 14:05.")
    expect(sentence(failed, undefined).sentence).toBe('Not published: services.json: entry 2 ("Decks") has no description.')
  })

  it("says a save that started no build is saved, not yet published", () => {
    expect(sentence(read(), liveAt(EARLIER))).toEqual({ state: "saved", sentence: "Saved, not yet published" })
  })

  it("says the latest save is live since its status went to success, when the plugin said so", () => {
    const live = read({ state: "success", description: "Live", since: "2026-11-25T19:07:00Z" })
    expect(sentence(live, liveAt(LATEST, ["One."]))).toEqual({ state: "live", sentence: "Live since 14:07 (1 warning: One.)" })
  })

  it("keeps what the live site says when GitHub refuses or does not answer, and cannot check when neither can be read", () => {
    expect(sentence({ kind: "unavailable" }, liveAt(EARLIER, ["One."]))).toEqual({
      state: "unknown",
      sentence: "The site shows the version of 14:05 (1 warning: One.). Cannot check later saves right now.",
    })
    expect(sentence({ kind: "unavailable" }, undefined)).toEqual({ state: "unknown", sentence: "Cannot check right now" })
    expect(sentence(read(), undefined)).toEqual({ state: "unknown", sentence: "Cannot check right now" })
    expect(sentence({ kind: "hidden" }, undefined)).toEqual({ state: "unknown", sentence: "Cannot check right now" })
  })

  it("keeps the last sentence GitHub gave while its allowance is used up, and says until when", () => {
    const limited: GithubAnswer = { kind: "limited", until: Date.parse("2026-11-25T19:20:00Z") }
    const publishing: OwnerSentence = { state: "publishing", sentence: "Publishing… since 14:02" }
    expect(sentence(limited, liveAt(EARLIER), publishing)).toEqual({
      state: "publishing",
      sentence: "Publishing… since 14:02 (cannot check again before 14:20)",
    })
    expect(sentence(limited, liveAt(EARLIER))).toEqual({
      state: "unknown",
      sentence: "The site shows the version of 14:05. Cannot check later saves before 14:20.",
    })
    expect(sentence(limited, undefined).sentence).toBe("Cannot check later saves before 14:20.")
  })

  it("for a branch GitHub does not show shows what the live site says, and each thing the refusal can be", () => {
    expect(sentence({ kind: "hidden" }, liveAt(EARLIER, ["One."]))).toEqual({
      state: "unknown",
      sentence:
        'The site shows the version of 14:05 (1 warning: One.). Later saves cannot be checked from here: GitHub shows them only to an owner signed in with a token that may read "Commit statuses", and only on the branch the site builds (CMS_BRANCH). See docs/putting-online.md, step 4.',
    })
  })

  it("takes the live site's word that the latest commit is live over a rebuild's status", () => {
    const rebuilding = read({ state: "pending", description: "Publishing your change", since: "2026-11-25T19:09:00Z" })
    expect(sentence(rebuilding, liveAt(LATEST))).toEqual({ state: "live", sentence: "Live since 14:05" })
  })

  it("says a build still publishing past the build limit and a margin stopped, and what the site still shows", () => {
    const pendingFor = (milliseconds: number) =>
      read({ state: "pending", description: "Publishing your change", since: ago(milliseconds) })
    expect(sentence(pendingFor(stoppedAfterMs(LIMIT)), liveAt(EARLIER)).state).toBe("publishing")
    expect(sentence(pendingFor(stoppedAfterMs(LIMIT) + 1000), liveAt(EARLIER))).toEqual({
      state: "stopped",
      sentence: "The build stopped without finishing: see the deploy log in Netlify. The site still shows the version of 14:05.",
    })
    // A shorter limit the site was built with stops sooner.
    const short = ownerSentence(pendingFor(stoppedAfterMs(300) + 1000), liveAt(EARLIER), NOW, { buildLimitSeconds: 300 })
    expect(short.state).toBe("stopped")
    expect(stoppedAfterMs(LIMIT)).toBeGreaterThan(LIMIT * 1000)
  })

  it("says a published save the site does not show (a rollback, auto-publishing stopped), and what to check", () => {
    const published = read({ state: "success", description: "Live", since: "2026-11-25T19:07:00Z" })
    expect(sentence(published, liveAt(EARLIER))).toEqual({
      state: "behind",
      sentence:
        "Published at 14:07, but the site still shows the version of 14:05: in Netlify, check Deploys (the published deploy, auto-publishing).",
    })
    // A site built without git names no commit: the plugin's word is taken.
    expect(sentence(published, liveAt(null))).toEqual({ state: "live", sentence: "Live since 14:07" })
  })

  it("says the live site's version cannot be read rather than that a published save is live", () => {
    const published = read({ state: "success", description: "Live", since: "2026-11-25T19:07:00Z" })
    expect(sentence(published, undefined)).toEqual({
      state: "unknown",
      sentence: "Published at 14:07, but the live site's version (/version.json) cannot be read: open the site to check.",
    })
  })

  it("says a save no build has reported on yet waits for its build while it may still be starting", () => {
    // Saved at 14:02, asked at 14:10 (within the host's set-up and the margin: 7.5 minutes, asked at 14:09).
    const atNine = ownerSentence(read(undefined, "2026-11-25T19:02:00Z"), liveAt(EARLIER), new Date("2026-11-25T19:09:00Z"), {
      buildLimitSeconds: LIMIT,
      timeZone: ZONE,
    })
    expect(atNine).toEqual({ state: "saved", sentence: "Waiting for Netlify to build your save of 14:02" })
    expect(sentence(read(undefined, ago(STARTS_WITHIN_MS)), liveAt(EARLIER)).state).toBe("saved")
    expect(STARTS_WITHIN_MS).toBe(7.5 * 60_000)
    // Without the commit's time, only what the save itself says.
    expect(sentence(read(), liveAt(EARLIER))).toEqual({ state: "saved", sentence: "Saved, not yet published" })
  })

  it("keeps waiting behind a build of the save before it, as long as that build explains it, never naming the token", () => {
    // Twenty minutes without a status, the save before it publishing since 18 minutes ago (a photo build).
    const running = { state: "pending" as const, description: "Publishing your change", since: ago(18 * 60_000) }
    const twentyMinutes = sentence(read(undefined, ago(20 * 60_000), running), liveAt(EARLIER))
    expect(twentyMinutes.state).toBe("saved")
    expect(twentyMinutes.sentence).toMatch(/^Waiting for Netlify to build your save of \d\d:\d\d$/)
    expect(twentyMinutes.sentence).not.toMatch(/token/)
    expect(sentence(read(undefined, ago(queuedForMs(LIMIT)), running), liveAt(EARLIER)).state).toBe("saved")
    // The bound: the running build's set-up and limit, this build's set-up, a margin: 25 minutes under the host's 15.
    expect(queuedForMs(HOST_BUILD_LIMIT_SECONDS)).toBe(25 * 60_000)
  })

  it("names everything the silence can be once nothing explains the wait: no build ahead, a stopped one, or past the bound", () => {
    const causes =
      "It can be the status token in Netlify missing or expired, GitHub not answering the build, or a build that never started: the deploy log in Netlify (Deploys) shows which (docs/putting-online.md, step 7)."
    const silent = (waitedMs: number, parentStatus?: Read["parentStatus"]) =>
      sentence(read(undefined, ago(waitedMs), parentStatus), liveAt(EARLIER))
    const saidOf = (waitedMs: number) =>
      `No build has reported on your save of ${clockTime(ago(waitedMs), NOW, ZONE)} in ${Math.floor(waitedMs / 60_000)} minutes. ${causes}`
    // Ten minutes, and the save before it has no build running (it is live, or its build ended).
    expect(silent(10 * 60_000)).toEqual({ state: "failed", sentence: saidOf(10 * 60_000) })
    expect(silent(10 * 60_000, { state: "success", description: "Live", since: ago(12 * 60_000) }).sentence).toBe(
      saidOf(10 * 60_000),
    )
    // The build ahead has run longer than the host allows: it stopped, and explains nothing.
    const stopped = {
      state: "pending" as const,
      description: "Publishing your change",
      since: ago(stoppedAfterMs(LIMIT) + 60_000),
    }
    expect(silent(12 * 60_000, stopped).sentence).toBe(saidOf(12 * 60_000))
    // Past the bound, even a build ahead explains nothing more.
    const running = { state: "pending" as const, description: "Publishing your change", since: ago(queuedForMs(LIMIT)) }
    expect(silent(queuedForMs(LIMIT) + 60_000, running)).toEqual({
      state: "failed",
      sentence: saidOf(queuedForMs(LIMIT) + 60_000),
    })
    expect(saidOf(queuedForMs(LIMIT) + 60_000)).toMatch(/ in 26 minutes\. /)
  })

  it("asks for the status of the save before only while the sentence rests on it", () => {
    const needed = (answer: GithubAnswer, live = liveAt(EARLIER)) => evidenceNeeded(answer, live, NOW, LIMIT)
    expect(needed(read(undefined, ago(5 * 60_000)))).toBe(false)
    expect(needed(read(undefined, ago(10 * 60_000)))).toBe(true)
    expect(needed(read(undefined, ago(queuedForMs(LIMIT))))).toBe(true)
    expect(needed(read(undefined, ago(queuedForMs(LIMIT) + 1)))).toBe(false)
    // The live site is built from the save, the save has a status, or its commit's facts are unknown.
    expect(needed(read(undefined, ago(10 * 60_000)), liveAt(LATEST))).toBe(false)
    expect(needed(read({ state: "pending", description: "", since: ago(60_000) }, ago(10 * 60_000)))).toBe(false)
    expect(needed(read())).toBe(false)
  })

  it("keeps 'Live since…' when the live site is built from the latest save though no build's status reached GitHub, and says so", () => {
    expect(sentence(read(undefined, "2026-11-25T19:02:00Z"), liveAt(LATEST, ["One."]))).toEqual({
      state: "live",
      sentence:
        "Live since 14:05 (1 warning: One.). Its build's status did not reach GitHub: it can be the status token in Netlify missing or expired, GitHub not answering the build, or a build that never started: the deploy log in Netlify (Deploys) shows which (docs/putting-online.md, step 7).",
    })
  })
})

describe("clockTime", () => {
  it("gives the time today and the day too for another day, in the given time zone", () => {
    expect(clockTime("2026-11-25T14:30:00Z", NOW, ZONE)).toBe("09:30")
    expect(clockTime("2026-11-24T19:05:00Z", NOW, ZONE)).toBe("Nov 24, 14:05")
  })
})

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

describe("readCommit", () => {
  it("reads when a commit was made and its first parent, and nothing from anything else", () => {
    const body = {
      sha: LATEST,
      commit: { committer: { name: "Owner", date: "2026-11-25T19:00:00Z" } },
      parents: [{ sha: PREVIOUS }],
    }
    expect(readCommit({ status: 200, body })).toEqual({ committedAt: "2026-11-25T19:00:00Z", parent: PREVIOUS })
    expect(readCommit({ status: 200, body: { ...body, parents: [] } })).toEqual({ committedAt: "2026-11-25T19:00:00Z" })
    expect(readCommit({ status: 404, body })).toBeUndefined()
    expect(readCommit({ status: 200, body: { sha: LATEST } })).toBeUndefined()
    expect(readCommit(undefined)).toBeUndefined()
  })
})

describe("readLiveVersion", () => {
  it("reads /version.json and rejects anything else", () => {
    expect(readLiveVersion({ commit: LATEST, builtAt: "2026-11-25T19:05:00Z", warnings: ["One.", 2] })).toEqual({
      commit: LATEST,
      builtAt: "2026-11-25T19:05:00Z",
      warnings: ["One."],
    })
    expect(readLiveVersion({ commit: null, builtAt: "2026-11-25T19:05:00Z" })).toEqual({
      commit: null,
      builtAt: "2026-11-25T19:05:00Z",
      warnings: [],
    })
    expect(readLiveVersion("<!doctype html>")).toBeUndefined()
  })
})

describe("keepChecking", () => {
  const until = (milliseconds: number) => new Date(NOW.getTime() + milliseconds)

  it("asks again while publishing, and while the owner's last action is watched", () => {
    expect(keepChecking("publishing", NOW, undefined)).toBe(true)
    for (const state of ["saved", "unknown", "live", "failed", "behind"] as const) {
      expect(keepChecking(state, NOW, until(60_000))).toBe(true)
      expect(keepChecking(state, NOW, until(0))).toBe(false)
      expect(keepChecking(state, NOW, undefined)).toBe(false)
    }
  })

  it("stops asking about a build taken for stopped, even while watching", () => {
    expect(keepChecking("stopped", NOW, until(60_000))).toBe(false)
  })

  it("watches a save for as long as it can wait behind a running build and then be built to its limit", () => {
    expect(watchMs(LIMIT)).toBeGreaterThan(stoppedAfterMs(LIMIT))
    expect(watchMs(LIMIT)).toBeGreaterThan(queuedForMs(LIMIT))
  })
})

describe("nextCheckIn", () => {
  const resetsIn = (milliseconds: number, remaining: number) => ({ remaining, resetsAt: NOW.getTime() + milliseconds })

  it("spends half of what GitHub allows until its count starts again, never sooner than the least interval", () => {
    // Without a token: 60 an hour, so one check every two minutes.
    expect(nextCheckIn(resetsIn(3_600_000, 60), NOW)).toBe(120_000)
    // A signed-in owner's 5000: as often as the least interval.
    expect(nextCheckIn(resetsIn(3_600_000, 5000), NOW)).toBe(LEAST_INTERVAL_MS)
    // The last request: wait until the count starts again.
    expect(nextCheckIn(resetsIn(600_000, 1), NOW)).toBe(600_000)
    expect(nextCheckIn(undefined, NOW)).toBe(CHECK_INTERVAL_MS)
  })
})
