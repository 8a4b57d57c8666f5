// @ts-check
// Plain CommonJS with no dependency: it must run on any Node to say whether that Node will do.
/**
 * Whether the Node running `npm start`, `npm run develop` or `npm test` is one the project supports
 * (package.json's engines, around the version .nvmrc pins), said in one line before anything else
 * runs: nothing on a supported line; a warning where the Node is outside the range but was seen to
 * work (20, and 26 and later, which build); a stop below that, never a stack trace from deep inside
 * Gatsby.
 *
 *   node scripts/commands/check-node.js
 */
const fs = require("node:fs")
const path = require("node:path")

/** The oldest line seen to build and test the site, outside the range: below it the check stops. */
const OLDEST_WORKING = 20

/**
 * The verdict on Node `version` ("v20.20.0") for `engines` (">=22 <26") and the pinned version:
 * its level and the line to print (none when supported).
 */
function nodeVerdict(/** @type {string} */ version, /** @type {string} */ engines, /** @type {string} */ pinned) {
  const major = Number(/^v?(\d+)/.exec(version)?.[1])
  const [, from, below] = (/^>=(\d+) <(\d+)$/.exec(engines) ?? []).map(Number)
  if (major >= from && major < below) return { level: "ok", line: "" }
  const lines = `Node ${from} to ${below - 1}`
  const get = `the pinned one (${pinned}) is one line away: export PATH="$(bash scripts/pinned-node.sh):$PATH" (docs/development.md)`
  if (major < OLDEST_WORKING) return { level: "stop", line: `This is Node ${version}; the site needs ${lines}: ${get}` }
  return {
    level: "warn",
    line: `Warning: this is Node ${version}, outside the lines the site supports (${lines}); it may work; ${get}`,
  }
}

function main() {
  const root = path.join(__dirname, "..", "..")
  const engines = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node
  const pinned = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim()
  const verdict = nodeVerdict(process.version, engines, pinned)
  if (verdict.line) console.error(verdict.line)
  if (verdict.level === "stop") process.exitCode = 1
}

if (require.main === module) main()

module.exports = { main, nodeVerdict }
