import type { GithubAnswer, LiveVersion } from "../../../src/admin/github-answers"
import {
  clockTime,
  ownerSentence,
  previewSentence,
  STARTS_WITHIN_MS,
  stoppedAfterMs,
  type OwnerSentence,
} from "../../../src/admin/publish-status"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"
import { SENTENCES } from "../../../src/admin/strip-sentences"

/**
 * The owner's sentence in the strip above the editor, for each thing GitHub and the live site's
 * /version.json can say, with times in Massachusetts (UTC-5 in November).
 */
const ZONE = "America/New_York"
const NOW = new Date("2026-11-25T19:10:00Z") // 14:10 in Massachusetts
const LATEST = "b".repeat(40)
const EARLIER = "a".repeat(40)
const LIMIT = HOST_BUILD_LIMIT_SECONDS
const liveAt = (commit: string | null, warnings: string[] = [], photosWaiting = 0): LiveVersion => ({
  commit,
  builtAt: "2026-11-25T19:05:00Z",
  warnings,
  photosWaiting,
})
type Read = Extract<GithubAnswer, { kind: "read" }>
const read = (status?: Read["status"], committedAt?: string, ahead?: Read["ahead"]): GithubAnswer => ({
  kind: "read",
  latestCommit: LATEST,
  status,
  ...(committedAt ? { committedAt } : {}),
  ...(ahead ? { ahead } : {}),
})
const sentence = (answer: GithubAnswer, live?: LiveVersion, lastAnswered?: OwnerSentence) =>
  ownerSentence(answer, live, NOW, { buildLimitSeconds: LIMIT, timeZone: ZONE, lastAnswered })
const publishing = (since: string) => ({ state: "pending" as const, description: "Publishing your change", since })
const ago = (milliseconds: number) => new Date(NOW.getTime() - milliseconds).toISOString()

