import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import type { Locator, Page, Request } from "@playwright/test"
import { NETLIFY_MODE_SITE } from "../../scripts/test-runner/build-if-stale"
import { filesUnder } from "../../src/photos/files-under"
import { COUNTING_NOTICE, DEVICE_EVENTS, DEVICE_LINK, EVENTS_PATH, VISIT_EVENTS } from "../../src/analytics/visit-events"
import { TRACKER_SCRIPT } from "../../src/gatsby/visit-counting"
import { CONTACT_PATH } from "../../src/lib/paths"
import { contactPageFor } from "../../src/lib/contact-page-link"
import { expect, test, waitForHydration } from "./support/browser"
import { services } from "./support/content"
import { recordViolations, violations } from "./support/policy"
import { PUBLIC } from "./support/public-files"
import { BASE_URL, COUNTED_DOMAIN, EVENTS_FOLDER, FORM_SERVICE_ENDPOINT, NETLIFY_MODE_URL } from "./support/server"

/**
 * Visits counted where the owner turned counting on (GATSBY_PLAUSIBLE_DOMAIN): the netlify-mode site
 * is built with it set, public/ without (build-if-stale.js). Events go to the site's own events
 * path, which its server (scripts/local-host/serve.js) answers as Plausible does.
 */

/** A report the page sent: Plausible's payload (n: the event's name, u: the page's address, d: the domain, p: its properties). */
interface Reported {
  n: string
  u: string
  d: string
  p?: Record<string, string>
}

/** Every report a page sends to the events path, from now on. */
function recordReports(page: Page): Reported[] {
  const reports: Reported[] = []
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) reports.push(JSON.parse(request.postData() ?? "{}") as Reported)
  })
  return reports
}

/** Every report's body as sent, from now on (to look for what a visitor typed). */
function recordBodies(page: Page): string[] {
  const bodies: string[] = []
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) bodies.push(request.postData() ?? "")
  })
  return bodies
}

/** The events among them, by name and properties (page views and the tracker's engagement reports aside). */
const events = (reports: Reported[]) =>
  reports.filter((report) => report.n !== "pageview" && report.n !== "engagement").map(({ n, p }) => ({ n, p }))

/** What the site keeps in the browser's storage on `page`: each store's keys. */
const storedKeys = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() }))

/** The page views among them (the tracker's engagement reports aside). */
const pageViews = (reports: Reported[]) => reports.filter((report) => report.n === "pageview")

/** Resolves once the page has fetched and run the tracker's chunk (count-visits), fetched once the page is idle. */
const trackerRan = (page: Page) =>
  page.waitForFunction(
    (script) => performance.getEntriesByType("resource").some((entry) => new RegExp(script).test(new URL(entry.name).pathname)),
    TRACKER_SCRIPT.source,
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

  await expect(page.getByRole("contentinfo")).toContainText(COUNTING_NOTICE)
  expect(await context.cookies()).toEqual([])
  expect(await violations(page)).toEqual([])
  expect(problems).toEqual([])

  // Nothing stored beyond what the site stores with counting off, after the same visit.
  const stored = await storedKeys(page)
  const { page: uncounted } = await openPage()
  await uncounted.goto(`${BASE_URL}/`)
  await waitForHydration(uncounted)
  await uncounted.getByRole("banner").getByRole("link", { name: "About Us" }).click()
  await uncounted.waitForURL(`${BASE_URL}/about`)
  expect(stored).toEqual(await storedKeys(uncounted))
})

/** Follows each device link in `area` of the page: each must report one event, its name by the link's scheme, with the page and `place`. */
async function followDeviceLinks(reports: Reported[], area: Locator, pathname: string, place: string) {
  const links = area.locator(DEVICE_LINK)
  expect(await links.count()).toBeGreaterThan(0)
  for (const link of await links.all()) {
    const before = events(reports).length
    const href = (await link.getAttribute("href")) ?? ""
    const [, name] = Object.entries(DEVICE_EVENTS).find(([scheme]) => href.startsWith(scheme)) ?? []
    await link.click()
    await expect.poll(() => events(reports).slice(before)).toEqual([{ n: name, p: { page: pathname, place } }])
  }
}

