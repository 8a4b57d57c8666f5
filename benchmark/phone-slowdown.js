// @ts-check
/**
 * How much slower than this machine the bench runs pages, so that it emulates the same low-end
 * phone on any machine. Lighthouse's mobile preset slows the CPU 4x whatever the machine; on a
 * machine twice as fast that is a phone twice as fast, and a page that would block a low-end phone
 * for half a second blocks nothing. The bench measures the machine once with Lighthouse's own
 * benchmark (its benchmarkIndex) and keeps the slowdown for the whole run.
 */
const { median } = require("./numbers")

/**
 * The phone's benchmarkIndex: Lighthouse's 4x on the machines issue 66 was measured on
 * (benchmarkIndex 1041-1524, about 1300), the phone its figures describe.
 */
const PHONE_BENCHMARK_INDEX = 325
/** Lighthouse's own mobile slowdown: never less, so a slow machine is measured as Lighthouse would. */
const LIGHTHOUSE_SLOWDOWN = 4
/** Benchmarks taken: the median of three, as one can land on a busy moment. */
const SAMPLES = 3

/**
 * The whole-number slowdown that makes a machine of `benchmarkIndex` the phone.
 * @param {number} benchmarkIndex
 */
const slowdownFor = (benchmarkIndex) => Math.max(LIGHTHOUSE_SLOWDOWN, Math.round(benchmarkIndex / PHONE_BENCHMARK_INDEX))

/**
 * This machine's benchmarkIndex (the median of SAMPLES, taken in a page of `browser` with
 * Lighthouse's own function) and the slowdown for it.
 * @param {import("playwright-core").Browser} browser
 */
async function phoneSlowdown(browser) {
  const { pageFunctions } = await import("lighthouse/core/lib/page-functions.js")
  const page = await browser.newPage()
  try {
    const samples = []
    for (let sample = 0; sample < SAMPLES; sample += 1) samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    const benchmarkIndex = Math.round(median(samples))
    return { benchmarkIndex, cpuSlowdown: slowdownFor(benchmarkIndex) }
  } finally {
    await page.close()
  }
}

module.exports = { PHONE_BENCHMARK_INDEX, phoneSlowdown, slowdownFor }
