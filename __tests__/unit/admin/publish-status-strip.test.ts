import { SAVED_EVENT, settingsOf, watchPublishStatus, type StripSettings } from "../../../src/admin/publish-status-strip"
import { CHECK_INTERVAL_MS } from "../../../src/admin/publish-status"
import { STATUS_CONTEXT } from "../../../src/contract/publishing"

/**
 * The strip above the editor with GitHub and the live site answered by the test and a clock of
 * its own: what it asks, what it shows, and that it asks at most once a minute and only while an
 * answer is awaited.
 */
const SETTINGS: StripSettings = { repository: "owner/contractor-site", branch: "main", context: STATUS_CONTEXT }
const GITHUB = "https://api.github.com/repos/owner/contractor-site/commits/main/status"
const LATEST = "b".repeat(40)
const EARLIER = "a".repeat(40)
const START = new Date("2026-11-25T19:10:00Z").getTime()

type Answer = { status: number; body: unknown } | "no answer"

function harness(answers: { github: Answer; live: Answer }) {
  let clock = START
  const timers: Array<{ at: number; run: () => void }> = []
  const asked: Array<{ address: string; at: number }> = []
  const fetch = (async (address: string) => {
    asked.push({ address, at: clock })
    const answer = address === GITHUB ? answers.github : answers.live
    if (answer === "no answer") throw new TypeError("Failed to fetch")
    // jsdom has no Response: the strip reads only these of one.
    const { status, body } = answer
    return { status, ok: status >= 200 && status < 300, json: async () => body } as Response
  }) as typeof globalThis.fetch
  const strip = document.createElement("div")
  const first = watchPublishStatus(strip, SETTINGS, {
    fetch,
    now: () => new Date(clock),
    setTimer: (run, milliseconds) => timers.push({ at: clock + milliseconds, run }),
    document,
  })
  /** Moves the clock on by `milliseconds`, running each check that falls due. */
  async function advance(milliseconds: number) {
    const until = clock + milliseconds
    for (let due = timers.findIndex(({ at }) => at <= until); due >= 0; due = timers.findIndex(({ at }) => at <= until)) {
      const [timer] = timers.splice(due, 1)
      clock = Math.max(clock, timer.at)
      timer.run()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    clock = until
  }
  const githubRequests = () => asked.filter(({ address }) => address === GITHUB).map(({ at }) => at - START)
  return { strip, first, timers, asked, answers, advance, githubRequests }
}

const combined = (state?: string) => ({
  status: 200,
  body: {
    sha: LATEST,
    statuses: state
      ? [{ context: STATUS_CONTEXT, state, description: "Publishing your change", updated_at: "2026-11-25T19:02:00Z" }]
      : [],
  },
})
const version = (commit: string) => ({ status: 200, body: { commit, builtAt: "2026-11-25T19:05:00Z", warnings: [] } })

it("asks GitHub for the branch's status and the live site for its version, and shows the owner's sentence", async () => {
  const { strip, first, asked } = harness({ github: combined(), live: version(LATEST) })
  await first
  expect(asked.map(({ address }) => address).sort()).toEqual([GITHUB, "/version.json"].sort())
  expect(strip.dataset.state).toBe("live")
  expect(strip.textContent).toMatch(/^Live since \d\d:\d\d$/)
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

it("says a save is saved at once, and asks a minute after its last request until the save's build answers", async () => {
  const harnessed = harness({ github: combined(), live: version(LATEST) })
  await harnessed.first
  expect(harnessed.timers).toEqual([])
  await harnessed.advance(20_000)
  harnessed.strip.dispatchEvent(new Event(SAVED_EVENT))
  expect(harnessed.strip.textContent).toBe("Saved, not yet published")
  expect(harnessed.strip.dataset.state).toBe("saved")
  // The save's commit: no build has said anything of it yet.
  harnessed.answers.live = version(EARLIER)
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
  expect(harnessed.strip.textContent).toBe("Saved, not yet published")
  harnessed.answers.github = {
    status: 200,
    body: {
      sha: LATEST,
      statuses: [
        {
          context: STATUS_CONTEXT,
          state: "failure",
          description: "gallery.json is not valid JSON.",
          updated_at: "2026-11-25T19:12:00Z",
        },
      ],
    },
  }
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.strip.dataset.state).toBe("failed")
  expect(harnessed.strip.textContent).toMatch(
    /^Not published: gallery\.json is not valid JSON\. The site still shows the version of \d\d:\d\d\.$/,
  )
  expect(harnessed.timers).toEqual([])
})

it("cannot check when GitHub gives no answer, and asks again when the owner comes back, not sooner than a minute", async () => {
  const harnessed = harness({ github: "no answer", live: version(EARLIER) })
  await harnessed.first
  expect(harnessed.strip.textContent).toBe("Cannot check right now")
  expect(harnessed.timers).toEqual([])
  document.dispatchEvent(new Event("visibilitychange"))
  await harnessed.advance(CHECK_INTERVAL_MS)
  expect(harnessed.githubRequests()).toEqual([0, CHECK_INTERVAL_MS])
})

it("reads its settings from the strip's data attributes, and none when one is missing", () => {
  const strip = document.createElement("div")
  Object.assign(strip.dataset, { repository: "owner/contractor-site", branch: "main", context: STATUS_CONTEXT })
  expect(settingsOf(strip)).toEqual(SETTINGS)
  delete strip.dataset.branch
  expect(settingsOf(strip)).toBeUndefined()
})
