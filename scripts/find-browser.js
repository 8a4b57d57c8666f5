// @ts-check
/**
 * Finds the Chromium the end-to-end tests and the benchmark drive: $CHROME_PATH, else the system's
 * Chromium or Chrome. It installs nothing: `npm run browser` (scripts/install-browser.js) does.
 *
 *   node scripts/find-browser.js   prints the browser's path
 */
const fs = require("node:fs")

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

/** @returns {string | undefined} */
function installedBrowser() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`)
    return fromEnv
  }
  return CANDIDATES.find((candidate) => fs.existsSync(candidate))
}

/** @returns {string} */
function findBrowser() {
  const found = installedBrowser()
  if (!found) {
    throw new Error(
      "No Chromium browser was found for the end-to-end tests. Run `npm run browser` (Debian or Ubuntu, as root), " +
        "install Chrome or Chromium yourself, or point CHROME_PATH at a Chrome or Chromium binary.",
    )
  }
  return found
}

module.exports = { findBrowser, installedBrowser, CHROMIUM_FLAGS }

if (require.main === module) {
  try {
    console.log(findBrowser())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
