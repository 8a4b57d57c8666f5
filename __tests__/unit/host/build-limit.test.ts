/**
 * @jest-environment node
 */
import {
  BUILD_LIMIT_SETTING,
  BUILD_STARTED_SETTING,
  HOST_BUILD_LIMIT_SECONDS,
  PHOTO_CAP_SETTING,
  SETUP_ALLOWANCE_SECONDS,
  buildLimit,
  buildStartedAt,
  photoCap,
} from "../../../src/host/build-limit"

describe("the build's time limit", () => {
  it("is the host's 15 minutes on Netlify, and none elsewhere, unless set", () => {
    expect(buildLimit({ NETLIFY: "true" })).toEqual({ seconds: HOST_BUILD_LIMIT_SECONDS })
    expect(HOST_BUILD_LIMIT_SECONDS).toBe(900)
    expect(buildLimit({})).toEqual({ seconds: null })
  })

  it("is the setting's whole number of seconds, on Netlify and elsewhere", () => {
    expect(buildLimit({ NETLIFY: "true", [BUILD_LIMIT_SETTING]: "1800" })).toEqual({ seconds: 1800 })
    expect(buildLimit({ [BUILD_LIMIT_SETTING]: " 120 " })).toEqual({ seconds: 120 })
  })

  it.each([["15m"], ["0"], ["-5"], ["900.5"]])(
    "says a setting of %p is not a number of seconds, and keeps the default",
    (value) => {
      const onHost = buildLimit({ NETLIFY: "true", [BUILD_LIMIT_SETTING]: value })
      expect(onHost.seconds).toBe(HOST_BUILD_LIMIT_SECONDS)
      expect(onHost.problem).toBe(
        `BUILD_LIMIT_SECONDS is "${value}", not a whole number of seconds (e.g. 900 for 15 minutes): the build uses the host's 900 seconds.`,
      )
      expect(buildLimit({ [BUILD_LIMIT_SETTING]: value }).problem).toMatch(/: the build has no time limit\.$/)
    },
  )
})

describe("when the build began", () => {
  const now = Date.parse("2026-11-26T14:10:00Z")

  it("is the time the host's build plugin recorded, less what the host spent before it", () => {
    const recorded = now - 60_000
    expect(buildStartedAt({ [BUILD_STARTED_SETTING]: String(recorded) }, now)).toBe(recorded - SETUP_ALLOWANCE_SECONDS * 1000)
  })

  it.each([[undefined], [""], ["soon"], [String(now + 1000)]])(
    "is now when the record is %p (a build without the plugin)",
    (value) => {
      expect(buildStartedAt({ [BUILD_STARTED_SETTING]: value }, now)).toBe(now)
    },
  )
})

describe("the cap on photos made in one build", () => {
  it("is PHOTOS_PER_BUILD's whole number, none without it", () => {
    expect(photoCap({ [PHOTO_CAP_SETTING]: "25" })).toEqual({ photos: 25 })
    expect(photoCap({ [PHOTO_CAP_SETTING]: "0" })).toEqual({ photos: 0 })
    expect(photoCap({})).toEqual({ photos: null })
  })

  it("says a setting that is not a number is ignored", () => {
    expect(photoCap({ [PHOTO_CAP_SETTING]: "ten" })).toEqual({
      photos: null,
      problem: 'PHOTOS_PER_BUILD is "ten", not a whole number of photos: every photo is made.',
    })
  })
})
