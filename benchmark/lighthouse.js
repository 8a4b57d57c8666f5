// @ts-check
/**
 * Lighthouse 12 as the benchmark runs it: mobile, Slow 4G and a fixed CPU slowdown applied by the
 * browser itself (devtools throttling: the page runs slowed down, as on a phone, and its figures
 * are what the browser observed, not a simulation), one Chromium for every run, and a run's figures
 * as the tables print them.
 */
const { CHROMIUM_FLAGS } = require("../scripts/test-runner/find-browser")
const { SLOW_4G_UPLOAD_KBPS } = require("./constants")
const { median } = require("./numbers")

/** @typedef {import("lighthouse/types/lhr/lhr").default} Lhr A run's report. */

/**
 * Starts Chromium for Lighthouse: `run(url, cpuSlowdownMultiplier)` gives a run's report (lhr);
 * `close()` ends it. Every run has the same network, whatever the page.
 * @param {string} chromePath
 */
async function startLighthouse(chromePath) {
  const { default: lighthouse } = await import("lighthouse")
  const chromeLauncher = await import("chrome-launcher")
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS })
  /** @param {string} url @param {number} cpuSlowdownMultiplier */
  const run = async (url, cpuSlowdownMultiplier) => {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        settings: {
          formFactor: "mobile",
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          throttlingMethod: "devtools",
          // Lighthouse's Slow 4G as the browser applies it (its request latency is the simulated
          // round trip's 150 ms times 3.75), with the CPU slowdown asked for.
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
    if (!result) throw new Error(`Lighthouse gave no report of ${url}`)
    return { lhr: result.lhr }
  }
  return { run, close: () => chrome.kill() }
}

/** A report's total blocking time as the browser observed it, whole ms. */
const tbtMsOf = (/** @type {Lhr} */ lhr) => Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0)

/** The timings a report's figures rest on: first paint, time to interactive, total blocking time. */
const TIMINGS = ["first-contentful-paint", "interactive", "total-blocking-time"]

/**
 * Whether a report has every one of TIMINGS. A run whose trace Lighthouse could not finish reading
 * has none (its blocking time would read 0 and its median run cannot be chosen): such a run is left
 * out of a page's figures, and said, rather than counted as a page that blocked nothing or ending
 * the bench.
 */
const isTimed = (/** @type {Lhr} */ lhr) => TIMINGS.every((id) => Number.isFinite(lhr.audits[id]?.numericValue))

/** A report's main-thread work (mainthread-work-breakdown: every task's time, slowed down), whole ms. */
const workMsOf = (/** @type {Lhr} */ lhr) => Math.round(lhr.audits["mainthread-work-breakdown"].numericValue ?? 0)

/**
 * One page's runs, summed up: the median total blocking time and largest paint of its runs (each
 * run's too), and the scores of Lighthouse's own median run (the run nearest the median first
 * paint and time to interactive), with the binary audits it did not pass. Timed runs only
 * (isTimed); with none, every figure is NaN, which no budget passes.
 * @param {Lhr[]} runs
 */
async function summarizeRuns(runs) {
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js")
  const lhr = runs.length > 0 ? computeMedianRun(runs) : null
  const score = (/** @type {Lhr | null} */ each, /** @type {string} */ id) =>
    each ? Math.round((each.categories[id].score ?? 0) * 100) : Number.NaN
  const blockingRuns = runs.map(tbtMsOf)
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: Math.round(median(runs.map((each) => each.audits["largest-contentful-paint"].numericValue ?? 0))),
    blockingMs: Math.round(median(blockingRuns)),
    blockingRuns,
    performanceRuns: runs.map((each) => score(each, "performance")),
    failedAudits: Object.values(lhr?.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  }
}

/**
 * The first page of each kind ("/", "/about", "/gallery", "/gallery/2", "/services/<first>", ...):
 * the pages of one kind are one template with other content, and seven runs of every page would
 * take hours.
 * @param {string[]} routes
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

module.exports = { isTimed, onePagePerKind, startLighthouse, summarizeRuns, tbtMsOf, workMsOf }
