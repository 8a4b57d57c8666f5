// @ts-check
/**
 * How quickly the site answers a tap on a low-end phone: for each interaction docs/requirements.md describes that
 * a visitor makes on a page (opening a photo in the viewer, the next photo, the menu, the gallery's
 * filter, sending the form), the time from the input event to the next frame the browser painted,
 * as the page's own Event Timing reports it (the interaction's longest event), on the mid-range
 * Android phone at the fixed CPU slowdown of the main-thread measurement, the median of RUNS fresh
 * loads. Each load waits until the page is hydrated and has fetched what it loads once idle, as a
 * visitor's first tap comes after reading; what opens the way to the interaction (the viewer before
 * its next photo, the form's fields) is done first and not measured.
 */
const { median } = require("./numbers")
const { PAGE_MOTION_SCRIPT, PHONES, asPhone } = require("./measure-pages")
const { clickMiddle } = require("./raw-input")

/** Fresh loads of each interaction's page. */
const RUNS = 5

/** @typedef {import("playwright-core").Page} Page */
/**
 * @typedef {{ name: string, route: string, prepare?: (page: Page) => Promise<void>, act: (page: Page) => Promise<void>, done: (page: Page) => Promise<void> }} Interaction
 */

/** The gallery's first thumbnail: a link to its large image that opens the viewer. @param {Page} page */
const firstThumbnail = (page) => page.getByRole("main").getByRole("listitem").getByRole("link").first()
/** @param {Page} page */
const viewer = (page) => page.getByRole("dialog")

/** Resolves once the browser has painted the frame after the call (run in the page). */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** @type {Interaction[]} */
const INTERACTIONS = [
  {
    name: "open a photo in the viewer",
    route: "/gallery",
    act: (page) => clickMiddle(firstThumbnail(page)),
    done: (page) => viewer(page).waitFor(),
  },
  {
    name: "the viewer's next photo",
    route: "/gallery",
    prepare: async (page) => {
      await firstThumbnail(page).click()
      await viewer(page).getByRole("button", { name: "Next photo" }).waitFor()
    },
    act: (page) => clickMiddle(viewer(page).getByRole("button", { name: "Next photo" })),
    done: (page) =>
      viewer(page)
        .getByText(/^2 of /)
        .first()
        .waitFor(),
  },
  {
    name: "open the menu",
    route: "/",
    act: (page) => clickMiddle(page.getByRole("button", { name: "Open menu" })),
    done: (page) => page.locator('[aria-expanded="true"]').first().waitFor(),
  },
  {
    name: "the gallery's filter",
    route: "/gallery",
    act: (page) => clickMiddle(page.getByRole("button", { name: "Real Projects" })),
    done: (page) => page.locator('button[aria-pressed="true"]', { hasText: "Real Projects" }).waitFor(),
  },
  {
    name: "send the form",
    route: "/contact",
    prepare: async (page) => {
      // Answered as the host's form handling answers, without keeping the request (as job-photos.js).
      await page.route(`${new URL(page.url()).origin}/`, (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 200, contentType: "text/html", body: "" })
          : route.fallback(),
      )
      await page.getByLabel(/^Name/).fill("Bench Visitor")
      await page.getByLabel(/^Email/).fill("bench@example.com")
      await page.getByLabel(/^Phone/).fill("(508) 555-0100")
      await page.getByLabel(/^Message/).fill("Measuring how quickly the form answers a tap.")
      // The button is below the fold on a phone: a visitor scrolls to it and sees it before tapping
      // (a click on it would scroll and tap in the same instant, the scroll's paint in the tap's time).
      await page.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded()
      await page.evaluate(afterNextPaint)
    },
    act: (page) => clickMiddle(page.getByRole("button", { name: "Send Message" })),
    done: (page) => page.getByRole("button", { name: "Sending..." }).or(page.getByRole("status")).first().waitFor(),
  },
]

