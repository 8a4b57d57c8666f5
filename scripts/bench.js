/**
 * npm run bench: how fast and how heavy the site is for a visitor on a phone.
 *
 *   node scripts/bench.js [--skip-build-timing] [--real-photos[=N] | --edge-photos]
 *   node scripts/bench.js --scale=N [--limit[=S]] | --avif-effort
 *   node scripts/bench.js --catalogue[=N] [--runs=N] [--cpu=N]
 *   node scripts/bench.js --main-thread [--routes=/,/gallery] [--runs=N] [--against=<another build's public/>] [--cpu=N]
 *
 * (the modes and their flags: scripts/bench/modes.js; an unknown flag, or one of another mode, is refused)
 *
 * --scale=N measures whether N photos publish from one cold build on the host (scripts/bench/scale.js:
 * cold builds of a few and of N unique real photos on one core, per image mode) after the AVIF
 * effort table (scripts/bench/avif-effort.js: bytes at equal fidelity and time per effort);
 * --avif-effort prints only that table. Neither measures the pages. With --limit[=S] (900 unless
 * told), --scale=N builds N photos again and again with that time limit, cold then warm, until all
 * are published (scripts/bench/limited-builds.js).
 *
 * --catalogue=N (default 1000) builds a copy of the site whose gallery is an owner's back catalogue
 * of N photos, tagged with services as an owner's are, and measures five of its pages beside the
 * sample content's (scripts/bench/catalogue.js).
 *
 * --real-photos builds and measures a copy of the site (.scratch/bench-site/) whose gallery holds N (default
 * 100) different crops of the real photos of ../shared/photos/real/ (scripts/bench/unique-photos.js),
 * and also times plain sharp making the same image files (scripts/bench/raw-sharp.js) to compare the
 * site's image work with. --edge-photos does the same with every photo of ../shared/photos/edge/ the
 * build accepts, once each (no plain sharp: it cannot read HEIC). Lighthouse then runs on / and /gallery.
 *
 * 1. Times the image pipeline: a cold build (.cache, public and the prepared photos removed) and a
 *    warm rebuild after adding one photo (skipped with --skip-build-timing; the site is then built
 *    only if needed).
 * 2. Serves public/ on a loopback port (gzip, like a CDN) and loads each page of the sitemap (the six
 *    routes, a page per service and per project) in Chromium as two phones, a 412x823 Android
 *    phone at DPR 1.75 and a 390x844 iPhone at DPR 3: HTML, JavaScript and CSS bytes as sent,
 *    image bytes and count before scrolling, the largest image, the hero image, layout shift.
 *    The first page of each kind is measured again on the site built in netlify image mode, its
 *    images made by the image CDN's stand-in (scripts/bench/netlify-mode.js; a real-photo site is
 *    copied and built cold in that mode), beside build mode's, and every grid tile the stand-in
 *    makes is checked against its byte ceiling.
 * 3. Lists what the first load of the first page of each kind holds, by package (from the scripts'
 *    source maps: scripts/bench/first-load-packages.js).
 * 4. Runs Lighthouse 12 (mobile, simulated Slow 4G, the CPU slowed down to a low-end phone's:
 *    scripts/bench/phone-slowdown.js) seven times on the first page of each
 *    kind, on the same page without its scripts and on a bare Gatsby + React page with and without
 *    its scripts, interleaved, and sets each page's median blocking time beside its floor
 *    (scripts/bench/main-thread-floor.js).
 *
 * Prints every figure beside its budget and writes the same as JSON to bench/. A benchmark, not a
 * test: CI does not run it.
 */
const fs = require("node:fs")
const path = require("node:path")
const { chromium } = require("playwright-core")
const { CHROMIUM_FLAGS, findBrowser } = require("./find-browser")
const { startServer } = require("./serve")
const { measureAvifEfforts, printAvifEfforts } = require("./bench/avif-effort")
const { BUDGETS } = require("./bench/budgets")
const { budgetChecks, catalogueChecks, limitedBuildChecks, mainThreadChecks, scaleChecks } = require("./bench/checks")
const { fixed, printCatalogue, printImageModes, printInteractions, printMainThread, printTable } = require("./bench/tables")
const { measureCatalogue } = require("./bench/catalogue")
const { build, builtForBench, timeImagePipeline, timeRealPhotoPipeline } = require("./bench/build-timing")
const { ROOT, PORT, SITE_URL } = require("./bench/constants")
const { firstLoadByPackage, printFirstLoadPackages } = require("./bench/first-load-packages")
const { onePagePerKind } = require("./bench/lighthouse")
const { measureMainThread } = require("./bench/main-thread-floor")
const { measureInteractions } = require("./bench/interactions")
const { measureJobPhotos } = require("./bench/job-photos")
const { PHONES, measureRoute, sitemapRoutes } = require("./bench/measure-pages")
const { measureNetlifyMode } = require("./bench/netlify-mode")
const { measureScale, printScale } = require("./bench/scale")
const { benchMode } = require("./bench/modes")
const { PHONE_BENCHMARK_INDEX, phoneSlowdown } = require("./bench/phone-slowdown")
const { measureLimitedBuilds, printLimitedBuilds } = require("./bench/limited-builds")

