// @ts-check
const { writeFileSync } = require("node:fs")

/**
 * Writes jest's totals, each test file's time and each test's time as JSON for scripts/test-runner/run-tests.js
 * and .ci/run, which add the end-to-end tests' and print one line for the whole run:
 * { passed, failed, files: [{ file, seconds }], tests: [{ title, seconds }] }.
 */
class SummaryReporter {
  /** @param {{ rootDir: string }} globalConfig @param {{ file: string }} options */
  constructor(globalConfig, options) {
    this.rootDir = globalConfig.rootDir
    this.file = options.file
  }

  /**
   * @typedef {{ fullName: string, duration?: number | null }} AssertionResult
   * @typedef {{ testFilePath: string, perfStats: { start: number, end: number }, testResults: AssertionResult[] }} FileResult
   * @param {unknown} _contexts
   * @param {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites: number, testResults: FileResult[] }} results
   */
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites
    const relative = (/** @type {string} */ file) => file.slice(this.rootDir.length + 1)
    const files = results.testResults.map((result) => ({
      file: relative(result.testFilePath),
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
    }))
    const tests = results.testResults.flatMap((result) =>
      result.testResults.map((test) => ({
        title: `${relative(result.testFilePath)} › ${test.fullName}`,
        seconds: (test.duration ?? 0) / 1000,
      })),
    )
    writeFileSync(this.file, JSON.stringify({ passed: results.numPassedTests, failed, files, tests }))
  }
}

module.exports = SummaryReporter
