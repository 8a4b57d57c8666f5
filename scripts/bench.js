/**
 * npm run bench: how fast and how heavy the site is for a visitor on a phone.
 *
 *   node scripts/bench.js [--skip-build-timing] [--real-photos[=N]]
 *
 * --real-photos builds and measures a copy of the site (.bench-site/) whose gallery holds the real
 * photos of ../shared/photos/real/, repeated under other names up to N (default 100), and also
 * times plain sharp making the same image files (scripts/bench/raw-sharp.js) to compare the site's
 * image work with. Lighthouse then runs on / and /gallery only.
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
const { spawnSync } = require("node:child_process")
const fs = require("node:fs")
const path = require("node:path")
const sharp = require("sharp")
const { chromium } = require("playwright-core")
const { CHROMIUM_FLAGS, findBrowser } = require("./find-browser")
const { startServer } = require("./serve")
const { addOneRealPhoto, createRealPhotoSite } = require("./bench/real-photo-site")
const { timeRawSharp } = require("./bench/raw-sharp")

const ROOT = path.join(__dirname, "..")
const PORT = 9321
const SITE_URL = `http://127.0.0.1:${PORT}`

/** Every page of the build, from its sitemap: the six routes, then the service pages. */
function sitemapRoutes(root = ROOT) {
  const sitemap = fs.readFileSync(path.join(root, "public", "sitemap-0.xml"), "utf8")
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
  galleryImagesKb: 150,
  galleryLargestImageKb: 40,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  warmToColdRatio: 0.15,
  imageWorkToRawSharp: 1.2,
  peakBuildMemoryMb: 2048,
}

/** What the build printed about its own steps: the working copies and the image jobs, in seconds. */
function stepSeconds(output, step) {
  const match = new RegExp(`success ${step} - ([\\d.]+)s`).exec(output)
  return match ? Number(match[1]) : 0
}


/**
 * Runs `gatsby build` in `root`: its time, the time of its image work (working copies and image
 * jobs, as the build reports them) and its peak memory (with GNU time, where the machine has it).
 */
function build(root = ROOT) {
  const started = Date.now()
  const gnuTime = fs.existsSync("/usr/bin/time")
  const gatsby = [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"]
  const [command, args] = gnuTime ? ["/usr/bin/time", ["-f", "PEAK_RSS_KB %M", process.execPath, ...gatsby]] : [process.execPath, gatsby]
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", SITE_URL },
  })
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) throw new Error(`gatsby build failed in ${root}:\n${output.slice(-4000)}`)
  const peak = /PEAK_RSS_KB (\d+)/.exec(output)
  return {
    seconds: (Date.now() - started) / 1000,
    imageSeconds: stepSeconds(output, "onPreBootstrap") + stepSeconds(output, "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs"),
    peakMb: peak ? Number(peak[1]) / 1024 : null,
  }
}

/** A build made for this benchmark: canonical links on the loopback origin Lighthouse visits. */
function builtForBench(root = ROOT) {
  const robots = path.join(root, "public", "robots.txt")
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
    return buildFigures(cold, warm)
  } finally {
    fs.rmSync(added, { force: true })
    console.log("Rebuilding without the added photo...")
    build()
  }
}

function buildFigures(cold, warm, raw) {
  return {
    coldSeconds: cold.seconds,
    coldImageSeconds: cold.imageSeconds,
    warmSeconds: warm.seconds,
    warmToColdRatio: warm.seconds / cold.seconds,
    peakMb: cold.peakMb,
    ...(raw ? { rawSharpSeconds: raw.seconds, rawSharpFiles: raw.files, imageWorkToRawSharp: cold.imageSeconds / raw.seconds } : {}),
  }
}

/**
 * The real-photo site: a cold build of `count` real photos, plain sharp making the same files, and
 * a warm rebuild after one more photo (which then stays: the pages are measured with it).
 */
