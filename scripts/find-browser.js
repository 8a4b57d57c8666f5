// @ts-check
/**
 * Finds a Chromium for the end-to-end tests: $CHROME_PATH, else /usr/bin/chromium, else (on
 * Debian, as root) installs Debian's `chromium` package with apt. Test tools' own browser
 * downloads do not work on this project's machines, so this is the only way in.
 *
 *   node scripts/find-browser.js [--install]   prints the browser's path
 */
const fs = require("node:fs")
const { execFileSync } = require("node:child_process")

/** Flags that let Debian's Chromium run headless on a machine whose only network is loopback. */
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

function existing() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`)
    return fromEnv
  }
  return CANDIDATES.find((candidate) => fs.existsSync(candidate))
}

function installWithApt() {
  const isDebian = fs.existsSync("/etc/debian_version")
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  if (!isDebian || !isRoot) return
  console.error("No Chromium found: installing Debian's chromium package (apt-get)...")
  /** @type {import("node:child_process").ExecFileSyncOptions} */
  const options = { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }
  execFileSync("apt-get", ["update", "-qq"], options)
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], options)
}

/** @param {{ install?: boolean }} [options] @returns {string} */
function findBrowser({ install = false } = {}) {
  let found = existing()
  if (!found && install) {
    installWithApt()
    found = existing()
  }
  if (!found) {
    throw new Error(
      "No Chromium browser was found for the end-to-end tests. Install one (on Debian or Ubuntu: " +
        "`sudo apt-get install chromium`) or point CHROME_PATH at a Chrome or Chromium binary.",
    )
  }
  return found
}

module.exports = { findBrowser, CHROMIUM_FLAGS }

if (require.main === module) {
  try {
    console.log(findBrowser({ install: process.argv.includes("--install") }))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