function printChecks(checks) {
  console.log("\nBudgets:")
  for (const c of checks) {
    const value = typeof c.value === "number" ? fixed(c.value, c.value < 1 && c.value > 0 ? 3 : 1) : String(c.value)
    console.log(`  ${c.pass ? "pass" : "FAIL"}  ${c.name}: ${value}${c.unit} (budget ${c.budget}${c.unit})`)
  }
}

/** Writes `report` to bench/<name>-<date>.json and bench/<name>-latest.json (latest.json for the pages). */
function writeReport(name, report) {
  fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true })
  const json = `${JSON.stringify(report, null, 2)}\n`
  fs.writeFileSync(path.join(ROOT, "bench", `${name}-${report.date.replace(/[:.]/g, "-")}.json`), json)
  const latest = name === "bench" ? "latest.json" : `${name}-latest.json`
  fs.writeFileSync(path.join(ROOT, "bench", latest), json)
  console.log(`Wrote bench/${latest}`)
}

/** Prints `checks` and their tally, and writes them with `figures` and the budgets to bench/<name>-*.json. */
function reportChecks(name, checks, figures) {
  printChecks(checks)
  const failed = checks.filter((c) => !c.pass).length
  console.log(`\n${checks.length - failed} budgets met, ${failed} missed`)
  writeReport(name, { date: new Date().toISOString(), budgets: BUDGETS, ...figures, checks })
}

/** Builds the site in `root` for the bench's address unless its build already is. */
function builtForBenchOrBuild(root) {
  if (builtForBench(root)) return
  console.log(`Building the site for ${SITE_URL}...`)
  build(root)
}

/**
 * The slowdown that makes this machine the phone (phone-slowdown.js), or `asked` (--cpu=N), said
 * before the measures that use it.
 * @param {import("playwright-core").Browser} browser @param {number} [asked]
 */
async function cpuSlowdownFor(browser, asked) {
  const { benchmarkIndex, cpuSlowdown } = await phoneSlowdown(browser)
  const chosen = asked ?? cpuSlowdown
  console.log(
    `This machine: benchmarkIndex ${benchmarkIndex}; the phone (benchmarkIndex ${PHONE_BENCHMARK_INDEX}) is ${cpuSlowdown}x slower` +
      (asked === undefined ? "" : `; measuring at ${asked}x as asked (a phone of about ${Math.round(benchmarkIndex / asked)})`),
  )
  return chosen
}

/** Runs `task` with a Chromium of its own and the CPU slowdown for the run, the browser closed whatever happens. */
async function withBrowser(task, askedSlowdown) {
  const chromePath = findBrowser()
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS })
  try {
    return await task(browser, chromePath, await cpuSlowdownFor(browser, askedSlowdown))
  } finally {
    await browser.close()
  }
}

/** --catalogue=N: the pages that must hold an owner's back catalogue, beside the sample content's (--runs, --cpu as --main-thread's). */
async function benchCatalogue({ catalogue: count, runs, cpu }) {
  const catalogue = await withBrowser(
    (browser, chromePath, cpuSlowdown) => measureCatalogue(count, browser, chromePath, { cpuSlowdown, runs }),
    cpu,
  )
  printCatalogue(catalogue)
  printMainThread(catalogue.mainThread)
  reportChecks("catalogue", catalogueChecks(catalogue), { catalogue })
}

/**
 * --main-thread: the main thread only, against the stack's floor, on the first page of each kind
 * or the routes asked for (--routes=/,/gallery), with --runs=N rounds; with --against=<folder>,
 * another build's public/ (the site before a change, copied aside) is measured in the same rounds;
 * with --cpu=N, at N times slower than this machine rather than the phone's slowdown.
 */
async function benchMainThread({ routes, runs, against, cpu }) {
  if (against && !fs.existsSync(path.join(String(against), "index.html"))) {
    throw new Error(`--against=${against}: no built site there (a copy of public/ holds index.html)`)
  }
  builtForBenchOrBuild(ROOT)
  const measured = routes ? String(routes).split(",") : onePagePerKind(sitemapRoutes(ROOT))
  const sites = [
    { name: "site", publicFolder: path.join(ROOT, "public"), port: PORT, routes: measured },
    ...(against ? [{ name: "against", publicFolder: path.resolve(String(against)), port: PORT + 1, routes: measured }] : []),
  ]
  const mainThread = await withBrowser(
    (browser, chromePath, cpuSlowdown) =>
      measureMainThread({ browser, chromePath, sites, cpuSlowdown, ...(runs ? { runs } : {}) }),
    cpu,
  )
  printMainThread(mainThread)
  reportChecks("main-thread", mainThreadChecks(mainThread), { mainThread })
}

/** --scale=N --limit=S: N photos over as many builds of S seconds as they need. */
async function benchLimitedBuilds(count, seconds) {
  const limited = await measureLimitedBuilds(count, seconds)
  printLimitedBuilds(limited)
  const checks = limitedBuildChecks(limited)
  reportChecks("limited", checks, { limited })
}

