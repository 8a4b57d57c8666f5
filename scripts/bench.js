/**
 * npm run bench: how fast and how heavy the site is for a visitor on a phone.
 *
 *   node scripts/bench.js [--skip-build-timing]
 *
 * 1. Times the image pipeline: a cold build (.cache, public and the prepared photos removed) and a
 *    warm rebuild after adding one photo (skipped with --skip-build-timing; the site is then built
 *    only if needed).
 * 2. Serves public/ on a loopback port (gzip, like a CDN) and loads each page of the sitemap (the six
 *    routes and a page per service) in Chromium as a
 *    412x823 phone at DPR 1.75: HTML, JavaScript and CSS bytes as sent, image bytes and count
 *    before scrolling, the largest image, the hero image, cumulative layout shift.
 * 3. Runs Lighthouse 12 (mobile, simulated Slow 4G) on each route, with its 4x CPU slowdown scaled
 *    to this machine's benchmarkIndex (4x at 1800 and above, never below 1x).
 *
 * Prints every figure beside its budget and writes the same as JSON to bench/. A benchmark, not a
 * test: CI does not run it.
 */
const { execFileSync } = require("node:child_process")
const fs = require("node:fs")
const path = require("node:path")
const sharp = require("sharp")
const { chromium } = require("playwright-core")
const { CHROMIUM_FLAGS, findBrowser } = require("./find-browser")
const { startServer } = require("./serve")

const ROOT = path.join(__dirname, "..")
const PORT = 9321
const SITE_URL = `http://127.0.0.1:${PORT}`

/** Every page of the build, from its sitemap: the six routes, then the service pages. */
function sitemapRoutes() {
  const sitemap = fs.readFileSync(path.join(ROOT, "public", "sitemap-0.xml"), "utf8")
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
  const isServicePage = (route) => route.startsWith("/services/")
  return [...paths.filter((route) => !isServicePage(route)), ...paths.filter(isServicePage).sort()]
}
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const KB = 1024

const BUDGETS = {
  firstLoadJsKb: 110,
  homeHtmlKb: 14,
  servicePageHtmlKb: 14,
  cls: 0,
  heroImageKb: 60,
  galleryImagesKb: 200,
  galleryLargestImageKb: 35,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  warmToColdRatio: 0.25,
}


function build() {
  const started = Date.now()
  execFileSync("npx", ["gatsby", "build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SITE_URL },
  })
  return (Date.now() - started) / 1000
}

/** A build made for this benchmark: canonical links on the loopback origin Lighthouse visits. */
function builtForBench() {
  const robots = path.join(ROOT, "public", "robots.txt")
  return fs.existsSync(robots) && fs.readFileSync(robots, "utf8").includes(SITE_URL)
}

/** Cold build, then a warm rebuild after one new photo; the photo is removed and the site rebuilt. */
async function timeImagePipeline() {
  for (const folder of [".cache", "public", ".prepared-photos"]) {
    fs.rmSync(path.join(ROOT, folder), { recursive: true, force: true })
  }
  console.log("Timing a cold build (this takes a few minutes)...")
  const cold = build()
  const gallery = path.join(ROOT, "content", "gallery")
  const added = path.join(gallery, "zz-bench-added-photo.jpg")
  // A new photo: a mirrored copy of the owner's first JPEG, whatever the gallery holds.
  const model = fs.readdirSync(gallery).find((file) => /\.jpe?g$/i.test(file))
  if (!model) throw new Error("content/gallery/ has no JPEG photo to time a warm rebuild with")
  await sharp(path.join(gallery, model)).rotate().flop().jpeg({ quality: 85 }).toFile(added)
  try {
    console.log("Timing a warm rebuild after adding one photo...")
    const warm = build()
    return { coldSeconds: cold, warmSeconds: warm, warmToColdRatio: warm / cold }
  } finally {
    fs.rmSync(added, { force: true })
    console.log("Rebuilding without the added photo...")
    build()
  }
}

