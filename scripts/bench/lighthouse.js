/**
 * Runs Lighthouse (mobile, simulated Slow 4G) on each route, with the CPU slowdown scaled to this
 * machine. Each route is measured RUNS times and its median run (Lighthouse's own pick: the run
 * nearest the median first paint and time to interactive) is reported: Lighthouse's variability
 * guide finds the median of five runs twice as stable as one, and on a shared two-core machine one
 * run's blocking time can be three times another's.
 */
const { CHROMIUM_FLAGS } = require("../find-browser")
const { SITE_URL, SLOW_4G_UPLOAD_KBPS } = require("./constants")

const RUNS = 5
const PROBES = 3

/**
 * The CPU slowdown for this machine: Lighthouse's 4x, scaled by its benchmarkIndex against 1800
 * and kept within 1x to 4x. One probe's index varies by half from run to run on a shared two-core
 * machine, and blocking time grows faster than the slowdown, so it is the median of PROBES probes
 * of `/`; a bench that compares two sites measures both with the one slowdown.
 */
async function probeCpuSlowdown(run) {
  const indexes = []
  for (let count = 0; count < PROBES; count++) indexes.push((await run("/", 4)).environment.benchmarkIndex)
  const benchmarkIndex = indexes.sort((a, b) => a - b)[Math.floor(PROBES / 2)]
  return { benchmarkIndex, cpuSlowdown: Math.min(4, Math.max(1, (4 * benchmarkIndex) / 1800)) }
}

/** Lighthouse's median run of each route; `slowdown` ({ benchmarkIndex, cpuSlowdown }) is probed when not given. */
async function lighthouseAll(chromePath, routes, slowdown) {
  const { default: lighthouse } = await import("lighthouse")
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js")
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
            uploadThroughputKbps: SLOW_4G_UPLOAD_KBPS,
            cpuSlowdownMultiplier,
          },
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        },
      },
    )
    return result.lhr
  }
  try {
    const { benchmarkIndex, cpuSlowdown } = slowdown ?? (await probeCpuSlowdown(run))
    const results = []
    for (const route of routes) {
      const runs = []
      for (let count = 0; count < RUNS; count++) runs.push(await run(route, cpuSlowdown))
      const lhr = computeMedianRun(runs)
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100)
      results.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        performanceRuns: runs.map((each) => Math.round((each.categories.performance.score ?? 0) * 100)),
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

/**
 * The first page of each kind ("/", "/about", "/gallery", "/gallery/2", "/services/<first>", ...):
 * the pages of one kind are one template with other content, and five runs of every page would
 * take half an hour.
 */
function onePagePerKind(routes) {
  const kinds = new Map()
  for (const route of routes) {
    const [first, ...rest] = route.split("/").filter(Boolean)
    const kind = `${first ?? ""}${rest.length > 0 ? "/*" : ""}`
    if (!kinds.has(kind)) kinds.set(kind, route)
  }
  return [...kinds.values()]
}

module.exports = { lighthouseAll, onePagePerKind }
