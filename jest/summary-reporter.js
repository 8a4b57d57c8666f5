// @ts-check
const { writeFileSync } = require("node:fs")

/**
 * Writes jest's totals as JSON ({ passed, failed }) for .ci/run, which adds the end-to-end tests'
 * and prints one line for the whole run.
 */
class SummaryReporter {
  /** @param {unknown} _globalConfig @param {{ file: string }} options */
  constructor(_globalConfig, options) {
    this.file = options.file
  }

  /** @param {unknown} _contexts @param {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites: number }} results */
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites
    writeFileSync(this.file, JSON.stringify({ passed: results.numPassedTests, failed }))
  }
}

module.exports = SummaryReporter