/** What one route costs a phone that loads it and does not scroll. */
async function measureRoute(browser, route) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
  // First-load JavaScript is every script the page fetches but the animation engine, which the
  // site deliberately fetches only once the page has loaded and is idle (MotionProvider.tsx).
  const responses = []
  page.on("requestfinished", async (request) => {
    const sizes = await request.sizes().catch(() => undefined)
    responses.push({
      url: request.url(),
      type: request.resourceType(),
      bytes: sizes ? sizes.responseBodySize : 0,
      deferred: /\/motion-features-[0-9a-f]+\.js$/.test(request.url()),
    })
  })
  await page.goto(`${SITE_URL}${route}`, { waitUntil: "networkidle" })
  await page.waitForTimeout(1500)
  const { cls, heroSrc } = await page.evaluate(() => {
    const hero = document.querySelector('img[fetchpriority="high"]')
    return { cls: window.__cls, heroSrc: hero ? hero.currentSrc : null }
  })
  await context.close()
  const sum = (type, keep = () => true) =>
    responses.filter((r) => r.type === type && keep(r)).reduce((total, r) => total + r.bytes, 0)
  const images = responses.filter((r) => r.type === "image")
  const largest = images.reduce((max, r) => (r.bytes > max.bytes ? r : max), { url: "", bytes: 0 })
  const hero = heroSrc ? responses.find((r) => r.url === heroSrc) : undefined
  return {
    route,
    htmlKb: sum("document") / KB,
    jsKb: sum("script", (r) => !r.deferred) / KB,
    jsAfterIdleKb: sum("script") / KB,
    cssKb: sum("stylesheet") / KB,
    imageKb: sum("image") / KB,
    imageCount: images.length,
    largestImageKb: largest.bytes / KB,
    largestImage: path.basename(largest.url),
    heroImageKb: hero ? hero.bytes / KB : null,
    cls,
  }
}

async function lighthouseAll(chromePath, routes) {
  const { default: lighthouse } = await import("lighthouse")
  const chromeLauncher = await import("chrome-launcher")
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS })
  const run = async (route, cpuSlowdownMultiplier) => {
    const result = await lighthouse(
      `${SITE_URL}${route}`,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        settings: {
          formFactor: "mobile",
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          throttlingMethod: "simulate",
          // Lighthouse's Slow 4G, with the CPU slowdown scaled to this machine.
          throttling: {
            rttMs: 150,
            throughputKbps: 1638.4,
            requestLatencyMs: 562.5,
            downloadThroughputKbps: 1474.56,
            uploadThroughputKbps: 675,
            cpuSlowdownMultiplier,
          },
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        },
      },
    )
    return result.lhr
  }
  try {
    const probe = await run("/", 4)
    const benchmarkIndex = probe.environment.benchmarkIndex
    const cpuSlowdown = Math.min(4, Math.max(1, (4 * benchmarkIndex) / 1800))
    const results = []
    for (const route of routes) {
      const lhr = await run(route, cpuSlowdown)
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100)
      results.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        failedAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      })
    }
    return { benchmarkIndex, cpuSlowdown, results }
  } finally {
    await chrome.kill()
  }
}

const fixed = (value, digits = 1) => (value === null || value === undefined ? "-" : Number(value).toFixed(digits))

