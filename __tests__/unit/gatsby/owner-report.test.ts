/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { builtCommit, publishVersion, readOwnerReport, writeOwnerReport } from "../../../src/gatsby/owner-report"
import { VERSION_FILE } from "../../../src/host/published-version"
import { builtImages } from "../../../src/photos/cdn/cdn-calibration"

/** The owner's report of a build (owner-report.ts), in a folder standing for a site with no git checkout. */
let root: string
const COMMIT = "0123456789abcdef0123456789abcdef01234567"
const FINDINGS = {
  problems: ["content/services.json: has a comma after the last entry at line 4, column 2. Remove that comma."],
  warnings: [
    'content/gallery/gallery.json, entry 2 ("deck.jpg"): field "file" names "deck.jpg", but there is no such photo in content/gallery/.',
  ],
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "owner-report-"))
  process.env.COMMIT_REF = COMMIT
})
afterEach(() => {
  delete process.env.COMMIT_REF
  rmSync(root, { recursive: true, force: true })
})

describe("the owner's report of a build", () => {
  it("keeps the check's problems and warnings, one line each, with the commit the host built and the time", () => {
    const now = new Date("2026-11-25T14:02:00Z")
    writeOwnerReport(FINDINGS, root, now)
    expect(readOwnerReport(root)).toEqual({
      commit: COMMIT,
      checkedAt: "2026-11-25T14:02:00.000Z",
      ...FINDINGS,
      photosWaiting: 0,
    })
  })

  it("has no report before the check has run", () => {
    expect(readOwnerReport(root)).toBeUndefined()
  })

  it("names no commit outside a host's build and a git checkout", () => {
    delete process.env.COMMIT_REF
    expect(builtCommit(root)).toBeNull()
  })

  it("publishes /version.json for a build that got through: its commit, when it was built, its warnings, the photos waiting", () => {
    const report = writeOwnerReport({ problems: [], warnings: FINDINGS.warnings, photosWaiting: 688 }, root)
    const images = builtImages("netlify", {
      site: "x",
      measuredOn: "2026-11-25",
      photos: 6,
      qualityShift: { avif: -4, webp: 0, jpeg: 5 },
    })
    publishVersion(root, report, images, new Date("2026-11-25T14:05:00Z"))
    expect(JSON.parse(readFileSync(path.join(root, VERSION_FILE), "utf8"))).toEqual({
      commit: COMMIT,
      builtAt: "2026-11-25T14:05:00.000Z",
      warnings: FINDINGS.warnings,
      photosWaiting: 688,
      images: { service: "netlify", cdnQualityShift: { avif: -4, webp: 0, jpeg: 5 } },
    })
    expect(builtImages("netlify", undefined)).toEqual({ service: "netlify", cdnQualityShift: { avif: 0, webp: 0, jpeg: 0 } })
    expect(builtImages("build")).toEqual({ service: "build" })
  })
})
