// @ts-check
/**
 * The pages where visitors land (the home page, /services, a service's page) on the bench's Android
 * phone over each slow connection (connections.js), at the phone's CPU slowdown, without scrolling:
 * the bytes it fetches (all, and its images') and its largest paint, the element and the moment
 * (issue 113). Printed, not judged: the byte budgets are held on the same loads without throttling
 * (checks.js), and one load's paint time on a shared machine is a figure to read, not a verdict.
 */
const { CONNECTIONS, emulateConnection } = require("./connections")
const { KB } = require("./site")
const { PHONES, asPhone } = require("./measure-pages")

/** @typedef {{ route: string, connection: string, kb: number, imageKb: number, images: number, paintMs: number | null, element: string }} SlowLoad */

/** Run in the page before it loads: keeps the latest largest-contentful-paint entry, described. */
function recordLargestPaint() {
  const seen = { ms: /** @type {number | null} */ (null), element: "none" }
  Object.assign(window, { __largestPaint: seen })
  /** @param {Element | null} element */
  const describe = (element) => {
    if (!element) return "an element since removed"
    if (element instanceof HTMLImageElement) {
      const file = (element.currentSrc || element.src).split("/").pop() ?? ""
      return `img ${element.alt ? `"${element.alt.slice(0, 40)}"` : "(decorative)"} ${file}`
    }
    return `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const paint = /** @type {PerformanceEntry & { element: Element | null }} */ (entry)
      seen.ms = paint.startTime
      seen.element = describe(paint.element)
    }
  }).observe({ type: "largest-contentful-paint", buffered: true })
}

/** The landing pages among `routes` (a sitemap's): the home page, /services and the first service's page. @param {string[]} routes */
const landingRoutes = (routes) =>
  ["/", "/services", routes.find((route) => route.startsWith("/services/"))].filter(
    /** @returns {route is string} */ (route) => route !== undefined && routes.includes(route),
  )

/**
 * One fresh load of `route` at `origin` over `connection`, until the network is quiet.
 * @param {import("playwright-core").Browser} browser @param {string} origin @param {string} route
 * @param {(typeof CONNECTIONS)[number]} connection @param {number} cpuSlowdown @returns {Promise<SlowLoad>}
 */
async function slowLoad(browser, origin, route, connection, cpuSlowdown) {
  const context = await browser.newContext(asPhone(PHONES[0]))
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(180_000)
    await page.addInitScript(recordLargestPaint)
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
    await emulateConnection(cdp, connection)
    /** @type {{ type: string, bytes: number }[]} */
    const fetched = []
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes().catch(() => undefined)
      fetched.push({ type: request.resourceType(), bytes: sizes ? sizes.responseBodySize : 0 })
    })
    await page.goto(`${origin}${route}`, { waitUntil: "networkidle", timeout: 180_000 })
    const paint = await page.evaluate(
      () =>
        /** @type {Window & { __largestPaint: { ms: number | null, element: string } }} */ (/** @type {unknown} */ (window))
          .__largestPaint,
    )
    const images = fetched.filter((each) => each.type === "image")
    const sum = (/** @type {{ bytes: number }[]} */ list) => list.reduce((total, each) => total + each.bytes, 0) / KB
    return {
      route,
      connection: connection.name,
      kb: sum(fetched),
      imageKb: sum(images),
      images: images.length,
      paintMs: paint.ms === null ? null : Math.round(paint.ms),
      element: paint.element,
    }
  } finally {
    await context.close()
  }
}

/**
 * Each landing page of `routes` on each connection, one load each.
 * @param {import("playwright-core").Browser} browser @param {string} origin @param {string[]} routes @param {number} cpuSlowdown
 */
async function measureSlowLines(browser, origin, routes, cpuSlowdown) {
  const loads = []
  for (const connection of CONNECTIONS)
    for (const route of landingRoutes(routes)) loads.push(await slowLoad(browser, origin, route, connection, cpuSlowdown))
  return loads
}

module.exports = { landingRoutes, measureSlowLines }
