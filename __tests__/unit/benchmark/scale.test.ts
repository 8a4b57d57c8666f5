/**
 * @jest-environment node
 */
import { BUDGETS } from "../../../src/budgets"
import { scaleChecks } from "../../../benchmark/checks"
import type { Scale } from "../../../benchmark/figures"
import { HOST, scaleFigures } from "../../../benchmark/scale"
import { windowOf } from "../../../benchmark/unique-photos"

describe("the scale bench's figures", () => {
  it("split two cold builds into a fixed cost and the cost of one more photo", () => {
    const figures = scaleFigures({ photos: 10, seconds: 70 }, { photos: 210, seconds: 270 })
    expect(figures.perPhotoSeconds).toBeCloseTo(1, 9)
    expect(figures.fixedSeconds).toBeCloseTo(60, 9)
    expect(figures.photosFitting).toBe(HOST.buildSeconds - 60)
  })
})

describe("unique crops of the real photos", () => {
  it("cut every use of a photo to a window of its own, inside the photo", () => {
    const [width, height] = [4032, 3024]
    const seen = new Set<string>()
    for (let use = 0; use < 100; use += 1) {
      const window = windowOf(use, width, height)
      expect(window.left + window.width).toBeLessThanOrEqual(width)
      expect(window.top + window.height).toBeLessThanOrEqual(height)
      expect(Math.min(window.left, window.top)).toBeGreaterThanOrEqual(0)
      seen.add(JSON.stringify(window))
    }
    expect(seen.size).toBe(100)
  })
})

describe("the scale bench's budgets", () => {
  const run = (mode: "build" | "netlify", perPhotoSeconds: number) => ({
    mode,
    perPhotoSeconds,
    photosFitting: BUDGETS.photosInOneColdBuild,
    many: { photos: 200, peakMb: 1100 },
  })
  const failed = (runs: ReturnType<typeof run>[]) =>
    scaleChecks({ host: HOST, runs } as unknown as Scale)
      .filter((check) => !check.pass)
      .map((check) => check.name)

  it("hold build mode's one more photo to its budget, and name it when a photo costs more", () => {
    expect(failed([run("build", BUDGETS.buildModePhotoSeconds), run("netlify", BUDGETS.netlifyModePhotoSeconds)])).toEqual([])
    expect(failed([run("build", BUDGETS.buildModePhotoSeconds + 0.1)])).toEqual(["one more photo, build mode, one core"])
  })

  it("miss a peak memory not measured (no GNU time), never reading it as 0 MB", () => {
    const unmeasured = { ...run("netlify", BUDGETS.netlifyModePhotoSeconds), many: { photos: 200, peakMb: null } }
    const checks = scaleChecks({ host: HOST, runs: [unmeasured] } as unknown as Scale)
    expect(checks.filter((check) => !check.pass)).toEqual([
      expect.objectContaining({
        name: "peak build memory, 200 photos, netlify mode",
        value: null,
        missing: expect.stringMatching(/^no GNU time/),
      }),
    ])
  })
})
