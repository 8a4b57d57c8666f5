// @ts-check
/**
 * `npm run browser`: makes sure the browsers the tests and the benchmark drive are installed
 * (find-browser.js): a Chromium, and Debian's Chromium headless shell for the end-to-end tests.
 * Playwright's own browser download does not reach this project's machines (they see only the npm
 * registry and Debian's packages), so on Debian, as root, it installs what is missing of Debian's
 * `chromium` and `chromium-headless-shell` packages with apt. Elsewhere the tests drive the
 * Chromium or Chrome that is installed, or the one CHROME_PATH names.
 */
const fs = require("node:fs")
const { execFileSync } = require("node:child_process")
const { HEADLESS_SHELL, HEADLESS_SHELL_PACKAGE, installedBrowser, testBrowser } = require("./find-browser")
const { settingOf } = require("./site")

const missing = [
  ...(installedBrowser() ? [] : ["chromium"]),
  ...(settingOf("CHROME_PATH") || fs.existsSync(HEADLESS_SHELL) ? [] : [HEADLESS_SHELL_PACKAGE]),
]
const isDebian = fs.existsSync("/etc/debian_version")
const isRoot = typeof process.getuid === "function" && process.getuid() === 0
if (missing.length > 0 && isDebian && isRoot) {
  console.log(`Installing Debian's ${missing.join(" and ")} (apt-get)...`)
  /** @type {import("node:child_process").ExecFileSyncOptions} */
  const options = { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }
  try {
    execFileSync("apt-get", ["update", "-qq"], options)
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], options)
  } catch (error) {
    // The headless shell only makes the tests quicker: without it they drive the full Chromium.
    if (!installedBrowser()) throw error
    console.warn(`apt-get could not install ${missing.join(" and ")}: the end-to-end tests drive the full Chromium.`)
  }
} else if (!installedBrowser()) {
  console.error("No Chromium found. Install Chrome or Chromium, or set CHROME_PATH to one, then run the tests.")
  process.exit(1)
}
console.log(`Chromium for the benchmark: ${installedBrowser()}`)
console.log(`Chromium for the end-to-end tests: ${testBrowser().executablePath}`)
