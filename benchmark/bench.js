// @ts-check
/**
 * npm run bench: how fast and how heavy the site is for a visitor on a phone. Its modes, what each
 * measures and how long it takes: benchmark/README.md; its flags: modes.js. Prints every figure
 * beside its budget (src/budgets.ts), writes the same as JSON to bench/, and exits 1 when any budget
 * is missed (each named last with its figure). A benchmark, not a test: CI does not run it.
 */
const fs = require("node:fs")
const path = require("node:path")
const { chromium } = require("playwright-core")
const { CHROMIUM_FLAGS, findBrowser } = require("../scripts/test-runner/find-browser")
const { startServer } = require("../scripts/local-host/serve")
const { BUDGETS } = require("./site")
const {
  budgetChecks,
  catalogueChecks,
  limitedBuildChecks,
  mainThreadChecks,
  scaleChecks,
  verdict,
  viewerChecks,
} = require("./checks")
const {
  printCatalogue,
  printImageModes,
  printInteractions,
  printMainThread,
  printSlowLines,
  printTable,
  printViewer,
} = require("./tables")
const { fixed } = require("./numbers")
const { measureCatalogue } = require("./catalogue")
const { buildForBench, timeImagePipeline, timeRealPhotoPipeline } = require("./build-timing")
const { ROOT, PORT, SITE_URL } = require("./constants")
const { onePagePerKind } = require("./lighthouse")
const { measureMainThread } = require("./main-thread-floor")
const { measureInteractions } = require("./interactions")
const { measureJobPhotos } = require("./job-photos")
const { PHONES, measureRoute, sitemapRoutes } = require("./measure-pages")
const { measureSlowLines } = require("./slow-lines")
const { measureNetlifyMode } = require("./netlify-mode")
const { measureScale, printScale } = require("./scale")
const { benchMode } = require("./modes")
const { PHONE_BENCHMARK_INDEX, phoneSlowdown } = require("./phone-slowdown")
const { measureLimitedBuilds, printLimitedBuilds } = require("./limited-builds")
const { measureViewer, publicOf } = require("./viewer")
const { viewerFigures } = require("./viewer-figures")
const { buildBarePage } = require("./bare-page")
const { createRealPhotoSite } = require("./real-photo-site")
const { buildNetlifyModeCopy } = require("./netlify-mode")
const { build } = require("./build-timing")

/** @typedef {import("./figures").Check} Check @typedef {import("playwright-core").Browser} Browser */
/** @typedef {import("./modes").Values} Values */

/**
 * Writes `checks` with `figures` and the budgets to bench/<name>-<date>.json and
 * bench/<name>-latest.json (latest.json for the pages), then prints the bench's verdict (each
 * check, the tally, each missed budget last) and sets the exit code: 1 when any budget missed.
 * @param {string} name @param {Check[]} checks @param {object} figures
 */
function reportChecks(name, checks, figures) {
  const date = new Date().toISOString()
  const json = `${JSON.stringify({ date, budgets: BUDGETS, ...figures, checks }, null, 2)}\n`
  fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true })
  fs.writeFileSync(path.join(ROOT, "bench", `${name}-${date.replace(/[:.]/g, "-")}.json`), json)
  const latest = name === "bench" ? "latest.json" : `${name}-latest.json`
  fs.writeFileSync(path.join(ROOT, "bench", latest), json)
  console.log(`\nWrote bench/${latest}\n\nBudgets:`)
  const { lines, exitCode } = verdict(checks)
  for (const line of lines) console.log(line)
  process.exitCode = exitCode
}

/**
 * Runs `task` with a Chromium of its own and the CPU slowdown that makes this machine the phone
 * (phone-slowdown.js), or `asked` (--cpu=N), said before the measures; the browser closed whatever happens.
 * @template T @param {(browser: Browser, chromePath: string, cpuSlowdown: number) => Promise<T>} task @param {number} [asked]
 */
