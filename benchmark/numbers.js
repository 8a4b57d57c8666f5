// @ts-check
/** The arithmetic the bench's measures share. */

/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** What `work` gives and how long it took, in ms. @template T @param {() => Promise<T>} work */
async function timed(work) {
  const started = process.hrtime.bigint()
  const result = await work()
  return { result, ms: Number(process.hrtime.bigint() - started) / 1e6 }
}

module.exports = { mean, median, timed }
