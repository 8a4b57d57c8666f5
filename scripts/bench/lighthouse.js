/**
 * Lighthouse 12 as the benchmark runs it: mobile, simulated Slow 4G and a fixed CPU slowdown, one
 * Chromium for every run, and a run's figures as the tables print them.
 */
const { CHROMIUM_FLAGS } = require("../find-browser")
const { SLOW_4G_UPLOAD_KBPS } = require("./constants")
const { simulatedBlocking } = require("./blocking-tasks")
const { cpuTimedTrace, mainThreadCpuMs } = require("./main-thread-cpu")

/**
 * Starts Chromium for Lighthouse: `run(url, cpuSlowdownMultiplier, explain)` gives a run's report
 * (lhr, with Lighthouse's own blocking time), its main thread's CPU time at full speed, its
 * blocking time simulated with each main-thread task as long as its CPU time (main-thread-cpu.js)
 * and, when `explain`, the simulated tasks that blocking time is made of (blocking-tasks.js);
 * `close()` ends it.
 */
async function startLighthouse(chromePath) {
  const { default: lighthouse } = await import("lighthouse")
  const chromeLauncher = await import("chrome-launcher")
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS })
  const run = async (url, cpuSlowdownMultiplier, explain = false) => {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        settings: {
          formFactor: "mobile",
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          throttlingMethod: "simulate",
          // Lighthouse's Slow 4G, with the CPU slowdown asked for.
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
    const { Trace } = result.artifacts
    const cpuTimed = { ...Trace, traceEvents: cpuTimedTrace(Trace.traceEvents) }
    const { blockingMs, tasks } = await simulatedBlocking(result, cpuTimed, explain)
    return {
      lhr: result.lhr,
      cpuMs: mainThreadCpuMs(Trace.traceEvents),
      cpuTimedBlockingMs: Math.round(blockingMs),
      blockingTasks: tasks,
    }
  }
  return { run, close: () => chrome.kill() }
}

/** A report's total blocking time, whole ms. */
const tbtMsOf = (lhr) => Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * One page's runs, summed up: the median total blocking time and largest paint of its runs (each
 * run's too), and the scores of Lighthouse's own median run (the run nearest the median first
 * paint and time to interactive), with the binary audits it did not pass.
 */
async function summarizeRuns(runs) {
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js")
  const lhr = computeMedianRun(runs)
  const score = (each, id) => Math.round((each.categories[id].score ?? 0) * 100)
  const tbtRuns = runs.map(tbtMsOf)
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: Math.round(median(runs.map((each) => each.audits["largest-contentful-paint"].numericValue))),
    tbtMs: Math.round(median(tbtRuns)),
    tbtRuns,
    performanceRuns: runs.map((each) => score(each, "performance")),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  }
}

/**
 * The first page of each kind ("/", "/about", "/gallery", "/gallery/2", "/services/<first>", ...):
 * the pages of one kind are one template with other content, and seven runs of every page would
 * take hours.
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

module.exports = { median, onePagePerKind, startLighthouse, summarizeRuns, tbtMsOf }
