// @ts-check
/**
 * `npm test`: every check of the project, phase by phase, printing what runs and how long each
 * phase took, then the ten slowest tests and one "N passed, N failed" line. The phases' results go
 * to TEST_REPORT_DIR (a temporary folder unless set), where .ci/run reads the totals.
 *
 *   node scripts/run-tests.js
 */
const { spawn } = require("node:child_process")
const { mkdtempSync, writeFileSync } = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const { jestFilesByTime, slowestTests, testTotals } = require("./test-report")

const ROOT = path.join(__dirname, "..")
const reportDir = process.env.TEST_REPORT_DIR || mkdtempSync(path.join(os.tmpdir(), "test-report-"))
/** @param {string} name */
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name)

/**
 * @typedef {{ name: string, command: string, args: string[] }} Phase
 * @typedef {{ name: string, seconds: number, status: number }} PhaseResult
 */

/** @type {Phase[]} */
const PHASES = [
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "jest (unit and pipeline)", command: bin("jest"), args: [] },
  { name: "build public/", command: process.execPath, args: ["scripts/build-if-stale.js", "public"] },
  { name: "build .netlify-mode-site/", command: process.execPath, args: ["scripts/build-if-stale.js", "netlify"] },
  { name: "playwright", command: bin("playwright"), args: ["test"] },
]

/** @param {Phase} phase @returns {Promise<PhaseResult>} */
function run(phase) {
  console.log(`\n=== ${phase.name}: ${[phase.command, ...phase.args].map((part) => path.relative(ROOT, part) || part).join(" ")}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, TEST_REPORT_DIR: reportDir },
    })
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000
      console.log(`=== ${phase.name}: ${code === 0 ? "done" : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`)
      resolve({ name: phase.name, seconds, status: code ?? 1 })
    })
  })
}

/** @param {number} seconds */
const duration = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`

async function main() {
  const started = Date.now()
  /** @type {PhaseResult[]} */
  const results = []
  for (const phase of PHASES) {
    const result = await run(phase)
    results.push(result)
    // As before: a type error, a lint finding or a failed build stops the run; failed tests do not.
    if (result.status !== 0 && !phase.name.startsWith("jest")) break
  }
  const total = (Date.now() - started) / 1000
  console.log("\nPhases:")
  for (const result of results) {
    console.log(`  ${result.name.padEnd(28)} ${duration(result.seconds).padStart(12)}${result.status === 0 ? "" : "  FAILED"}`)
  }
  console.log(`  ${"npm test".padEnd(28)} ${duration(total).padStart(12)}`)
  const files = jestFilesByTime(reportDir)
  const rest = files.slice(10)
  console.log("\nJest's files by time:")
  for (const file of files.slice(0, 10)) console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.file}`)
  if (rest.length > 0) {
    console.log(
      `  ${rest
        .reduce((sum, file) => sum + file.seconds, 0)
        .toFixed(1)
        .padStart(7)} s  the other ${rest.length} files`,
    )
  }
  console.log("\nThe ten slowest tests:")
  for (const test of slowestTests(reportDir, 10)) console.log(`  ${test.seconds.toFixed(1).padStart(7)} s  ${test.title}`)
  const totals = testTotals(reportDir)
  const failedOutside = results.some((result) => result.status !== 0) && totals.failed === 0
  writeFileSync(path.join(reportDir, "phases.json"), JSON.stringify({ phases: results, seconds: total }))
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${failedOutside ? " (and a phase failed outside the tests, see above)" : ""}`,
  )
  process.exit(results.every((result) => result.status === 0) ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
