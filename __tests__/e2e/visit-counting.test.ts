import { readFileSync } from "node:fs"
import path from "node:path"
import type { Page, Request } from "@playwright/test"
import { NETLIFY_MODE_SITE } from "../../scripts/test-runner/build-if-stale"
import { filesUnder } from "../../src/photos/files-under"
import { EVENTS_PATH } from "../../src/lib/visit-events"
import { expect, test, waitForHydration } from "./support/browser"
import { recordViolations, violations } from "./support/policy"
import { PUBLIC } from "./support/public-files"
import { BASE_URL, COUNTED_DOMAIN, NETLIFY_MODE_URL } from "./support/server"

/**
 * Visits counted where the owner turned counting on (GATSBY_PLAUSIBLE_DOMAIN): the netlify-mode site
 * is built with it set, public/ without (build-if-stale.js). Events go to the site's own events
 * path, which its server (scripts/local-host/serve.js) answers as Plausible does.
 */

/** A report the page sent: Plausible's payload (n: the event's name, u: the page's address, d: the domain). */
interface Reported {
  n: string
  u: string
  d: string
}

/** Every report a page sends to the events path, from now on. */
function recordReports(page: Page): Reported[] {
  const reports: Reported[] = []
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) reports.push(JSON.parse(request.postData() ?? "{}") as Reported)
  })
  return reports
}

/** The page views among them (the tracker's engagement reports aside). */
const pageViews = (reports: Reported[]) => reports.filter((report) => report.n === "pageview")

/** Resolves once the page has fetched and run the tracker's chunk (count-visits), fetched once the page is idle. */
const trackerRan = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => /\/count-visits-[\w-]+\.js$/.test(new URL(entry.name).pathname)),
  )

test("counts a page view on the page a visit opens and one on each move between pages, with nothing stored and nothing refused", async ({
  openPage,
}) => {
  const { context, page, problems } = await openPage()
  await recordViolations(page)
  const reports = recordReports(page)
  await page.goto(`${NETLIFY_MODE_URL}/`)
  await waitForHydration(page)
  await expect
    .poll(() => pageViews(reports))
    .toEqual([{ n: "pageview", u: `${NETLIFY_MODE_URL}/`, d: COUNTED_DOMAIN }].map(expect.objectContaining))

  await page.getByRole("banner").getByRole("link", { name: "About Us" }).click()
  await page.waitForURL(`${NETLIFY_MODE_URL}/about`)
  await expect
    .poll(() => pageViews(reports).map((report) => report.u))
    .toEqual([`${NETLIFY_MODE_URL}/`, `${NETLIFY_MODE_URL}/about`])

  expect(await context.cookies()).toEqual([])
  expect(await violations(page)).toEqual([])
  expect(problems).toEqual([])
})

test("reports nothing from a browser that sends Global Privacy Control", async ({ openPage }) => {
  const { page } = await openPage()
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }))
  const reports = recordReports(page)
  await page.goto(`${NETLIFY_MODE_URL}/`)
  await waitForHydration(page)
  await trackerRan(page)
  await page.getByRole("banner").getByRole("link", { name: "About Us" }).click()
  await page.waitForURL(`${NETLIFY_MODE_URL}/about`)
  await waitForHydration(page)
  expect(reports).toEqual([])
})

test("is in no page where counting is off: no report, and no file of public/ holds the tracker", async ({ openPage }) => {
  const { page } = await openPage()
  const reports = recordReports(page)
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`${BASE_URL}/`)
  await waitForHydration(page)
  await page.waitForLoadState("networkidle")
  expect(reports).toEqual([])
  expect(scripts.filter((script) => script.includes("count-visits"))).toEqual([])
  // The tracker's own name for the switch that turns it off in a browser: in the counting site's
  // tracker chunk, and in no file of public/.
  const holdingTracker = (folder: string) =>
    filesUnder(folder)
      .filter((file) => /\.(js|html|json)$/.test(file) && readFileSync(file, "utf8").includes("plausible_ignore"))
      .map((file) => path.basename(file))
  expect(holdingTracker(path.join(NETLIFY_MODE_SITE, "public"))).toContainEqual(
    expect.stringMatching(/^count-visits-[\w-]+\.js$/),
  )
  expect(holdingTracker(PUBLIC)).toEqual([])
})
