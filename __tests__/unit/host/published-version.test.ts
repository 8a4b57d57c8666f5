import { readPublishedVersion } from "../../../src/host/published-version"

const COMMIT = "0123456789abcdef0123456789abcdef01234567"
const BUILT_AT = "2026-11-25T19:05:00Z"

describe("readPublishedVersion", () => {
  it("reads /version.json as a build publishes it", () => {
    const published = {
      commit: COMMIT,
      builtAt: BUILT_AT,
      warnings: ["One."],
      photosWaiting: 12,
      images: { service: "netlify", cdnQualityShift: { avif: -4, webp: 2, jpeg: 0 } },
    }
    expect(readPublishedVersion(published)).toEqual(published)
  })

  it("reads an older build's file, missing fields as none, and drops what is not of its kind", () => {
    expect(readPublishedVersion({ commit: null, builtAt: BUILT_AT, warnings: ["One.", 2] })).toEqual({
      commit: null,
      builtAt: BUILT_AT,
      warnings: ["One."],
      photosWaiting: 0,
      images: { service: "unknown" },
    })
    expect(
      readPublishedVersion({ builtAt: BUILT_AT, images: { service: "build", cdnQualityShift: { avif: "x" } } })?.images,
    ).toEqual({
      service: "build",
      cdnQualityShift: {},
    })
  })

  it("is nothing for what is not one: a page the host answers instead, or no answer", () => {
    expect(readPublishedVersion("<!doctype html>")).toBeUndefined()
    expect(readPublishedVersion({ commit: COMMIT })).toBeUndefined()
    expect(readPublishedVersion(undefined)).toBeUndefined()
  })
})