async function withBrowser(task, asked) {
  const chromePath = findBrowser()
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS })
  try {
    const { benchmarkIndex, cpuSlowdown } = await phoneSlowdown(browser)
    const askedFor =
      asked === undefined ? "" : `; measuring at ${asked}x as asked (a phone of about ${Math.round(benchmarkIndex / asked)})`
    console.log(
      `This machine: benchmarkIndex ${benchmarkIndex}; the phone (benchmarkIndex ${PHONE_BENCHMARK_INDEX}) is ${cpuSlowdown}x slower${askedFor}`,
    )
    return await task(browser, chromePath, asked ?? cpuSlowdown)
  } finally {
    await browser.close()
  }
}

/** A counting flag's number, if given. @param {Values} values @param {string} name */
const numberOf = (values, name) => (typeof values[name] === "number" ? values[name] : undefined)

/** --catalogue=N: the pages that must hold an owner's back catalogue, beside the sample content's (--image-service: netlify unless told; --runs, --cpu as --main-thread's). */
async function benchCatalogue(/** @type {Values} */ values) {
  const [count, runs] = [Number(values.catalogue), numberOf(values, "runs")]
  const catalogue = await withBrowser(
    (browser, chromePath, cpuSlowdown) =>
      measureCatalogue(count, browser, chromePath, {
        cpuSlowdown,
        runs,
        ...(values["image-service"] === undefined ? {} : { service: String(values["image-service"]) }),
      }),
    numberOf(values, "cpu"),
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
 * @param {Values} values
 */
async function benchMainThread(values) {
  const against = values.against === undefined ? undefined : path.resolve(String(values.against))
  if (against && !fs.existsSync(path.join(against, "index.html"))) {
    throw new Error(`--against=${against}: no built site there (a copy of public/ holds index.html)`)
  }
  buildForBench()
  const routes = values.routes ? String(values.routes).split(",") : onePagePerKind(sitemapRoutes(ROOT))
  const sites = [
    { name: "site", publicFolder: path.join(ROOT, "public"), port: PORT, routes },
    ...(against ? [{ name: "against", publicFolder: against, port: PORT + 1, routes }] : []),
  ]
  const runs = numberOf(values, "runs")
  const mainThread = await withBrowser(
    (browser, chromePath, cpuSlowdown) =>
      measureMainThread({ browser, chromePath, sites, cpuSlowdown, ...(runs ? { runs } : {}) }),
    numberOf(values, "cpu"),
  )
  printMainThread(mainThread)
  reportChecks("main-thread", mainThreadChecks(mainThread), { mainThread })
}

/**
 * --viewer[=N]: the gallery's viewer on slow connections, on a site of N (21) unique crops of the
 * real photos, built cold in build mode and in netlify mode, each tap beside a tap on the bare Gatsby
 * page (viewer.js; --cpu=N as --main-thread's).
 * @param {Values} values
 */
async function benchViewer(values) {
  const { root, count } = await createRealPhotoSite(Number(values.viewer))
  console.log(`Building a site of ${count} real photos in build mode...`)
  build(root)
  const { site: netlifySite } = buildNetlifyModeCopy(root)
  const measured = await withBrowser(
    async (browser, _chromePath, cpuSlowdown) => {
      const bare = await buildBarePage(browser, publicOf(root))
      const sites = [
        { mode: "build", publicFolder: publicOf(root) },
        { mode: "netlify", publicFolder: publicOf(netlifySite) },
      ]
      return measureViewer(browser, sites, bare, cpuSlowdown)
    },
    numberOf(values, "cpu"),
  )
  const viewer = viewerFigures(measured)
  printViewer(viewer)
  reportChecks("viewer", viewerChecks(viewer), { viewer })
}

/** --scale=N --limit=S: N photos over as many builds of S seconds as they need. @param {Values} values */
async function benchLimitedBuilds(values) {
  const limited = await measureLimitedBuilds(Number(values.scale), Number(values.limit))
  printLimitedBuilds(limited)
  reportChecks("limited", limitedBuildChecks(limited), { limited })
}

/** --scale=N: the build's cost per photo, not the pages. @param {Values} values */
async function benchBuildScale(values) {
  const scale = await measureScale(Number(values.scale))
  printScale(scale)
  reportChecks("scale", scaleChecks(scale), { scale })
}

/**
 * The pages of the sample content, of real photos (--real-photos=N) or of the edge photos
 * (--edge-photos): bytes on both phones, both image modes, the interactions, Lighthouse (--runs rounds).
 * @param {Values} values
 */
async function benchPages(values) {
  const [realPhotos, edgePhotos] = [numberOf(values, "real-photos"), values["edge-photos"] === true]
  const real =
    realPhotos !== undefined || edgePhotos ? await timeRealPhotoPipeline(realPhotos ?? null, edgePhotos ? "edge" : "real") : null
  const root = real?.root ?? ROOT
  /** @type {import("./figures").Builds | null} */
  const builds = real?.builds ?? (values["skip-build-timing"] ? null : await timeImagePipeline())
  buildForBench(root)
  const routes = sitemapRoutes(root)
  const kinds = onePagePerKind(routes)
  const figures = await withBrowser(async (browser, chromePath, cpuSlowdown) => {
    const server = await startServer({ root: path.join(root, "public"), port: PORT })
    const served = await (async () => {
      try {
        const pages = []
        for (const phone of PHONES) for (const route of routes) pages.push(await measureRoute(browser, route, phone))
        console.log("Loading the landing pages over slow connections...")
        const slowLines = await measureSlowLines(browser, SITE_URL, routes, cpuSlowdown)
        const jobPhotos = root === ROOT ? await measureJobPhotos(browser) : null
        const netlifyMode = await measureNetlifyMode(browser, kinds, PHONES, root)
        console.log("Measuring the interactions (the viewer, the menu, the filter, the form)...")
        return {
          pages,
          slowLines,
          jobPhotos,
          netlifyMode,
          interactions: await measureInteractions(browser, SITE_URL, cpuSlowdown),
        }
      } finally {
        await server.close()
      }
    })()
    const measured = root === ROOT ? kinds : ["/", "/gallery"]
    console.log(`Running Lighthouse on ${measured.length} pages, each also without its scripts, and on a bare Gatsby page...`)
    const site = { name: "site", publicFolder: path.join(root, "public"), port: PORT, routes: measured }
    const runs = numberOf(values, "runs")
    const lighthouse = await measureMainThread({ browser, chromePath, sites: [site], cpuSlowdown, ...(runs ? { runs } : {}) })
    return { builds, ...served, lighthouse }
  })
  const { pages, slowLines, lighthouse, interactions, netlifyMode, jobPhotos } = figures
  for (const phone of PHONES) printTable(pages, lighthouse, phone)
  printMainThread(lighthouse)
  printInteractions(interactions)
  printImageModes(pages, netlifyMode, builds)
  printSlowLines(slowLines)
  if (builds) {
    const { photos, set, coldSeconds, coldImageSeconds, peakMb, warmSeconds, warmPhotosPrepared } = builds
    console.log(
      `Image pipeline${photos ? ` (${photos} ${set} photos)` : ""}: cold build ${fixed(coldSeconds)} s (image work ${fixed(coldImageSeconds)} s, ` +
        `peak memory ${fixed(peakMb, 0)} MB), warm rebuild after one new photo ${fixed(warmSeconds)} s ` +
        `(${warmPhotosPrepared ?? "?"} photo${warmPhotosPrepared === 1 ? "" : "s"} prepared)`,
    )
  }
  if (jobPhotos) {
    console.log(
      `Photos of the job (${jobPhotos.photos} real phone photos, iPhone): photo code ${fixed(jobPhotos.chunkKb)} KB, ` +
        `request ${fixed(jobPhotos.sentKb)} KB against ${fixed(jobPhotos.originalsKb)} KB as taken, ` +
        `${fixed(jobPhotos.uploadSeconds)} s up a Slow 4G uplink`,
    )
  }
  for (const r of lighthouse.results.filter((result) => result.failedAudits.length > 0)) {
    console.log(`  Lighthouse audits not passed on ${r.route}: ${r.failedAudits.join(", ")}`)
  }
  reportChecks("bench", budgetChecks(figures), figures)
}

/** @type {Record<string, (values: Values) => Promise<void>>} Each mode of modes.js. */
const MODES = {
  "limited builds": benchLimitedBuilds,
  scale: benchBuildScale,
  catalogue: benchCatalogue,
  viewer: benchViewer,
  "main thread": benchMainThread,
  pages: benchPages,
}

async function main() {
  const { mode, values } = benchMode(process.argv.slice(2))
  await MODES[mode](values)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
