// @ts-check
/**
 * `npm test`: every check of the project, phase by phase, printing what runs and how long each
 * phase took, then the ten slowest tests and one "N passed, N failed" line. The test runs' reports go
 * to TEST_REPORT_DIR (a temporary folder unless set), where .ci/run reads the totals.
 *
 *   node scripts/test-runner/run-tests.js
 */
const { spawn } = require("node:child_process")
const { createInterface } = require("node:readline")
const path = require("node:path")
const { jestFilesByTime, slowestTests, totalsLine } = require("./test-report")
const { testReportFolder } = require("./site")

const ROOT = path.join(__dirname, "..", "..")
const reportDir = testReportFolder()
/** @param {string} name */
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name)

/**
 * A phase: a command, the environment it adds, and whether its failure stops the rest of its lane
 * (a type error, a lint finding or a failed build does; failed tests do not).
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>, stops: boolean }} Phase
 * @typedef {{ name: string, seconds: number, status: number | "skipped" }} PhaseResult
 */

/** @param {"unit" | "pipeline"} project @returns {Phase} */
const jest = (project) => ({
  name: `jest ${project}`,
  command: bin("jest"),
  args: ["--selectProjects", project],
  env: { TEST_REPORT_NAME: project },
  stops: false,
})
/** @param {"public" | "netlify"} site @returns {Phase} */
const build = (site) => ({
  name: `build ${site === "public" ? "public/" : ".scratch/netlify-mode-site/"}`,
  command: process.execPath,
  args: ["scripts/test-runner/build-if-stale.js", site],
  stops: true,
})

/**
 * Two lanes side by side, one a core, each phase after the one before it in its lane. The type
 * check and lint read src/gatsby-types.d.ts, which the build of public/ writes, so that build comes
 * after them; the netlify-mode copy and the pipeline's fixture site are built in their own folders
 * (the pipeline's stages by its jest project's global set-up, only when what they are made from
 * changed), and the pipeline's tests only read the stages. The browser tests end lane 1, once both sites they run against are built, with
 * two workers of their own beside what is left of lane 2.
 * @type {Phase[][]}
 */
const LANES = [
  [
    { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"], stops: true },
    { name: "lint", command: "npm", args: ["run", "--silent", "lint"], stops: true },
    build("public"),
    build("netlify"),
    { name: "playwright", command: bin("playwright"), args: ["test"], stops: true },
  ],
  [jest("unit"), jest("pipeline")],
]
/**
 * Runs a phase, its output's lines prefixed with its name when another phase may be running beside it.
 * @param {Phase} phase @param {boolean} prefixed @returns {Promise<PhaseResult>}
 */
function run(phase, prefixed) {
  console.log(
    `=== ${phase.name}: ${[phase.command === process.execPath ? "node" : path.relative(ROOT, phase.command), ...phase.args].join(" ")}`,
  )
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      cwd: ROOT,
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, TEST_REPORT_DIR: reportDir, ...phase.env },
    })
    if (prefixed) {
      for (const [stream, out] of /** @type {const} */ ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])) {
        if (stream) createInterface({ input: stream }).on("line", (line) => out.write(`[${phase.name}] ${line}\n`))
      }
    }
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000
      console.log(`=== ${phase.name}: ${code === 0 ? "done" : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`)
      resolve({ name: phase.name, seconds, status: code ?? 1 })
    })
  })
}

/** Runs a lane's phases one after the other, skipping the rest once one that stops fails. @param {Phase[]} lane */
async function runLane(lane) {
  /** @type {PhaseResult[]} */
  const results = []
  for (const phase of lane) {
    const stopped = results.some((result, index) => result.status !== 0 && lane[index].stops)
    results.push(stopped ? { name: phase.name, seconds: 0, status: "skipped" } : await run(phase, LANES.length > 1))
  }
  return results
}

/** @param {number} seconds */
const duration = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`

async function main() {
  const started = Date.now()
  const results = (await Promise.all(LANES.map(runLane))).flat()
  const total = (Date.now() - started) / 1000
  console.log("\nPhases:")
  for (const result of results) {
    console.log(
      `  ${result.name.padEnd(28)} ${duration(result.seconds).padStart(12)}${result.status === 0 ? "" : result.status === "skipped" ? "  skipped" : "  FAILED"}`,
    )
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
  const succeeded = results.every((result) => result.status === 0)
  console.log(`\n${totalsLine(reportDir, succeeded)}`)
  process.exit(succeeded ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