/** Records every Event Timing entry of an interaction (interactionId set) from the page's start. */
function recordInteractions() {
  const recorded = /** @type {Array<{ name: string, start: number, duration: number }>} */ ([])
  Object.assign(window, { __interactions: recorded })
  new PerformanceObserver((list) => {
    // interactionId: the Event Timing field that groups an interaction's events (not yet in TypeScript's DOM types).
    for (const entry of /** @type {Array<PerformanceEventTiming & { interactionId?: number }>} */ (list.getEntries())) {
      if (entry.interactionId) recorded.push({ name: entry.name, start: entry.startTime, duration: entry.duration })
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16, buffered: true }))
}

/**
 * A new page in `context` (the bench's phone) at `cpuSlowdown`, recording its interactions
 * (recordInteractions), loaded from `url` once `beforeLoad` has set up what else the measurement
 * needs (a slowed network, more recorders), and hydrated (Gatsby's mark).
 * @param {import("playwright-core").BrowserContext} context @param {string} url @param {number} cpuSlowdown
 * @param {(page: Page, cdp: import("playwright-core").CDPSession) => Promise<void>} [beforeLoad]
 */
async function loadRecordingInteractions(context, url, cpuSlowdown, beforeLoad = async () => undefined) {
  const page = await context.newPage()
  await page.addInitScript(recordInteractions)
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
  await beforeLoad(page, cdp)
  await page.goto(url, { waitUntil: "load" })
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender", "mark").length > 0)
  return page
}

/**
 * One fresh load of the interaction's page and the interaction: its longest event's duration in
 * ms, from the input to the next paint (Event Timing rounds to 8 ms).
 * @param {import("playwright-core").Browser} browser @param {string} origin @param {Interaction} interaction
 * @param {number} cpuSlowdown
 */
async function measureOnce(browser, origin, interaction, cpuSlowdown) {
  const context = await browser.newContext(asPhone(PHONES[0]))
  try {
    const page = await loadRecordingInteractions(context, `${origin}${interaction.route}`, cpuSlowdown)
    // The page transition's code fetched once the page was idle.
    await page.waitForFunction(
      (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
      PAGE_MOTION_SCRIPT.source,
    )
    if (interaction.prepare) await interaction.prepare(page)
    const startedAt = await page.evaluate(() => performance.now())
    await interaction.act(page)
    await interaction.done(page)
    // The entry arrives after the frame that followed the input has been painted.
    const handle = await page.waitForFunction((since) => {
      const entries = /** @type {Array<{ start: number, duration: number }>} */ (
        /** @type {Window & { __interactions?: Array<{ start: number, duration: number }> }} */ (window).__interactions ?? []
      ).filter((entry) => entry.start >= since)
      return entries.length > 0 && Math.max(...entries.map((entry) => entry.duration))
    }, startedAt)
    return /** @type {number} */ (await handle.jsonValue())
  } finally {
    await context.close()
  }
}

/**
 * Each interaction's median over RUNS fresh loads, interleaved (one load of each, then again), so
 * that a slower moment of the machine falls on every interaction alike.
 * @param {import("playwright-core").Browser} browser @param {string} origin @param {number} cpuSlowdown
 */
async function measureInteractions(browser, origin, cpuSlowdown) {
  const runs = INTERACTIONS.map(() => /** @type {number[]} */ ([]))
  for (let round = 1; round <= RUNS; round += 1) {
    console.log(`  Interactions, round ${round} of ${RUNS}: ${INTERACTIONS.length} at ${cpuSlowdown}x CPU`)
    for (const [index, interaction] of INTERACTIONS.entries()) {
      runs[index].push(await measureOnce(browser, origin, interaction, cpuSlowdown))
    }
  }
  return {
    cpuSlowdown,
    phone: PHONES[0].key,
    results: INTERACTIONS.map((interaction, index) => ({
      name: interaction.name,
      route: interaction.route,
      ms: median(runs[index]),
      runs: runs[index],
    })),
  }
}

module.exports = { loadRecordingInteractions, measureInteractions }