describe("ownerSentence", () => {
  it("says a build is publishing, since when", () => {
    const publishing = read({ state: "pending", description: "Publishing your change", since: "2026-11-25T19:02:00Z" })
    expect(sentence(publishing, liveAt(EARLIER))).toEqual({ state: "publishing", sentence: "Publishing… since 14:02" })
  })

  it("says the latest save is live since the live site was built when no status says when, with its warnings", () => {
    // A rebuild of the live commit: its status says when the rebuild started, not when the save went live.
    const rebuilding = read({ state: "pending", description: "Publishing your change", since: "2026-11-25T19:09:00Z" })
    expect(sentence(rebuilding, liveAt(LATEST))).toEqual({ state: "live", sentence: SENTENCES.live.say("14:05", "") })
    const warned = liveAt(LATEST, ['gallery.json: entry 3 names "deck.jpg", which is not in content/gallery/'])
    expect(sentence(rebuilding, warned)).toEqual({
      state: "live",
      sentence: SENTENCES.live.say(
        "14:05",
        ' (1 warning: gallery.json: entry 3 names "deck.jpg", which is not in content/gallery/)',
      ),
    })
    expect(sentence(rebuilding, liveAt(LATEST, ["First.", "Second."])).sentence).toBe(
      SENTENCES.live.say("14:05", " (2 warnings, the first: First.)"),
    )
  })

  it("says when the build adding the live save's remaining photos failed or stopped, and live while it runs", () => {
    const photoBuild = (state: "pending" | "failure" | "error", since = "2026-11-25T19:07:00Z") =>
      read({ state, description: "Publishing your change", since })
    const waiting = liveAt(LATEST, ["12 of 40 photos are on the site; the other 28 follow with the next builds."], 28)
    const failed = {
      state: "failed",
      sentence: SENTENCES.photosFailed.say("14:05"),
    }
    expect(sentence(photoBuild("failure"), waiting)).toEqual(failed)
    expect(sentence(photoBuild("error"), waiting)).toEqual(failed)
    expect(sentence(photoBuild("pending", ago(stoppedAfterMs(LIMIT) + 1000)), waiting)).toEqual(failed)
    expect(sentence(photoBuild("pending"), waiting).state).toBe("live")
    // No photos wait: a failed rebuild of the live save leaves it live.
    expect(sentence(photoBuild("failure"), liveAt(LATEST)).state).toBe("live")
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
    expect(sentence(live, liveAt(LATEST, ["One."]))).toEqual({
      state: "live",
      sentence: SENTENCES.live.say("14:07", " (1 warning: One.)"),
    })
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
    expect(sentence(rebuilding, liveAt(LATEST))).toEqual({ state: "live", sentence: SENTENCES.live.say("14:05", "") })
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
    expect(sentence(published, liveAt(null))).toEqual({ state: "live", sentence: SENTENCES.live.say("14:07", "") })
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

  it("says a save waits behind a running build of an earlier save, or of the live one, as long as that build can run, never naming the token", () => {
    // Saved at 13:50, twenty minutes ago; the build of 14:02 publishing since 14:04 (a long photo build).
    const running = { committedAt: "2026-11-25T19:02:00Z", status: publishing(ago(6 * 60_000)) }
    const queued = sentence(read(undefined, ago(20 * 60_000), running), liveAt(EARLIER))
    expect(queued).toEqual({
      state: "saved",
      sentence: "Waiting for Netlify to finish the build of 14:02; yours (13:50) builds next.",
    })
    // Until its limit and the margin: then it explains nothing more.
    const atItsLimit = { ...running, status: publishing(ago(stoppedAfterMs(LIMIT))) }
    expect(sentence(read(undefined, ago(60 * 60_000), atItsLimit), liveAt(EARLIER)).sentence).toMatch(
      /^Waiting for Netlify to finish/,
    )
  })

  it("gives the save its own set-up from the end of the build ahead, when that ended after the save", () => {
    // Saved 12 minutes ago; the build ahead published 5 minutes ago, 7.5 minutes' set-up from then.
    const ended = {
      committedAt: ago(20 * 60_000),
      status: { state: "success" as const, description: "Live", since: ago(5 * 60_000) },
    }
    expect(sentence(read(undefined, ago(12 * 60_000), ended), liveAt(EARLIER))).toEqual({
      state: "saved",
      sentence: `Waiting for Netlify to build your save of ${clockTime(ago(12 * 60_000), NOW, ZONE)}`,
    })
    const endedEarlier = { ...ended, status: { ...ended.status, since: ago(STARTS_WITHIN_MS + 1000) } }
    expect(sentence(read(undefined, ago(12 * 60_000), endedEarlier), liveAt(EARLIER)).state).toBe("unknown")
    // A build ahead that never said it ended ended at its limit and the margin.
    const stoppedAhead = { ...ended, status: publishing(ago(stoppedAfterMs(LIMIT) + 60_000)) }
    expect(sentence(read(undefined, ago(30 * 60_000), stoppedAhead), liveAt(EARLIER)).sentence).toMatch(
      /^Waiting for Netlify to build your save of /,
    )
  })

  it("names everything the silence can be once nothing explains the wait: no build ahead, or one that ended long before", () => {
    const causes =
      "It can be the status token in Netlify missing or expired, GitHub not answering the build, or a build that never started: the deploy log in Netlify (Deploys) shows which (docs/putting-online.md, step 7)."
    const silent = (waitedMs: number, ahead?: Read["ahead"]) => sentence(read(undefined, ago(waitedMs), ahead), liveAt(EARLIER))
    const saidOf = (waitedMs: number) =>
      `No build has reported on your save of ${clockTime(ago(waitedMs), NOW, ZONE)} in ${Math.floor(waitedMs / 60_000)} minutes. ${causes}`
    // Ten minutes, and no build ahead (none found), or the live save's build, ended before the save.
    // Nothing says a build failed: neutral, never the failed state.
    expect(silent(10 * 60_000)).toEqual({ state: "unknown", sentence: saidOf(10 * 60_000) })
    const live = {
      committedAt: ago(14 * 60_000),
      status: { state: "success" as const, description: "Live", since: ago(12 * 60_000) },
    }
    expect(silent(10 * 60_000, live).sentence).toBe(saidOf(10 * 60_000))
    // A build ahead that stopped at its limit long ago.
    const stopped = { ...live, status: publishing(ago(stoppedAfterMs(LIMIT) + STARTS_WITHIN_MS + 60_000)) }
    expect(silent(40 * 60_000, stopped)).toEqual({ state: "unknown", sentence: saidOf(40 * 60_000) })
    expect(saidOf(26 * 60_000)).toMatch(/ in 26 minutes\. /)
  })

  it("keeps saying it is live when the live site is built from the latest save though no build's status reached GitHub, and says so", () => {
    expect(sentence(read(undefined, "2026-11-25T19:02:00Z"), liveAt(LATEST, ["One."]))).toEqual({
      state: "live",
      sentence: SENTENCES.liveWithoutStatus.say("14:05", " (1 warning: One.)"),
    })
  })
})

describe("previewSentence", () => {
  it("says nothing on the live site's build (Netlify's production, dev, or no context) and names any other", () => {
    for (const context of ["", "dev", "production"]) expect(previewSentence(context)).toBeUndefined()
    expect(previewSentence("deploy-preview")?.sentence).toMatch(/^This editor is on a deploy preview, not the live site/)
    expect(previewSentence("staging")).toMatchObject({
      state: "preview",
      sentence: expect.stringMatching(/on a preview \(staging\)/),
    })
  })
})

describe("clockTime", () => {
  it("gives the time today and the day too for another day, in the given time zone", () => {
    expect(clockTime("2026-11-25T14:30:00Z", NOW, ZONE)).toBe("09:30")
    expect(clockTime("2026-11-24T19:05:00Z", NOW, ZONE)).toBe("Nov 24, 14:05")
  })
})
