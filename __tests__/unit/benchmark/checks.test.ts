import { BUDGETS } from "../../../benchmark/budgets"
import { budgetChecks } from "../../../benchmark/checks"
import type { Builds, Interactions, MainThread, NetlifyMode, Page } from "../../../benchmark/figures"

/**
 * The pages bench's checks (checks.js) on figures made up here: each budget of budgets.js is held,
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
])
const lighthouse = {
  results: [{ route: "/", site: "site", blockingMs: 100, floorMs: 80, accessibility: 100, bestPractices: 100, seo: 100 }],
} as MainThread
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
  const slow = { results: [{ ...lighthouse.results[0], blockingMs: 80 + BUDGETS.blockingAboveFloorMs + 1 }] } as MainThread
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
