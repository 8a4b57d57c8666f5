// @ts-check
/**
 * How long each page blocks a low-end phone's main thread, against what the stack itself costs
 * (issue 66, judged as issue 82 asks). Lighthouse (lighthouse.js) runs with the browser's own
 * throttling at one fixed CPU slowdown for the whole run, RUNS times on each of:
 *
 * - every route measured, as built;
 * - the same route's HTML with every script removed: its own markup, styles and images;
 * - the bare Gatsby + React page (bare-page.js), with and without its scripts;
 * - the self-check: the first route seeded with one task of SEEDED_TASK_MS after its first paint,
 *   which the figure must see above the same route unseeded (a check that cannot fail guards
 *   nothing).
 *
 * A page's blocking time is Lighthouse's total blocking time as the browser observed it on the
 * slowed-down page (React yields after 5 ms of the phone's time, as on a phone). A route's floor
 * is its blocking time without scripts plus what the stack's scripts add to the bare page (with −
 * without): a page of this stack that runs nothing of its own. The runs are interleaved (round
 * after round, each page once a round), so that a busy minute of the machine falls on every page
 * alike, and each page's median is compared with a floor measured in the same run, never with an
 * absolute that the stack itself misses on a slower machine. Beside it, each page's main-thread
 * work (mainthread-work-breakdown) with and without scripts, and the bare page's.
 */
const { execFileSync } = require("node:child_process")
const fs = require("node:fs")
const path = require("node:path")
const { startServer } = require("../scripts/local-host/serve")
const { buildBarePage } = require("./bare-page")
const { isTimed, startLighthouse, summarizeRuns, tbtMsOf, workMsOf } = require("./lighthouse")
const { median } = require("./numbers")
const { pageFile } = require("./measure-pages")
const { scratchFolder } = require("../scripts/test-runner/scratch")

/** Runs of each page: Lighthouse's variability guide finds a median of five twice as stable as one run; seven, more. */
const RUNS = 7
/** Where a measured page's HTML without its scripts is served, beside the page itself. */
const WITHOUT_SCRIPTS = "/__without-scripts"
/** The copies of the sites served for the runs (git-ignored): hard links, and the pages without scripts. */
const COPIES = scratchFolder("bench-floor")
/**
 * The self-check's task, in the emulated phone's time: under devtools throttling the page's own
 * clock runs at the phone's pace, so a task busy for 200 ms of it is 200 ms on the phone (150 ms
 * of it blocking, past Lighthouse's 50), never multiplied by the CPU slowdown.
 */
const SEEDED_TASK_MS = 200
/** The self-check's script, served beside its page (the page's security policy allows the site's own scripts). */
const LONG_TASK_SCRIPT = "/__long-task.js"

/**
 * A script that, once the page has painted, keeps the main thread busy for `ms` in one task.
 * @param {number} ms
 */
const longTaskScript = (ms) =>
  `requestAnimationFrame(() => setTimeout(() => { const end = performance.now() + ${ms}; while (performance.now() < end); }, 0))\n`

/**
 * A page's HTML with its scripts and their preloads removed: what the page costs before any JavaScript.
 * @param {string} html
 */
const withoutScripts = (html) => html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")

/**
 * A copy of `publicFolder` (hard links) holding, at WITHOUT_SCRIPTS + route, each of `routes` without
 * scripts; with `longTaskMs`, its first route runs the self-check's task instead.
 * @param {string} name @param {string} publicFolder @param {string[]} routes @param {number} [longTaskMs]
 */
function servedCopy(name, publicFolder, routes, longTaskMs) {
  const copy = path.join(COPIES, name)
  fs.rmSync(copy, { recursive: true, force: true })
  fs.mkdirSync(COPIES, { recursive: true })
  execFileSync("cp", ["-al", publicFolder, copy])
  if (longTaskMs !== undefined) {
    const page = pageFile(copy, routes[0])
    const html = fs.readFileSync(page, "utf8")
    // A new file in the link's place: the built page itself stays as it was.
    fs.rmSync(page)
    fs.writeFileSync(page, html.replace("</body>", `<script src="${LONG_TASK_SCRIPT}"></script></body>`))
    fs.writeFileSync(path.join(copy, LONG_TASK_SCRIPT), longTaskScript(longTaskMs))
    return copy
  }
  for (const route of routes) {
    const file = path.join(copy, WITHOUT_SCRIPTS, route, "index.html")
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, withoutScripts(fs.readFileSync(pageFile(publicFolder, route), "utf8")))
  }
  return copy
}

/**
 * Each route's floor (its blocking time without scripts, plus what the bare page's scripts add to
 * it) and its excess over that floor, from the medians measured.
 * @template {{ blockingMs: number, withoutScriptsMs: number }} Route
 * @template {{ withScriptsMs: number, withoutScriptsMs: number }} Bare
 * @param {Bare} bare
 * @param {Route[]} routes
 */
function withFloors(bare, routes) {
  const scriptsMs = bare.withScriptsMs - bare.withoutScriptsMs
  return {
    stack: { ...bare, scriptsMs },
    results: routes.map((route) => {
      const floorMs = route.withoutScriptsMs + scriptsMs
      return { ...route, floorMs, excessMs: route.blockingMs - floorMs }
    }),
  }
}

