// @ts-check
/**
 * `npm run browser`: makes sure a Chromium is installed for the end-to-end tests. Playwright's own
 * browser download does not reach this project's machines (they see only the npm registry and
 * Debian's packages), so on Debian, as root, it installs Debian's `chromium` package with apt.
 */
const fs = require("node:fs")
const { execFileSync } = require("node:child_process")
const { installedBrowser } = require("./find-browser")

const present = installedBrowser()
if (present) {
  console.log(`Chromium for the tests: ${present}`)
} else {
  const isDebian = fs.existsSync("/etc/debian_version")
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  if (!isDebian || !isRoot) {
    console.error("No Chromium found. Install Chrome or Chromium, or set CHROME_PATH to one, then run the tests.")
    process.exit(1)
  }
  console.log("No Chromium found: installing Debian's chromium package (apt-get)...")
  /** @type {import("node:child_process").ExecFileSyncOptions} */
  const options = { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }
  execFileSync("apt-get", ["update", "-qq"], options)
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], options)
  console.log(`Chromium for the tests: ${installedBrowser()}`)
}