function printTable(pages, lighthouse) {
  const header = ["route", "HTML KB", "JS KB", "+idle JS", "CSS KB", "img KB (n)", "largest img KB", "hero KB", "CLS", "perf", "a11y", "BP", "SEO", "LCP ms", "TBT ms"]
  const rows = pages.map((p) => {
    const lh = lighthouse.results.find((r) => r.route === p.route) ?? {}
    return [p.route, fixed(p.htmlKb), fixed(p.jsKb), fixed(p.jsAfterIdleKb - p.jsKb), fixed(p.cssKb), `${fixed(p.imageKb)} (${p.imageCount})`, fixed(p.largestImageKb), fixed(p.heroImageKb), fixed(p.cls, 3), lh.performance, lh.accessibility, lh.bestPractices, lh.seo, lh.lcpMs, lh.tbtMs].map(String)
  })
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells) => cells.map((cell, column) => cell.padStart(widths[column])).join("  ")
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`)
  rows.forEach((row) => console.log(line(row)))
}

function budgetChecks(pages, lighthouse, builds) {
  const checks = []
  const check = (name, value, budget, pass, unit = "") => checks.push({ name, value, budget, unit, pass })
  for (const p of pages) check(`first-load JS ${p.route}`, p.jsKb, `<= ${BUDGETS.firstLoadJsKb}`, p.jsKb <= BUDGETS.firstLoadJsKb, " KB")
  const home = pages.find((p) => p.route === "/")
  check("home HTML", home.htmlKb, `<= ${BUDGETS.homeHtmlKb}`, home.htmlKb <= BUDGETS.homeHtmlKb, " KB")
  for (const p of pages.filter((page) => page.route.startsWith("/services/"))) {
    check(`HTML ${p.route}`, p.htmlKb, `<= ${BUDGETS.servicePageHtmlKb}`, p.htmlKb <= BUDGETS.servicePageHtmlKb, " KB")
  }
  for (const p of pages) check(`CLS ${p.route}`, p.cls, `= ${BUDGETS.cls}`, p.cls <= BUDGETS.cls)
  check("hero image (eager, fetchpriority=high)", home.heroImageKb, `<= ${BUDGETS.heroImageKb}`, home.heroImageKb !== null && home.heroImageKb <= BUDGETS.heroImageKb, " KB")
  const gallery = pages.find((p) => p.route === "/gallery")
  check("gallery images before scrolling", gallery.imageKb, `<= ${BUDGETS.galleryImagesKb}`, gallery.imageKb <= BUDGETS.galleryImagesKb, " KB")
  check("largest gallery grid image", gallery.largestImageKb, `<= ${BUDGETS.galleryLargestImageKb}`, gallery.largestImageKb <= BUDGETS.galleryLargestImageKb, " KB")
  for (const r of lighthouse.results) {
    check(`Lighthouse performance ${r.route}`, r.performance, `>= ${BUDGETS.performance}`, r.performance >= BUDGETS.performance)
    check(`Lighthouse accessibility ${r.route}`, r.accessibility, `>= ${BUDGETS.accessibility}`, r.accessibility >= BUDGETS.accessibility)
    check(`Lighthouse best practices ${r.route}`, r.bestPractices, `>= ${BUDGETS.bestPractices}`, r.bestPractices >= BUDGETS.bestPractices)
    check(`Lighthouse SEO ${r.route}`, r.seo, `>= ${BUDGETS.seo}`, r.seo >= BUDGETS.seo)
  }
  if (builds) {
    check("warm rebuild / cold build", builds.warmToColdRatio, `<= ${BUDGETS.warmToColdRatio}`, builds.warmToColdRatio <= BUDGETS.warmToColdRatio)
  }
  return checks
}

async function main() {
  const skipBuildTiming = process.argv.includes("--skip-build-timing")
  const builds = skipBuildTiming ? null : await timeImagePipeline()
  if (!builtForBench()) {
    console.log(`Building the site for ${SITE_URL}...`)
    build()
  }
  const chromePath = findBrowser({ install: true })
  const server = await startServer({ root: path.join(ROOT, "public"), port: PORT })
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS })
    const routes = sitemapRoutes()
    const pages = []
    for (const route of routes) pages.push(await measureRoute(browser, route))
    await browser.close()
    console.log(`Running Lighthouse on each of the ${routes.length} pages...`)
    const lighthouse = await lighthouseAll(chromePath, routes)
    printTable(pages, lighthouse)
    console.log(`\nLighthouse benchmarkIndex ${lighthouse.benchmarkIndex}, CPU slowdown used ${fixed(lighthouse.cpuSlowdown, 2)}x`)
    if (builds) {
      console.log(`Image pipeline: cold build ${fixed(builds.coldSeconds)} s, warm rebuild after one new photo ${fixed(builds.warmSeconds)} s`)
    }
    const checks = budgetChecks(pages, lighthouse, builds)
    console.log("\nBudgets:")
    for (const c of checks) {
      const value = typeof c.value === "number" ? fixed(c.value, c.value < 1 && c.value > 0 ? 3 : 1) : String(c.value)
      console.log(`  ${c.pass ? "pass" : "FAIL"}  ${c.name}: ${value}${c.unit} (budget ${c.budget}${c.unit})`)
    }
    for (const r of lighthouse.results.filter((result) => result.failedAudits.length > 0)) {
      console.log(`  Lighthouse audits not passed on ${r.route}: ${r.failedAudits.join(", ")}`)
    }
    const failed = checks.filter((c) => !c.pass).length
    console.log(`\n${checks.length - failed} budgets met, ${failed} missed`)
    const report = { date: new Date().toISOString(), budgets: BUDGETS, builds, pages, lighthouse, checks }
    fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true })
    const json = `${JSON.stringify(report, null, 2)}\n`
    fs.writeFileSync(path.join(ROOT, "bench", `bench-${report.date.replace(/[:.]/g, "-")}.json`), json)
    fs.writeFileSync(path.join(ROOT, "bench", "latest.json"), json)
    console.log("Wrote bench/latest.json")
  } finally {
    await server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
