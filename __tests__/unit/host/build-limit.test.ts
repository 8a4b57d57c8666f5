/**
 * @jest-environment node
 */
import { HOST_BUILD_LIMIT_SECONDS, SETUP_ALLOWANCE_SECONDS, buildLimit, buildStartedAt } from "../../../src/host/build-limit"
import { readSettings } from "../../../src/host/settings"

const limitOf = (env: Record<string, string>) => buildLimit(readSettings(env).values)
const startOf = (env: Record<string, string | undefined>, now: number) => buildStartedAt(readSettings(env).values, now)

describe("the build's time limit", () => {
  it("is the host's 15 minutes on Netlify, and none elsewhere, unless set", () => {
    expect(limitOf({ NETLIFY: "true" })).toBe(HOST_BUILD_LIMIT_SECONDS)
    expect(HOST_BUILD_LIMIT_SECONDS).toBe(900)
    expect(limitOf({})).toBeNull()
  })

  it("is the setting's whole number of seconds, on Netlify and elsewhere", () => {
    expect(limitOf({ NETLIFY: "true", BUILD_LIMIT_SECONDS: "1800" })).toBe(1800)
    expect(limitOf({ BUILD_LIMIT_SECONDS: " 120 " })).toBe(120)
  })

  it.each([["15m"], ["0"], ["-5"], ["900.5"]])("keeps the default for a setting of %p", (value) => {
    expect(limitOf({ NETLIFY: "true", BUILD_LIMIT_SECONDS: value })).toBe(HOST_BUILD_LIMIT_SECONDS)
    expect(limitOf({ BUILD_LIMIT_SECONDS: value })).toBeNull()
  })
})

describe("when the build began", () => {
  const now = Date.parse("2026-11-26T14:10:00Z")

  it("is the time the host's build plugin recorded, less what the host spent before it", () => {
    const recorded = now - 60_000
    expect(startOf({ BUILD_STARTED_AT: String(recorded) }, now)).toBe(recorded - SETUP_ALLOWANCE_SECONDS * 1000)
  })

  it.each([[undefined], [""], ["soon"], [String(now + 1000)]])(
    "is now when the record is %p (a build without the plugin)",
    (value) => {
      expect(startOf({ BUILD_STARTED_AT: value }, now)).toBe(now)
    },
  )
})
