import {
  afterCheck,
  afterSave,
  FIRST_RECORD,
  followsUntil,
  isBeforeSave,
  keptSentence,
  onPhone,
  siteNow,
  withHead,
  type Heard,
} from "../../../src/admin/strip-record"
import { CHECK_INTERVAL_MS, followMs, LEAST_INTERVAL_MS, watchMs } from "../../../src/admin/check-pace"
import { SAVED } from "../../../src/admin/publish-status"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"
import { SENTENCES } from "../../../src/admin/strip-sentences"

/** What the strip knows between checks, and how each check and each of the owner's saves change it. */
const NOW = new Date("2026-11-25T19:10:00Z")
const AT = NOW.getTime()
const LIMIT = HOST_BUILD_LIMIT_SECONDS
const [A, B] = ["a".repeat(40), "b".repeat(40)]
const LIVE = { state: "live", sentence: SENTENCES.live.say("14:05", "") } as const
const heard = (overrides: Partial<Heard> = {}): Heard => ({
  said: LIVE,
  saves: 0,
  current: true,
  answered: true,
  allowance: undefined,
  refusedUntil: 0,
  askedAt: AT,
  ...overrides,
})

describe("the strip's record", () => {
  it("resets what it knew of the head in one place when GitHub says a new one, and keeps it for the same", () => {
    const first = withHead(FIRST_RECORD, A, AT, 0)
    expect(first.head).toEqual({ sha: A, seenAt: AT })
    expect(first.lastAnswered).toBeUndefined()
    const listed = { ...first, head: { sha: A, seenAt: AT, commits: [{ sha: A, committedAt: "2026-11-25T19:00:00Z" }] } }
    expect(withHead(listed, A, AT + 60_000, 0)).toBe(listed)
    // An upload: a new head with no save event; its sentence while GitHub refuses is the save's.
    const answered = afterCheck(listed, heard(), NOW)
    const next = withHead(answered, B, AT + 60_000, 0)
    expect(next.head).toEqual({ sha: B, seenAt: AT + 60_000 })
    expect(keptSentence(next, { saves: 0 })).toEqual(SAVED)
  })

  it("keeps the last sentence GitHub answered until the owner saves, then 'Saved, not yet published'", () => {
    expect(keptSentence(FIRST_RECORD, { saves: 0 })).toBeUndefined()
    const answered = afterCheck(FIRST_RECORD, heard(), NOW)
    expect(keptSentence(answered, { saves: 0 })).toEqual(LIVE)
    expect(keptSentence(answered, { saves: 1 })).toEqual(SAVED)
    // A refusal is not an answer to keep.
    const refused = afterCheck(answered, heard({ said: SAVED, answered: false, refusedUntil: AT + 60_000 }), NOW)
    expect(keptSentence(refused, { saves: 0 })).toEqual(LIVE)
  })

  it("takes the head before a save for no answer of it, until the save's watch ends", () => {
    const owner = afterSave({ saves: 0 }, A, AT, LIMIT)
    expect(owner).toMatchObject({ saves: 1, touchedAt: AT })
    expect(isBeforeSave(owner, A, AT + 60_000)).toBe(true)
    expect(isBeforeSave(owner, B, AT + 60_000)).toBe(false)
    expect(isBeforeSave(owner, A, AT + watchMs(LIMIT))).toBe(false)
    // Saved before GitHub said any head: no head to take for it.
    expect(isBeforeSave(afterSave({ saves: 0 }, undefined, AT, LIMIT), A, AT)).toBe(false)
  })

  it("follows until one deadline: the owner's watch, or the chain of builds from the first unsettled sentence", () => {
    expect(followsUntil(FIRST_RECORD, { saves: 0 }, LIMIT)).toBe(0)
    expect(followsUntil(FIRST_RECORD, { saves: 0, touchedAt: AT }, LIMIT)).toBe(AT + watchMs(LIMIT))
    const waiting = afterCheck(FIRST_RECORD, heard({ said: SAVED }), NOW)
    expect(waiting.unsettledSince).toBe(AT)
    expect(followsUntil(waiting, { saves: 0, touchedAt: AT }, LIMIT)).toBe(AT + followMs(LIMIT))
    // Still unsettled a minute later: counted from the first.
    const later = afterCheck(waiting, heard({ said: SAVED }), new Date(AT + 60_000))
    expect(later.unsettledSince).toBe(AT)
    // Live with photos waiting is followed; live with none settles it.
    const live = (photosWaiting: number) => ({ commit: A, builtAt: "2026-11-25T19:05:00Z", warnings: [], photosWaiting })
    expect(afterCheck({ ...later, live: live(3) }, heard(), NOW).unsettledSince).toBe(AT)
    expect(afterCheck({ ...later, live: live(0) }, heard(), NOW).unsettledSince).toBeUndefined()
    expect(afterCheck(later, heard(), NOW).unsettledSince).toBeUndefined()
    // An answer to an earlier save changes neither the sentence kept nor the deadline.
    expect(afterCheck(later, heard({ current: false }), NOW)).toMatchObject({
      unsettledSince: AT,
      lastAnswered: later.lastAnswered,
    })
  })

  it("paces the next check by GitHub's allowance from when a check asked, or by its refusal", () => {
    const allowance = { remaining: 5000, resetsAt: AT + 3_600_000 }
    expect(afterCheck(FIRST_RECORD, heard({ allowance }), NOW).pace).toEqual({
      allowance,
      limitsInARow: 0,
      nextAllowedAt: AT + LEAST_INTERVAL_MS,
    })
    const refused = afterCheck(FIRST_RECORD, heard({ refusedUntil: AT + 300_000 }), NOW)
    expect(refused.pace).toMatchObject({ limitsInARow: 1, nextAllowedAt: AT + 300_000 })
    expect(afterCheck(refused, heard({ refusedUntil: AT + 600_000 }), NOW).pace.limitsInARow).toBe(2)
    // A check that took a moment: the next one a pace after it began. One given up after the phone slept ten minutes: at once.
    expect(afterCheck(refused, heard({ askedAt: AT - 3_000 }), NOW).pace).toMatchObject({
      limitsInARow: 0,
      nextAllowedAt: AT - 3_000 + CHECK_INTERVAL_MS,
    })
    expect(afterCheck(refused, heard({ askedAt: AT - 600_000 }), NOW).pace.nextAllowedAt).toBe(AT)
  })

  it("reads times on one clock: the site's, set from its answer's Date, and back on the phone's for timers", () => {
    const eightFast = { ...FIRST_RECORD, clockOffsetMs: -8 * 60_000 }
    expect(siteNow(eightFast, NOW).getTime()).toBe(AT - 8 * 60_000)
    expect(onPhone(eightFast, AT - 8 * 60_000)).toBe(AT)
    expect(siteNow(FIRST_RECORD, NOW)).toEqual(NOW)
  })
})