/** --scale=N and --avif-effort: the build's cost per photo, not the pages. */
async function benchBuildScale(count) {
  const efforts = await measureAvifEfforts()
  printAvifEfforts(efforts)
  const scale = count === null ? null : await measureScale(count)
  if (scale) printScale(scale)
  const checks = scaleChecks(scale, efforts)
  reportChecks("scale", checks, { efforts, scale })
}

async function main() {
  const { mode, values } = benchMode(process.argv.slice(2))
  if (mode === "limited builds") return benchLimitedBuilds(values.scale, values.limit)
  if (mode === "scale") return benchBuildScale(values.scale ?? null)
  if (mode === "catalogue") return benchCatalogue(values)
  if (mode === "main thread") return benchMainThread(values)
  return benchPages(values)
}

/** The pages of the sample content, of real photos (--real-photos=N) or of the edge photos (--edge-photos). */
async function benchPages({ "skip-build-timing": skipBuildTiming, "real-photos": realPhotos = null, "edge-photos": edgePhotos }) {
  let root = ROOT
  let builds = null
  if (realPhotos !== null || edgePhotos) {
    const real = await timeRealPhotoPipeline(edgePhotos ? null : realPhotos, edgePhotos ? "edge" : "real")
    root = real.root
    builds = real.builds
  } else if (!skipBuildTiming) {
    builds = await timeImagePipeline()
  }
  builtForBenchOrBuild(root)
  const chromePath = findBrowser()
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS })
  const cpuSlowdown = await cpuSlowdownFor(browser)
  const routes = sitemapRoutes(root)
  const kinds = onePagePerKind(routes)
  const pages = []
  let jobPhotos, netlifyMode, lighthouse, interactions
  try {
    const server = await startServer({ root: path.join(root, "public"), port: PORT })
    try {
      for (const phone of PHONES) for (const route of routes) pages.push(await measureRoute(browser, route, phone))
      jobPhotos = root === ROOT ? await measureJobPhotos(browser) : null
      netlifyMode = await measureNetlifyMode(browser, kinds, PHONES, root)
      console.log("Measuring the interactions (the viewer, the menu, the filter, the form)...")
      interactions = await measureInteractions(browser, SITE_URL, cpuSlowdown)
    } finally {
      await server.close()
    }
    const lighthouseRoutes = root === ROOT ? kinds : ["/", "/gallery"]
    console.log(
      `Running Lighthouse on ${lighthouseRoutes.length} pages, each also without its scripts, and on a bare Gatsby page...`,
    )
    const site = { name: "site", publicFolder: path.join(root, "public"), port: PORT, routes: lighthouseRoutes }
    lighthouse = await measureMainThread({ browser, chromePath, sites: [site], cpuSlowdown })
  } finally {
    await browser.close()
  }
  for (const phone of PHONES) printTable(pages, lighthouse, phone)
  printMainThread(lighthouse)
  printInteractions(interactions)
  printImageModes(pages, netlifyMode, builds)
  const fetched = pages.filter((page) => kinds.includes(page.route)).flatMap((page) => page.firstLoadScripts)
  const firstLoad = firstLoadByPackage(path.join(root, "public"), fetched)
  printFirstLoadPackages(firstLoad, kinds)
  if (builds) {
    console.log(
      `Image pipeline${builds.photos ? ` (${builds.photos} ${builds.set} photos)` : ""}: cold build ${fixed(builds.coldSeconds)} s ` +
        `(image work ${fixed(builds.coldImageSeconds)} s, peak memory ${fixed(builds.peakMb, 0)} MB), ` +
        `warm rebuild after one new photo ${fixed(builds.warmSeconds)} s`,
    )
    if (builds.rawSharpSeconds) {
      console.log(
        `Plain sharp, same ${builds.rawSharpFiles} files, each photo decoded once, all cores: ${fixed(builds.rawSharpSeconds)} s`,
      )
    }
  }
  if (jobPhotos) {
    console.log(
      `Photos of the job (${jobPhotos.photos} real phone photos, iPhone): photo code ${fixed(jobPhotos.chunkKb)} KB, ` +
        `request ${fixed(jobPhotos.sentKb)} KB against ${fixed(jobPhotos.originalsKb)} KB as taken, ` +
        `${fixed(jobPhotos.uploadSeconds)} s up a Slow 4G uplink`,
    )
  }
  const checks = budgetChecks(pages, lighthouse, builds, PHONES, jobPhotos, netlifyMode, interactions)
  printChecks(checks)
  for (const r of lighthouse.results.filter((result) => result.failedAudits.length > 0)) {
    console.log(`  Lighthouse audits not passed on ${r.route}: ${r.failedAudits.join(", ")}`)
  }
  const failed = checks.filter((c) => !c.pass).length
  console.log(`\n${checks.length - failed} budgets met, ${failed} missed`)
  writeReport("bench", {
    date: new Date().toISOString(),
    budgets: BUDGETS,
    builds,
    pages,
    firstLoad,
    jobPhotos,
    netlifyMode,
    lighthouse,
    interactions,
    checks,
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
