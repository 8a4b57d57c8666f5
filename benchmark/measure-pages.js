// @ts-check
/** Loads each page of the sitemap as a phone and records what it costs: bytes, images, layout shift. */
const fs = require("node:fs")
const path = require("node:path")
const { ROOT, SITE_URL } = require("./constants")
const { KB } = require("./site")

/** @typedef {(typeof PHONES)[number]} Phone @typedef {import("playwright-core").Browser} Browser */
/** @typedef {{ __cls: number }} ClsWindow The page's layout shift, summed as it happens. */
/** @typedef {PerformanceEntry & { hadRecentInput: boolean, value: number }} LayoutShift */

/** Every page of the build, from its sitemap: the routes, then the service pages, then the project pages. */
function sitemapRoutes(root = ROOT) {
  const sitemap = fs.readFileSync(path.join(root, "public", "sitemap-0.xml"), "utf8")
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
  const groups = ["/services/", "/projects/"]
  const inGroup = (/** @type {string} */ prefix) => paths.filter((route) => route.startsWith(prefix)).sort()
  return [...paths.filter((route) => !groups.some((prefix) => route.startsWith(prefix))), ...groups.flatMap(inGroup)]
}
/** A built page's file under public/ (/gallery -> gallery.html or gallery/index.html). @param {string} publicFolder @param {string} route */
function pageFile(publicFolder, route) {
  if (route === "/") return path.join(publicFolder, "index.html")
  const flat = path.join(publicFolder, `${route}.html`)
  return fs.existsSync(flat) ? flat : path.join(publicFolder, route, "index.html")
}

/**
 * The page transition's script (load-page-motion.ts, webpack chunk "page-motion"), which a page
 * fetches once it has loaded and is idle: left out of the first load, and the sign that a page is idle.
 */
const PAGE_MOTION_SCRIPT = /\/page-motion-[\w-]+\.js$/

/**
 * The phones every page is measured on: a mid-range Android phone, and an iPhone 12-16 (a DPR 3
 * screen, as most phones that visit a US site have).
 */
const PHONES = /** @type {const} */ ([
  { key: "android", name: "412x823 Android at DPR 1.75", viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { key: "iphone", name: "390x844 iPhone at DPR 3", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
])

/** Playwright's browser context options for one of PHONES. @param {Phone} phone */
const asPhone = (phone) => ({
  viewport: phone.viewport,
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
})

/**
 * What one route of the site at `origin` costs `phone` when it loads the route and does not scroll.
 * @param {Browser} browser @param {string} route @param {Phone} phone
 */
async function measureRoute(browser, route, phone, origin = SITE_URL) {
  const context = await browser.newContext(asPhone(phone))
  const page = await context.newPage()
  await page.addInitScript(() => {
    const shifts = /** @type {ClsWindow} */ (/** @type {unknown} */ (window))
    shifts.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LayoutShift[]} */ (list.getEntries())) if (!entry.hadRecentInput) shifts.__cls += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
  // First-load JavaScript is every script the page fetches but the page transition's animation code,
  // which the site deliberately fetches only once the page has loaded and is idle (load-page-motion.ts).
  /** @type {{ url: string, type: string, bytes: number, deferred: boolean }[]} */
  const responses = []
  page.on("requestfinished", async (request) => {
    const sizes = await request.sizes().catch(() => undefined)
    responses.push({
      url: request.url(),
      type: request.resourceType(),
      bytes: sizes ? sizes.responseBodySize : 0,
      deferred: PAGE_MOTION_SCRIPT.test(new URL(request.url()).pathname),
    })
  })
  await page.goto(`${origin}${route}`, { waitUntil: "networkidle" })
  await page.waitForTimeout(1500)
  const { cls, heroSrc } = await page.evaluate(() => {
    const hero = document.querySelector('img[fetchpriority="high"]')
    return {
      cls: /** @type {ClsWindow} */ (/** @type {unknown} */ (window)).__cls,
      heroSrc: hero instanceof HTMLImageElement ? hero.currentSrc : null,
    }
  })
  await context.close()
  /** @param {string} type @param {(response: (typeof responses)[number]) => boolean} keep */
  const sum = (type, keep = () => true) =>
    responses.filter((r) => r.type === type && keep(r)).reduce((total, r) => total + r.bytes, 0)
  const images = responses.filter((r) => r.type === "image")
  const largest = images.reduce((max, r) => (r.bytes > max.bytes ? r : max), { url: "", bytes: 0 })
  const hero = heroSrc ? responses.find((r) => r.url === heroSrc) : undefined
  return {
    route,
    phone: phone.key,
    htmlKb: sum("document") / KB,
    jsKb: sum("script", (r) => !r.deferred) / KB,
    jsAfterIdleKb: sum("script") / KB,
    // The before/after slider's own script (BeforeAfter.tsx), fetched only by a page with a pair.
    compareJsKb: sum("script", (r) => /\/compare-slider-[0-9a-f]+\.js$/.test(r.url)) / KB,
    cssKb: sum("stylesheet") / KB,
    imageKb: sum("image") / KB,
    imageCount: images.length,
    largestImageKb: largest.bytes / KB,
    largestImage: path.basename(largest.url),
    heroImageKb: hero ? hero.bytes / KB : null,
    cls,
  }
}

module.exports = { PAGE_MOTION_SCRIPT, PHONES, asPhone, pageFile, sitemapRoutes, measureRoute }