/**
 * @typedef {{ name: string, publicFolder: string, port: number, routes: string[] }} Site
 * A site to measure: its built public/ folder, the port it is served on (the one its canonical
 * links name) and the routes to run Lighthouse on.
 */

/**
 * Lighthouse on every route of `sites`, with and without scripts, beside the bare page built from
 * the first site's home page and the self-check of the first site's first route (each served on a
 * port after the last site's), `runs` interleaved rounds at `cpuSlowdown` (phone-slowdown.js).
 * Each route's result holds Lighthouse's figures (summarizeRuns), the medians of its observed
 * blocking time with and without scripts (`blockingMs` with each run's, `withoutScriptsMs`), its
 * floor and its excess over it, its main-thread work with and without scripts (`workMs`,
 * `withoutScriptsWorkMs`); the bare page's in `stack`, by the same names; the self-check's
 * blocking time beside its route's unseeded in `selfCheck`.
 * @param {{ browser: import("playwright-core").Browser, chromePath: string, sites: Site[], runs?: number, cpuSlowdown: number }} options
 */
async function measureMainThread({ browser, chromePath, sites, runs = RUNS, cpuSlowdown }) {
  const lastPort = Math.max(...sites.map((site) => site.port))
  const bare = {
    name: "bare",
    publicFolder: await buildBarePage(browser, sites[0].publicFolder),
    routes: ["/"],
    port: lastPort + 1,
  }
  const selfCheck = { ...sites[0], name: "self-check", routes: [sites[0].routes[0]], port: lastPort + 2 }
  const targets = [...sites, bare, selfCheck].flatMap((site) =>
    site.routes.flatMap((route) =>
      (site === selfCheck ? [true] : [true, false]).map((scripts) => ({
        site: site.name,
        route,
        scripts,
        url: `http://127.0.0.1:${site.port}${scripts ? route : `${WITHOUT_SCRIPTS}${route}`}`,
      })),
    ),
  )
  const servers = []
  try {
    for (const site of [...sites, bare, selfCheck]) {
      const root = servedCopy(site.name, site.publicFolder, site.routes, site === selfCheck ? SEEDED_TASK_MS : undefined)
      servers.push(await startServer({ root, port: site.port, log: () => undefined }))
    }
    const lighthouse = await startLighthouse(chromePath)
    /** @type {Array<Array<import("lighthouse").Result>>} Each target's reports. */
    const runsOf = targets.map(() => [])
    try {
      for (let round = 1; round <= runs; round++) {
        console.log(`  Lighthouse, round ${round} of ${runs}: ${targets.length} pages at ${cpuSlowdown}x CPU`)
        for (const [index, target] of targets.entries()) runsOf[index].push((await lighthouse.run(target.url, cpuSlowdown)).lhr)
      }
    } finally {
      await lighthouse.close()
    }
    /** A page's timed reports (isTimed: the others are left out, and counted). @param {string} site @param {string} route @param {boolean} scripts */
    const runsOfPage = (site, route, scripts) =>
      runsOf[targets.findIndex((target) => target.site === site && target.route === route && target.scripts === scripts)].filter(
        isTimed,
      )
    /** The median over a page's reports of one figure. @param {typeof runsOf[number]} reports @param {(lhr: import("lighthouse").Result) => number} figure */
    const medianOf = (reports, figure) => median(reports.map(figure))
    const measured = await Promise.all(
      sites.flatMap((site) =>
        site.routes.map(async (route) => {
          const withScripts = runsOfPage(site.name, route, true)
          const without = runsOfPage(site.name, route, false)
          return {
            site: site.name,
            route,
            ...(await summarizeRuns(withScripts)),
            withoutScriptsMs: medianOf(without, tbtMsOf),
            workMs: medianOf(withScripts, workMsOf),
            withoutScriptsWorkMs: medianOf(without, workMsOf),
            // The runs without timings, with and without scripts, left out of the figures above.
            untimedRuns: 2 * runs - withScripts.length - without.length,
          }
        }),
      ),
    )
    const [bareWith, bareWithout] = [true, false].map((scripts) => runsOfPage(bare.name, "/", scripts))
    const bareMs = {
      withScriptsMs: medianOf(bareWith, tbtMsOf),
      withoutScriptsMs: medianOf(bareWithout, tbtMsOf),
      withScriptsWorkMs: medianOf(bareWith, workMsOf),
      withoutScriptsWorkMs: medianOf(bareWithout, workMsOf),
    }
    const floors = withFloors(bareMs, measured)
    const checkedRoute = floors.results.find((result) => result.site === sites[0].name && result.route === selfCheck.routes[0])
    const selfCheckRuns = runsOfPage(selfCheck.name, selfCheck.routes[0], true).map(tbtMsOf)
    return {
      benchmarkIndex: Math.round(median(runsOf.flat().map((lhr) => lhr.environment.benchmarkIndex))),
      cpuSlowdown,
      runs,
      ...floors,
      selfCheck: {
        route: selfCheck.routes[0],
        taskMs: SEEDED_TASK_MS,
        blockingMs: median(selfCheckRuns),
        blockingRuns: selfCheckRuns,
        // The same route unseeded, in the same rounds (NaN when it was not measured: the check then misses).
        unseededMs: checkedRoute?.blockingMs ?? Number.NaN,
      },
    }
  } finally {
    for (const server of servers) await server.close()
  }
}

module.exports = { SEEDED_TASK_MS, longTaskScript, measureMainThread, withFloors, withoutScripts }
