import {
  CHECK_INTERVAL_MS,
  followMs,
  keepChecking,
  LEAST_INTERVAL_MS,
  nextCheckIn,
  settled,
  watchMs,
} from "../../../src/admin/check-pace"
import { queuedForMs, stoppedAfterMs } from "../../../src/admin/publish-status"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"

/** How often the strip asks, and for how long. */
const NOW = new Date("2026-11-25T19:10:00Z")
const LIMIT = HOST_BUILD_LIMIT_SECONDS

describe("keepChecking", () => {
  const until = (milliseconds: number) => NOW.getTime() + milliseconds

  it("asks again while publishing, and while the owner's last action is watched", () => {
    // Publishing: past any watch, even one that never began (no touch, nothing followed).
    expect(keepChecking("publishing", NOW, 0)).toBe(true)
    for (const state of ["saved", "unknown", "live", "failed", "behind"] as const) {
      expect(keepChecking(state, NOW, until(60_000))).toBe(true)
      expect(keepChecking(state, NOW, until(0))).toBe(false)
      expect(keepChecking(state, NOW, 0)).toBe(false)
    }
  })

  it("stops asking about a build taken for stopped, even while watching", () => {
    expect(keepChecking("stopped", NOW, until(60_000))).toBe(false)
  })

  it("follows a save that is not settled (live or a known failure) for as long as the host's chain of builds", () => {
    expect(["live", "failed", "stopped"].every((state) => settled(state as "live"))).toBe(true)
    for (const state of ["saved", "unknown", "publishing", "behind"] as const) expect(settled(state)).toBe(false)
    // Live while photos wait for the next builds: followed through them.
    expect(settled("live", 28)).toBe(false)
    // Ten builds of the host's 15 minutes, each with its set-up, after the queue: over three hours.
    expect(followMs(LIMIT)).toBeGreaterThan(10 * LIMIT * 1000 + queuedForMs(LIMIT))
    expect(followMs(LIMIT)).toBeGreaterThan(watchMs(LIMIT))
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

  it("waits an hour at the most, whatever reset time a phone's clock reads", () => {
    // A phone whose clock is three hours slow reads GitHub's reset three hours off.
    expect(nextCheckIn(resetsIn(3 * 3_600_000, 1), NOW)).toBe(3_600_000)
    expect(nextCheckIn(resetsIn(3 * 3_600_000, 4), NOW)).toBe(1_800_000)
  })
})
