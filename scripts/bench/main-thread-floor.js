// @ts-check
/**
 * How long each page blocks a low-end phone's main thread, against what the stack itself costs
 * (issue 66). Lighthouse (lighthouse.js) runs at one fixed CPU slowdown for the whole run, RUNS
 * times on each of:
 *
 * - every route measured, as built;
 * - the same route's HTML with every script removed: its own markup, styles and images;
 * - the bare Gatsby + React page (bare-page.js), with and without its scripts.
 *
 * A page's blocking time is Lighthouse's own simulation of each run, from the run's trace with each
 * main-thread task as long as its CPU time (main-thread-cpu.js: on the bench's two cores the wall
 * time holds waits a phone does not have, which spread one page's figure 0-400 ms from run to run);
 * Lighthouse's figure from the wall times is kept beside it. A route's floor is its blocking time
 * without scripts plus what the stack's scripts add to the
 * bare page (with − without): a page of this stack that runs nothing of its own. The runs are
 * interleaved (round after round, each page once a round), so that a busy minute of the machine
 * falls on every page alike, and each page's median is compared with a floor measured in the
 * same run, never with an absolute that the stack itself misses on a slower machine.
 */
const { execFileSync } = require("node:child_process")
const fs = require("node:fs")
const path = require("node:path")
const { startServer } = require("../serve")
const { buildBarePage } = require("./bare-page")
const { median, startLighthouse, summarizeRuns, tbtMsOf } = require("./lighthouse")
const { pageFile } = require("./measure-pages")
const { scratchFolder } = require("../scratch")

/** Runs of each page: Lighthouse's variability guide finds a median of five twice as stable as one run; seven, more. */
const RUNS = 7
/** Where a measured page's HTML without its scripts is served, beside the page itself. */
const WITHOUT_SCRIPTS = "/__without-scripts"
/** The copies of the sites served for the runs (git-ignored): hard links, and the pages without scripts. */
const COPIES = scratchFolder("bench-floor")

/**
 * A page's HTML with its scripts and their preloads removed: what the page costs before any JavaScript.
 * @param {string} html
 */
const withoutScripts = (html) => html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")

/**
 * A copy of `publicFolder` (hard links) holding, at WITHOUT_SCRIPTS + route, each of `routes` without scripts.
 * @param {string} name @param {string} publicFolder @param {string[]} routes
 */
