import { BUDGETS } from "../../../src/budgets"
import { budgetChecks, verdict, viewerChecks } from "../../../benchmark/checks"
import type { Builds, Interactions, MainThread, NetlifyMode, Page, Viewer } from "../../../benchmark/figures"

/**
 * The pages bench's checks (checks.js) on figures made up here: each budget of src/budgets.ts is held,
 * a page over one is named as missing it, /contact is held to its own first-load budget, and a
 * warm rebuild to the one photo it was given.
 */
const page = (route: string, phone: "android" | "iphone", figures: Partial<Page> = {}) =>
  ({
    route,
    phone,
    htmlKb: 8,
    jsKb: 80,
    compareJsKb: 0,
    imageKb: 100,
    largestImageKb: 20,
    heroImageKb: 40,
    cls: 0,
    ...figures,
  }) as Page
const pages = (["android", "iphone"] as const).flatMap((phone) => [
  page("/", phone),
  page("/gallery", phone, { imageKb: 60 }),
  page("/contact", phone, { jsKb: 79 }),
  page("/projects/deck", phone, { compareJsKb: 3, imageKb: 90 }),
  page("/services", phone, { imageKb: 120 }),
  page("/services/deck-construction", phone, { imageKb: 110 }),
])
const lighthouse = {
  results: [{ route: "/", site: "site", blockingMs: 100, floorMs: 80, accessibility: 100, bestPractices: 100, seo: 100 }],
  selfCheck: { route: "/", taskMs: 200, blockingMs: 100 + BUDGETS.selfCheckRiseMs, blockingRuns: [], unseededMs: 100 },
} as unknown as MainThread
const netlifyMode = { rows: [], ceilings: { tiles: 0, phoneTiles: 0, over: [], overAtFloor: 0 } } as unknown as NetlifyMode
const interactions = {
  phone: "android",
  cpuSlowdown: 8,
  results: [{ name: "open the menu", route: "/", ms: 120 }],
} as Interactions
const checksOf = (measured: Page[]) =>
  budgetChecks({ pages: measured, lighthouse, builds: null, jobPhotos: null, netlifyMode, interactions })

it("passes every budget the figures are within", () => {
  expect(checksOf(pages).filter((check) => !check.pass)).toEqual([])
})

it("names the page, the figure and the budget it misses", () => {
  const over = pages.map((each) =>
    each.route === "/" && each.phone === "iphone" ? { ...each, jsKb: BUDGETS.firstLoadJsKb + 0.1 } : each,
  )
  expect(checksOf(over).filter((check) => !check.pass)).toEqual([
    expect.objectContaining({ name: "first-load JS / (iphone)", budget: `<= ${BUDGETS.firstLoadJsKb}`, unit: " KB" }),
  ])
})

it("holds the images before scrolling of the pages visitors land on to their budgets, in both image modes", () => {
  const heavier = pages.map((each) =>
    each.phone === "android" && ["/", "/services", "/services/deck-construction"].includes(each.route)
      ? { ...each, imageKb: 200 }
      : each,
  )
  const netlifyRows = {
    ...netlifyMode,
    rows: [{ route: "/services", phone: "iphone", imageKb: BUDGETS.servicesImagesKb + 1, largestImageKb: 30 }],
  } as NetlifyMode
  const failed = budgetChecks({
    pages: heavier,
    lighthouse,
    builds: null,
    jobPhotos: null,
    netlifyMode: netlifyRows,
    interactions,
  })
    .filter((check) => !check.pass)
    .map((check) => `${check.name} ${check.budget}`)
  expect(failed).toEqual([
    `images before scrolling, netlify mode /services (iphone) <= ${BUDGETS.servicesImagesKb}`,
    `images before scrolling / (android) <= ${BUDGETS.homeImagesKb}`,
    `images before scrolling /services (android) <= ${BUDGETS.servicesImagesKb}`,
    `images before scrolling /services/deck-construction (android) <= ${BUDGETS.servicePageImagesKb}`,
  ])
})

it("holds /contact to its own first-load budget, below every other page's", () => {
  const heavier = pages.map((each) => (each.route === "/contact" ? { ...each, jsKb: BUDGETS.contactFirstLoadJsKb + 0.1 } : each))
  expect(BUDGETS.contactFirstLoadJsKb).toBeLessThan(BUDGETS.firstLoadJsKb)
  expect(
    checksOf(heavier)
      .filter((check) => !check.pass)
      .map((check) => check.name),
  ).toEqual(["first-load JS /contact (android)", "first-load JS /contact (iphone)"])
})

