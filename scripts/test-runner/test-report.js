// @ts-check
/**
 * Reads what a test run left in its report folder (TEST_REPORT_DIR): jest's summaries
 * (jest/summary-reporter.js, one `jest-<name>.json` a jest run) and Playwright's JSON report
 * (`e2e.json`), for the totals and the slowest tests of scripts/test-runner/run-tests.js and .ci/run.
 */
const { existsSync, readdirSync, readFileSync } = require("node:fs")
const path = require("node:path")

/**
 * @typedef {{ passed: number, failed: number, files: Array<{ file: string, seconds: number }>, tests: TestTime[] }} JestSummary
 * @typedef {{ title: string, seconds: number }} TestTime
 * @typedef {{ title: string, file?: string, specs?: Array<{ title: string, file: string, tests: Array<{ results: Array<{ duration: number }> }> }>, suites?: Suite[] }} Suite
 * @typedef {{ stats: { expected: number, unexpected: number, flaky: number }, suites: Suite[] }} PlaywrightReport
 */

/** @param {string} dir @returns {JestSummary[]} */
const jestSummaries = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /^jest-.*\.json$/.test(name))
        .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")))
    : []

/** @param {string} dir @returns {PlaywrightReport | undefined} */
function playwrightReport(dir) {
  const file = path.join(dir, "e2e.json")
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined
}

/** Every test of the run, jest's and Playwright's: how many passed and failed. @param {string} dir */
function testTotals(dir) {
  const stats = playwrightReport(dir)?.stats ?? { expected: 0, flaky: 0, unexpected: 0 }
  const jest = jestSummaries(dir)
  return {
    passed: jest.reduce((sum, summary) => sum + summary.passed, stats.expected + stats.flaky),
    failed: jest.reduce((sum, summary) => sum + summary.failed, stats.unexpected),
  }
}

/** @param {Suite} suite @returns {TestTime[]} */
const playwrightTests = (suite) => [
  ...(suite.specs ?? []).map((spec) => ({
    title: `${spec.file} › ${spec.title}`,
    seconds: spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0) / 1000,
  })),
  ...(suite.suites ?? []).flatMap(playwrightTests),
]

/** The `count` slowest tests of the run, jest's and Playwright's. @param {string} dir @param {number} count */
function slowestTests(dir, count) {
  const tests = [
    ...jestSummaries(dir).flatMap((summary) => summary.tests),
    ...(playwrightReport(dir)?.suites ?? []).flatMap(playwrightTests),
  ]
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count)
}

/** Each jest test file with its time, slowest first. @param {string} dir */
const jestFilesByTime = (dir) =>
  jestSummaries(dir)
    .flatMap((summary) => summary.files)
    .sort((a, b) => b.seconds - a.seconds)

/**
 * The run's last line, "N passed, N failed": every test of the report, and one failure more when the
 * run failed outside the tests (a type error, a lint finding, a failed build or set-up).
 * @param {string} dir @param {boolean} succeeded
 */
function totalsLine(dir, succeeded) {
  const { passed, failed } = testTotals(dir)
  if (succeeded || failed > 0) return `${passed} passed, ${failed} failed`
  return `npm test failed outside the tests (type check, lint, a build or set-up, see above).\n${passed} passed, ${failed + 1} failed`
}

module.exports = { jestFilesByTime, slowestTests, totalsLine }
