import {
  clockTime,
  keepChecking,
  ownerSentence,
  readGithubAnswer,
  readLiveVersion,
  SAVE_WATCH_MS,
  type GithubAnswer,
  type LiveVersion,
} from "../../../src/admin/publish-status"
import { STATUS_CONTEXT } from "../../../src/contract/publishing"

/**
 * The owner's sentence in the strip above the editor, for each thing GitHub and the live site's
 * /version.json can say, with times in Massachusetts (UTC-5 in November).
 */
const ZONE = "America/New_York"
const NOW = new Date("2026-11-25T19:10:00Z") // 14:10 in Massachusetts
const LATEST = "b".repeat(40)
const EARLIER = "a".repeat(40)
const liveAt = (commit: string, warnings: string[] = []): LiveVersion => ({
  commit,
  builtAt: "2026-11-25T19:05:00Z",
  warnings,
})
const read = (status?: Extract<GithubAnswer, { kind: "read" }>["status"]): GithubAnswer => ({
  kind: "read",
  latestCommit: LATEST,
  status,
})
const sentence = (answer: GithubAnswer, live?: LiveVersion) => ownerSentence(answer, live, NOW, ZONE)

describe("ownerSentence", () => {
  it("says a build is publishing, since when", () => {
    const publishing = read({ state: "pending", description: "Publishing your change", since: "2026-11-25T19:02:00Z" })
    expect(sentence(publishing, liveAt(EARLIER))).toEqual({ state: "publishing", sentence: "Publishing… since 14:02" })
  })

  it("says the latest save is live since the live site was built, with its warnings", () => {
    expect(sentence(read(), liveAt(LATEST))).toEqual({ state: "live", sentence: "Live since 14:05" })
    const warned = liveAt(LATEST, ['gallery.json: entry 3 names "deck.jpg", which is not in content/gallery/'])
    expect(sentence(read({ state: "success", description: "Live", since: "2026-11-25T19:06:00Z" }), warned)).toEqual({
      state: "live",
      sentence: 'Live since 14:05 (1 warning: gallery.json: entry 3 names "deck.jpg", which is not in content/gallery/)',
    })
    expect(sentence(read(), liveAt(LATEST, ["First.", "Second."])).sentence).toBe(
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

  it("cannot check when GitHub refuses or does not answer, or neither side can be read", () => {
    expect(sentence({ kind: "unavailable" }, liveAt(LATEST))).toEqual({ state: "unknown", sentence: "Cannot check right now" })
    expect(sentence(read(), undefined)).toEqual({ state: "unknown", sentence: "Cannot check right now" })
    expect(sentence({ kind: "hidden" }, undefined)).toEqual({ state: "unknown", sentence: "Cannot check right now" })
  })

  it("for a private repository shows what the live site says and that later saves cannot be seen", () => {
    expect(sentence({ kind: "hidden" }, liveAt(EARLIER, ["One."]))).toEqual({
      state: "unknown",
      sentence:
        "The site shows the version of 14:05 (1 warning: One.). Later saves cannot be checked from here: the repository is private.",
    })
  })

  it("takes the live site's word that the latest commit is live over a rebuild's status, and the plugin's when it cannot be read", () => {
    const rebuilding = read({ state: "pending", description: "Publishing your change", since: "2026-11-25T19:09:00Z" })
    expect(sentence(rebuilding, liveAt(LATEST)).state).toBe("live")
    const live = read({ state: "success", description: "Live", since: "2026-11-25T19:07:00Z" })
    expect(sentence(live, undefined)).toEqual({ state: "live", sentence: "Live since 14:07" })
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

  it("reads the branch's latest commit and the plugin's status among others", () => {
    const body = combined([
      { context: "netlify/deploy-preview", state: "success", description: "Other", updated_at: "2026-11-25T19:00:00Z" },
      { context: STATUS_CONTEXT, state: "pending", description: "Publishing your change", updated_at: "2026-11-25T19:02:00Z" },
    ])
    expect(readGithubAnswer(200, body, STATUS_CONTEXT)).toEqual({
      kind: "read",
      latestCommit: LATEST,
      status: { state: "pending", description: "Publishing your change", since: "2026-11-25T19:02:00Z" },
    })
  })

  it("reads a commit with no status of the plugin's", () => {
    expect(readGithubAnswer(200, combined([]), STATUS_CONTEXT)).toEqual({ kind: "read", latestCommit: LATEST })
    const other = combined([{ context: "ci/other", state: "failure", description: "x", updated_at: "" }])
    expect(readGithubAnswer(200, other, STATUS_CONTEXT)).toEqual({ kind: "read", latestCommit: LATEST })
  })

  it("takes 404 for a repository it may not read, and a refusal, nonsense or no answer for unavailable", () => {
    expect(readGithubAnswer(404, { message: "Not Found" }, STATUS_CONTEXT)).toEqual({ kind: "hidden" })
    for (const [status, body] of [
      [403, { message: "API rate limit exceeded" }],
      [429, {}],
      [500, {}],
      [200, { message: "no sha" }],
      [undefined, undefined],
    ] as const) {
      expect(readGithubAnswer(status, body, STATUS_CONTEXT)).toEqual({ kind: "unavailable" })
    }
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
  const savedAgo = (ms: number) => new Date(NOW.getTime() - ms)

  it("asks again while publishing, and after a save until its build says live or failed", () => {
    expect(keepChecking("publishing", NOW, undefined)).toBe(true)
    expect(keepChecking("saved", NOW, savedAgo(60_000))).toBe(true)
    expect(keepChecking("unknown", NOW, savedAgo(60_000))).toBe(true)
    expect(keepChecking("live", NOW, savedAgo(60_000))).toBe(false)
    expect(keepChecking("failed", NOW, savedAgo(60_000))).toBe(false)
  })

  it("stops asking when nothing was saved here, or the save's watch is over", () => {
    expect(keepChecking("saved", NOW, undefined)).toBe(false)
    expect(keepChecking("saved", NOW, savedAgo(SAVE_WATCH_MS))).toBe(false)
  })
})