it("fails a page whose blocking time is over its floor + the budget, and a missing hero image", () => {
  const slow = { ...lighthouse, results: [{ ...lighthouse.results[0], blockingMs: 80 + BUDGETS.blockingAboveFloorMs + 1 }] }
  const noHero = pages.map((each) => (each.route === "/" ? { ...each, heroImageKb: null } : each))
  const failed = budgetChecks({ pages: noHero, lighthouse: slow, builds: null, jobPhotos: null, netlifyMode, interactions })
    .filter((check) => !check.pass)
    .map((check) => check.name)
  expect(failed).toEqual([
    "hero image (eager, fetchpriority=high) (android)",
    "hero image (eager, fetchpriority=high) (iphone)",
    "total blocking time / (floor 80 ms)",
  ])
})

it("holds a warm rebuild after one new photo to that photo: one that prepares more, or does not say, fails", () => {
  const builds = (warmPhotosPrepared: number | null): Builds => ({
    coldSeconds: 150,
    coldImageSeconds: 90,
    warmSeconds: 35,
    warmPhotosPrepared,
    peakMb: 1100,
  })
  const warmCheck = (prepared: number | null) =>
    budgetChecks({ pages, lighthouse, builds: builds(prepared), jobPhotos: null, netlifyMode, interactions }).filter((check) =>
      check.name.startsWith("photos a warm rebuild"),
    )
  expect(warmCheck(1)).toEqual([expect.objectContaining({ value: 1, budget: "= 1", pass: true })])
  expect(warmCheck(26)).toEqual([expect.objectContaining({ value: 26, pass: false })])
  expect(warmCheck(null)).toEqual([expect.objectContaining({ value: null, pass: false })])
})

describe("the bench's verdict", () => {
  it("exits 0 when every figure holds", () => {
    const { lines, exitCode } = verdict(checksOf(pages))
    expect(exitCode).toBe(0)
    expect(lines.at(-1)).toMatch(/^\d+ budgets met, 0 missed$/)
  })

  it("exits 1 on one miss, and names it last with its figure and budget", () => {
    const over = pages.map((each) => (each.route === "/gallery" && each.phone === "android" ? { ...each, htmlKb: 99 } : each))
    const { lines, exitCode } = verdict(checksOf(over))
    expect(exitCode).toBe(1)
    expect(lines.slice(-2)).toEqual(["Missed:", `  HTML /gallery (android): 99.0 KB, budget <= ${BUDGETS.pageHtmlKb} KB`])
  })

  it("exits 1 on a figure that was not measured (NaN), whatever its check said", () => {
    const unmeasured = pages.map((each) => (each.route === "/" && each.phone === "iphone" ? { ...each, jsKb: Number.NaN } : each))
    const checks = checksOf(unmeasured)
    expect(checks.filter((check) => !check.pass).map((check) => check.name)).toEqual(["first-load JS / (iphone)"])
    expect(verdict(checks).exitCode).toBe(1)
    // A check that said pass on a NaN is still missed.
    expect(verdict([{ name: "a figure", value: Number.NaN, budget: "<= 1", unit: "", pass: true }]).exitCode).toBe(1)
    expect(verdict([{ name: "a figure", value: null, budget: "<= 1", unit: "", pass: true }]).exitCode).toBe(1)
  })

  it("exits 1 on a build's peak memory not measured, and says why", () => {
    const builds: Builds = { coldSeconds: 150, coldImageSeconds: 90, warmSeconds: 35, warmPhotosPrepared: 1, peakMb: null }
    const { lines, exitCode } = verdict(budgetChecks({ pages, lighthouse, builds, jobPhotos: null, netlifyMode, interactions }))
    expect(exitCode).toBe(1)
    expect(lines.slice(-2)).toEqual([
      "Missed:",
      `  peak build memory: not measured: no GNU time (the bench reads a build's peak memory from it), budget < ${BUDGETS.peakBuildMemoryMb} MB`,
    ])
  })

  it("exits 1 on a netlify-mode image figure whose build-mode figure was not measured, and holds a page without images to none", () => {
    const row = (route: string, imageKb: number) => ({ route, phone: "android", imageKb, largestImageKb: 10 })
    const netlify = (rows: Array<ReturnType<typeof row>>) => ({ ...netlifyMode, rows }) as unknown as NetlifyMode
    const checksWith = (rows: Array<ReturnType<typeof row>>, measured: Page[] = pages) =>
      budgetChecks({ pages: measured, lighthouse, builds: null, jobPhotos: null, netlifyMode: netlify(rows), interactions })
    const missing = verdict(checksWith([row("/about", 50)]))
    expect(missing.exitCode).toBe(1)
    expect(missing.lines.at(-1)).toBe(
      "  images before scrolling, netlify mode /about (android): not measured: build mode's figure for the page not measured, budget build mode's + 10 % KB",
    )
    expect(verdict(checksWith([row("/", 105)])).exitCode).toBe(0)
    const imageless = pages.map((each) => (each.route === "/" ? { ...each, imageKb: 0 } : each))
    expect(verdict(checksWith([row("/", 0)], imageless)).exitCode).toBe(0)
    expect(verdict(checksWith([row("/", 5)], imageless)).exitCode).toBe(1)
  })

  it("exits 1 when the self-check page did not read 100 ms above its unseeded twin, in the pages mode too", () => {
    const blind = { ...lighthouse, selfCheck: { ...lighthouse.selfCheck, blockingMs: 100 + BUDGETS.selfCheckRiseMs - 1 } }
    const checks = budgetChecks({ pages, lighthouse: blind, builds: null, jobPhotos: null, netlifyMode, interactions })
    expect(checks.filter((check) => !check.pass).map((check) => check.name)).toEqual([
      expect.stringMatching(/^self-check: \/ seeded with a task of 200 ms/),
    ])
    expect(verdict(checks).exitCode).toBe(1)
  })
})