async function timeRealPhotoPipeline(count) {
  console.log(`Making .bench-site/ with ${count} real photos...`)
  const site = createRealPhotoSite(count)
  console.log("Timing a cold build (this takes several minutes)...")
  const cold = build(site.root)
  console.log(`Timing plain sharp making the same files from the same ${site.photos.length} photos...`)
  const raw = await timeRawSharp(site.photos, site.featured)
  addOneRealPhoto(count)
  console.log("Timing a warm rebuild after adding one photo...")
  const warm = build(site.root)
  return { root: site.root, builds: { photos: count, ...buildFigures(cold, warm, raw) } }
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
    const scores = [lh.performance, lh.accessibility, lh.bestPractices, lh.seo, lh.lcpMs, lh.tbtMs].map((value) => value ?? "-")
    return [p.route, fixed(p.htmlKb), fixed(p.jsKb), fixed(p.jsAfterIdleKb - p.jsKb), fixed(p.cssKb), `${fixed(p.imageKb)} (${p.imageCount})`, fixed(p.largestImageKb), fixed(p.heroImageKb), fixed(p.cls, 3), ...scores].map(String)
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
    if (builds.peakMb !== null) check("peak build memory", builds.peakMb, `< ${BUDGETS.peakBuildMemoryMb}`, builds.peakMb < BUDGETS.peakBuildMemoryMb, " MB")
    if (builds.imageWorkToRawSharp) {
      check("image work / plain sharp", builds.imageWorkToRawSharp, `<= ${BUDGETS.imageWorkToRawSharp}`, builds.imageWorkToRawSharp <= BUDGETS.imageWorkToRawSharp)
    }
  }
  return checks
}

/** `--real-photos=N` (or `--real-photos`, 100): how many real photos, or null without the flag. */
function realPhotoCount() {
  const flag = process.argv.find((arg) => arg.startsWith("--real-photos"))
  if (!flag) return null
  const count = Number(flag.split("=")[1] ?? 100)
  if (!Number.isInteger(count) || count < 1) throw new Error(`--real-photos=N needs a whole number of photos, not ${flag}`)
  return count
}

async function main() {
  const skipBuildTiming = process.argv.includes("--skip-build-timing")
  const realPhotos = realPhotoCount()
  let root = ROOT
  let builds = null
  if (realPhotos !== null) {
    const real = await timeRealPhotoPipeline(realPhotos)
    root = real.root
    builds = real.builds
  } else if (!skipBuildTiming) {
    builds = await timeImagePipeline()
  }
  if (!builtForBench(root)) {
    console.log(`Building the site for ${SITE_URL}...`)
    build(root)
  }
  const chromePath = findBrowser({ install: true })
  const server = await startServer({ root: path.join(root, "public"), port: PORT })
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS })
    const routes = sitemapRoutes(root)
    const pages = []
    for (const route of routes) pages.push(await measureRoute(browser, route))
    await browser.close()
    const lighthouseRoutes = realPhotos === null ? routes : ["/", "/gallery"]
    console.log(`Running Lighthouse on ${lighthouseRoutes.length} pages...`)
    const lighthouse = await lighthouseAll(chromePath, lighthouseRoutes)
    printTable(pages, lighthouse)
    console.log(`\nLighthouse benchmarkIndex ${lighthouse.benchmarkIndex}, CPU slowdown used ${fixed(lighthouse.cpuSlowdown, 2)}x`)
    if (builds) {
      console.log(
        `Image pipeline${builds.photos ? ` (${builds.photos} real photos)` : ""}: cold build ${fixed(builds.coldSeconds)} s ` +
          `(image work ${fixed(builds.coldImageSeconds)} s, peak memory ${fixed(builds.peakMb, 0)} MB), ` +
          `warm rebuild after one new photo ${fixed(builds.warmSeconds)} s`,
      )
      if (builds.rawSharpSeconds) {
        console.log(`Plain sharp, same ${builds.rawSharpFiles} files, each photo decoded once, all cores: ${fixed(builds.rawSharpSeconds)} s`)
      }
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