test("reports each call, text and e-mail a visitor starts, with the page and where on it, once", async ({ openPage }) => {
  const { page, problems } = await openPage()
  await recordViolations(page)
  const reports = recordReports(page)
  await page.goto(`${NETLIFY_MODE_URL}/`)
  await waitForHydration(page)
  await followDeviceLinks(reports, page.getByRole("banner"), "/", "header")
  await followDeviceLinks(reports, page.locator("main section").first(), "/", "hero")
  await followDeviceLinks(reports, page.getByRole("region", { name: "Ready to Start Your Project?" }), "/", "call to action")
  await followDeviceLinks(reports, page.getByRole("contentinfo"), "/", "footer")

  const servicePage = `/services/${services[0].slug}`
  await page.goto(`${NETLIFY_MODE_URL}${servicePage}`)
  await waitForHydration(page)
  await followDeviceLinks(reports, page.locator("main section").first(), servicePage, "hero")

  await page.goto(`${NETLIFY_MODE_URL}${CONTACT_PATH}`)
  await waitForHydration(page)
  await followDeviceLinks(reports, page.getByRole("region", { name: "Get in Touch Directly" }), CONTACT_PATH, "contact options")
  expect(await violations(page)).toEqual([])
  expect(problems).toEqual([])
})

test("counts a call started before the tracker has run", async ({ openPage }) => {
  const { page } = await openPage()
  const reports = recordReports(page)
  // The tracker's chunk held back until the visitor has tapped: it has not run when they do.
  let release: () => void = () => undefined
  const tapped = new Promise<void>((resolve) => (release = resolve))
  await page.route(TRACKER_SCRIPT, async (route) => {
    await tapped
    await route.continue()
  })
  await page.goto(`${NETLIFY_MODE_URL}/`)
  await waitForHydration(page)
  await page.getByRole("contentinfo").locator('a[href^="tel:"]').click()
  expect(reports).toEqual([])
  release()
  await expect.poll(() => events(reports)).toEqual([{ n: DEVICE_EVENTS["tel:"], p: { page: "/", place: "footer" } }])
  await expect.poll(() => pageViews(reports).length).toBe(1)
})

test("reports a request sent with the service asked for, never what the visitor wrote; one that fails as failed", async ({
  openPage,
}) => {
  const { page } = await openPage()
  const reports = recordReports(page)
  const bodies = recordBodies(page)
  const service = services[0].name
  await page.goto(`${NETLIFY_MODE_URL}${contactPageFor(service)}`)
  await waitForHydration(page)
  const typed = {
    name: "Pat Homeowner",
    email: "pat.homeowner@example.org",
    phone: "508-555-0177",
    message: "Rot under the back steps",
  }
  const fill = async () => {
    await page.getByLabel(/^Name/).fill(typed.name)
    await page.getByLabel(/^Email/).fill(typed.email)
    await page.getByLabel(/^Phone/).fill(typed.phone)
    await page.getByLabel(/^Message/).fill(typed.message)
  }
  const outcome = page.getByRole("region", { name: "Notifications (F8)" }).locator('li[data-state="open"]')
  await fill()
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(outcome).toContainText("Message Sent!")
  await expect.poll(() => events(reports)).toEqual([{ n: VISIT_EVENTS.requestSent, p: { page: CONTACT_PATH, service } }])

  await page.route(
    (url) => url.href === FORM_SERVICE_ENDPOINT,
    (route) => route.abort(),
  )
  await page.getByLabel(/^Service needed/).fill(service)
  await fill()
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(outcome.filter({ hasText: "Error Sending Message" })).toBeVisible()
  await expect.poll(() => events(reports).slice(1)).toEqual([{ n: VISIT_EVENTS.requestFailed, p: { page: CONTACT_PATH } }])
  for (const value of Object.values(typed)) expect(bodies.filter((body) => body.includes(value))).toEqual([])
})