describe("the viewer's checks", () => {
  type Taps = Viewer["taps"][number]
  type LargeFile = Viewer["largeFile"][number]
  const taps = (figures: Partial<Taps> = {}): Taps => ({
    mode: "build",
    loads: 18,
    pixelsMs: 16,
    nextMs: 40,
    openMs: 48,
    nextPaintMs: 40,
    zoomMs: 24,
    closeMs: 32,
    ...figures,
  })
  const largeFile = (figures: Partial<LargeFile> = {}): LargeFile => ({
    mode: "build",
    connection: "3G",
    largeMs: 2000,
    ...figures,
  })
  const viewer = (tapFloorMs: number, tapFigures: Partial<Taps> = {}, largeFigures: Partial<LargeFile> = {}): Viewer => ({
    tapFloorMs,
    taps: [taps(tapFigures)],
    largeFile: [largeFile(largeFigures)],
    loads: [],
  })

  it("holds each mode's taps and the tapped tile's pixels to the floor of a tap in the same run and the allowance above it, the large file to its connection's budget", () => {
    const floor = 96
    const limit = floor + BUDGETS.viewerAboveTapFloorMs
    expect(verdict(viewerChecks(viewer(floor, { openMs: limit }))).exitCode).toBe(0)
    const missed = viewerChecks(viewer(floor, { pixelsMs: limit + 8, zoomMs: limit + 1 }, { largeMs: 5000 }))
      .filter((check) => !check.pass)
      .map((check) => check.name)
    const above = `(a tap's floor ${floor} ms + ${BUDGETS.viewerAboveTapFloorMs})`
    expect(missed).toEqual([
      `tap -> the tapped photo's pixels, build mode ${above}`,
      `the viewer's zoom, input to next paint, build mode ${above}`,
      "tap -> the large file shown, build mode, 3G",
    ])
    // The same figures on a machine whose floor is lower: over.
    expect(verdict(viewerChecks(viewer(16, { openMs: limit }))).exitCode).toBe(1)
  })

  it("misses a connection without a budget, and a figure not measured", () => {
    expect(verdict(viewerChecks(viewer(16, {}, { connection: "2G" }))).exitCode).toBe(1)
    expect(verdict(viewerChecks(viewer(16, { nextMs: NaN }))).exitCode).toBe(1)
    expect(verdict(viewerChecks(viewer(NaN))).exitCode).toBe(1)
  })
})
