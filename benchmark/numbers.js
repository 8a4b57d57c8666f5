// @ts-check
/** The arithmetic the bench's measures and tables share. */

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A figure for a table or a check: `digits` decimals, "-" for none. @param {number | null | undefined} value */
const fixed = (value, digits = 1) => (value === null || value === undefined ? "-" : value.toFixed(digits))

module.exports = { fixed, median }