test("sends only paths: no query or fragment of the page or of the referrer leaves the browser (issue 114)", async ({
  openPage,
}) => {
  const { page, problems } = await openPage()
  const reports: Array<Reported & { r?: string | null }> = recordReports(page)
  const bodies = recordBodies(page)
  const personal = "email=pat%40example.org&phone=5085550142"
  await page.goto(`${NETLIFY_MODE_URL}/gallery?${personal}#top`)
  await waitForHydration(page)
  await trackerRan(page)
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click()
  await expect.poll(() => pageViews(reports).length).toBe(2)
  await page.goto(`${NETLIFY_MODE_URL}/contact?name=Pat%20Doe#form`, { referer: `${NETLIFY_MODE_URL}/gallery?${personal}` })
  await expect
    .poll(() => pageViews(reports).map((report) => new URL(report.u).pathname))
    .toEqual(["/gallery", "/about", "/contact"])
  for (const report of reports) {
    expect({ u: report.u, r: report.r ?? "" }).toEqual({
      u: expect.not.stringMatching(/[?#]/),
      r: expect.not.stringMatching(/[?#]/),
    })
  }
  for (const body of bodies) expect(body).not.toMatch(/pat%40|pat@|5085550142|Pat%20Doe|Pat Doe/)
  expect(problems).toEqual([])
})

test("reports a photo opened in the gallery's viewer, with its page", async ({ openPage }) => {
  const { page, problems } = await openPage()
  const reports = recordReports(page)
  await page.goto(`${NETLIFY_MODE_URL}/gallery`)
  await waitForHydration(page)
  await page.locator("main img").first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await expect.poll(() => events(reports)).toEqual([{ n: VISIT_EVENTS.photoOpened, p: { page: "/gallery" } }])
  expect(problems).toEqual([])
})

test("drops a report that cannot be sent quietly: the visitor sees nothing of it", async ({ openPage }) => {
  const { page, problems } = await openPage()
  const refused: string[] = []
  await page.route(`${NETLIFY_MODE_URL}${EVENTS_PATH}`, async (route) => {
    refused.push(route.request().postData() ?? "")
    await route.abort("internetdisconnected")
  })
  await page.goto(`${NETLIFY_MODE_URL}/`)
  await waitForHydration(page)
  await page.getByRole("contentinfo").locator('a[href^="tel:"]').click()
  await expect.poll(() => refused.some((body) => body.includes(`"n":"${DEVICE_EVENTS["tel:"]}"`))).toBe(true)
  await page.getByRole("banner").getByRole("link", { name: "About Us" }).click()
  await page.waitForURL(`${NETLIFY_MODE_URL}/about`)
  await expect(page.locator("h1")).toBeVisible()
  // The browser itself notes each request that failed (no script can keep it from doing so); the
  // site's scripts add nothing: no exception, no rejection left unhandled, no line of their own.
  expect(refused.length).toBeGreaterThan(0)
  expect(problems.filter((problem) => !problem.startsWith("error: Failed to load resource: net::"))).toEqual([])
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
  await expect(page.getByRole("contentinfo")).not.toContainText(COUNTING_NOTICE)
  expect(scripts.filter((script) => TRACKER_SCRIPT.test(script))).toEqual([])
  // The tracker's own name for the switch that turns it off in a browser: in the counting site's
  // tracker chunk, and in no file of public/.
  const holdingTracker = (folder: string) =>
    filesUnder(folder)
      .filter((file) => /\.(js|html|json)$/.test(file) && readFileSync(file, "utf8").includes("plausible_ignore"))
      .map((file) => path.basename(file))
  expect(holdingTracker(path.join(NETLIFY_MODE_SITE, "public"))).toContainEqual(expect.stringMatching(TRACKER_SCRIPT))
  expect(holdingTracker(PUBLIC)).toEqual([])
})

/** npm run counting:check against `site`: its exit code and what it printed. */
function checkCounting(site: string) {
  const run = spawnSync(
    process.execPath,
    [path.join(__dirname, "..", "..", "scripts", "commands", "check-counting.js"), "--site", site],
    {
      encoding: "utf8",
    },
  )
  return { code: run.status, said: `${run.stdout}${run.stderr}` }
}

test("the owner's check says whether a site counts its visits, sending nothing that is counted", async () => {
  const before = readFileSync(path.join(EVENTS_FOLDER, "events.jsonl"), { encoding: "utf8", flag: "a+" })
  const counted = checkCounting(NETLIFY_MODE_URL)
  expect(counted).toEqual({ code: 0, said: expect.stringContaining("Visits are counted: the pages hold the tracker") })
  // Its empty event is refused, as Plausible refuses it: nothing kept.
  expect(readFileSync(path.join(EVENTS_FOLDER, "events.jsonl"), "utf8")).toBe(before)
  expect(checkCounting(BASE_URL)).toEqual({
    code: 1,
    said: expect.stringContaining("Visits are not counted: the pages have no tracker"),
  })
})