function servedCopy(name, publicFolder, routes) {
  const copy = path.join(COPIES, name)
  fs.rmSync(copy, { recursive: true, force: true })
  fs.mkdirSync(COPIES, { recursive: true })
  execFileSync("cp", ["-al", publicFolder, copy])
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
 * The index of the run nearest the median of `values` (the first of equals).
 * @param {number[]} values
 */
const medianRunIndex = (values) => {
  const middle = median(values)
  return values.reduce(
    (/** @type {number} */ best, value, index) => (Math.abs(value - middle) < Math.abs(values[best] - middle) ? index : best),
    0,
  )
}

/**
 * Lighthouse on every route of `sites`, with and without scripts, beside the bare page built from
 * the first site's home page (served on the port after the last site's), `runs` interleaved rounds
 * at `cpuSlowdown` (phone-slowdown.js).
 * Each route's result holds Lighthouse's figures (summarizeRuns: its own blocking time `tbtMs`
 * among them), the medians of its blocking time from CPU time with and without scripts
 * (`blockingMs`, `withoutScriptsMs`; Lighthouse's without scripts: `withoutScriptsTbtMs`), its
 * floor and its excess over it, and the median CPU time of its main thread with and without
 * scripts; the bare page's in `stack`, by the same names.
 * @param {{ browser: import("playwright-core").Browser, chromePath: string, sites: Site[], runs?: number, cpuSlowdown: number }} options
 */
async function measureMainThread({ browser, chromePath, sites, runs = RUNS, cpuSlowdown }) {
  const bare = { name: "bare", publicFolder: await buildBarePage(browser, sites[0].publicFolder), routes: ["/"] }
  const all = [...sites, { ...bare, port: Math.max(...sites.map((site) => site.port)) + 1 }]
  const targets = all.flatMap((site) =>
    site.routes.flatMap((route) =>
      [true, false].map((scripts) => ({
        site: site.name,
        route,
        scripts,
        url: `http://127.0.0.1:${site.port}${scripts ? route : `${WITHOUT_SCRIPTS}${route}`}`,
      })),
    ),
  )
  const servers = []
  try {
    for (const site of all) {
      const root = servedCopy(site.name, site.publicFolder, site.routes)
      servers.push(await startServer({ root, port: site.port, log: () => undefined }))
    }
    const lighthouse = await startLighthouse(chromePath)
    /** @type {Array<Array<Awaited<ReturnType<typeof lighthouse.run>>>>} Each target's runs (lighthouse.js). */
    const runsOf = targets.map(() => [])
    try {
      for (let round = 1; round <= runs; round++) {
        console.log(`  Lighthouse, round ${round} of ${runs}: ${targets.length} pages at ${cpuSlowdown}x CPU`)
        for (const [index, target] of targets.entries()) {
          runsOf[index].push(await lighthouse.run(target.url, cpuSlowdown, target.scripts && target.site !== bare.name))
        }
      }
    } finally {
      await lighthouse.close()
    }
    /** @param {string} site @param {string} route @param {boolean} scripts */
    const runsOfPage = (site, route, scripts) =>
      runsOf[targets.findIndex((target) => target.site === site && target.route === route && target.scripts === scripts)]
    /** The median over a page's runs of one of their figures. @param {typeof runsOf[number]} pageRuns @param {"cpuMs" | "cpuTimedBlockingMs"} key */
    const medianOf = (pageRuns, key) => median(pageRuns.map((run) => run[key]))
    /** Lighthouse's own blocking time of a page: the median of its reports'. @param {typeof runsOf[number]} pageRuns */
    const lighthouseMs = (pageRuns) => median(pageRuns.map(({ lhr }) => tbtMsOf(lhr)))
    const measured = await Promise.all(
      sites.flatMap((site) =>
        site.routes.map(async (route) => {
          const withScripts = runsOfPage(site.name, route, true)
          const without = runsOfPage(site.name, route, false)
          const blockingRuns = withScripts.map((run) => run.cpuTimedBlockingMs)
          return {
            site: site.name,
            route,
            ...(await summarizeRuns(withScripts.map(({ lhr }) => lhr))),
            blockingMs: median(blockingRuns),
            blockingRuns,
            withoutScriptsMs: medianOf(without, "cpuTimedBlockingMs"),
            withoutScriptsTbtMs: lighthouseMs(without),
            cpuMs: medianOf(withScripts, "cpuMs"),
            withoutScriptsCpuMs: medianOf(without, "cpuMs"),
            // What blocks in the run nearest the median.
            blockingTasks: withScripts[medianRunIndex(blockingRuns)].blockingTasks,
          }
        }),
      ),
    )
    const [bareWith, bareWithout] = [true, false].map((scripts) => runsOfPage(bare.name, "/", scripts))
    const bareMs = {
      withScriptsMs: medianOf(bareWith, "cpuTimedBlockingMs"),
      withoutScriptsMs: medianOf(bareWithout, "cpuTimedBlockingMs"),
      withScriptsTbtMs: lighthouseMs(bareWith),
      withoutScriptsTbtMs: lighthouseMs(bareWithout),
      withScriptsCpuMs: medianOf(bareWith, "cpuMs"),
      withoutScriptsCpuMs: medianOf(bareWithout, "cpuMs"),
    }
    return {
      benchmarkIndex: Math.round(median(runsOf.flat().map(({ lhr }) => lhr.environment.benchmarkIndex))),
      cpuSlowdown,
      runs,
      ...withFloors(bareMs, measured),
    }
  } finally {
    for (const server of servers) await server.close()
  }
}

module.exports = { measureMainThread, medianRunIndex, withFloors, withoutScripts }
