// @ts-check
/**
 * Finds the Chromium the end-to-end tests and the benchmark drive. It installs nothing: `npm run
 * browser` (scripts/test-runner/install-browser.js) does.
 *
 * - The benchmark measures what a visitor's browser does: the full Chromium ($CHROME_PATH, else the
 *   system's Chromium or Chrome), in its new headless mode.
 * - The end-to-end tests drive Debian's `chromium-headless-shell`, the same Blink engine of the
 *   same version without the desktop browser around it (Playwright's own default for headless
 *   runs): each test's fresh context and page cost about half the time and CPU. Where it is not
 *   installed, or $CHROME_PATH names a browser, they drive that browser.
 *
 *   node scripts/test-runner/find-browser.js   prints the tests' browser's path
 */
const { settingOf } = require("./site")
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

/** Debian's package of the headless shell, and where it puts the binary. */
const HEADLESS_SHELL_PACKAGE = "chromium-headless-shell"
const HEADLESS_SHELL = `/usr/bin/${HEADLESS_SHELL_PACKAGE}`

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

/** @returns {string | undefined} */
function installedBrowser() {
  const fromEnv = settingOf("CHROME_PATH")
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
      "No Chromium browser was found for the tests and the benchmark. Run `npm run browser` (Debian or Ubuntu, as root), " +
        "install Chrome or Chromium yourself, or point CHROME_PATH at a Chrome or Chromium binary.",
    )
  }
  return found
}

/**
 * The browser the end-to-end tests launch, with its flags: the headless shell unless $CHROME_PATH
 * names another browser or the shell is not installed (then the full browser, in its headless mode).
 * @returns {{ executablePath: string, args: string[] }}
 */
function testBrowser() {
  if (!settingOf("CHROME_PATH") && fs.existsSync(HEADLESS_SHELL)) {
    return { executablePath: HEADLESS_SHELL, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")) }
  }
  return { executablePath: findBrowser(), args: CHROMIUM_FLAGS }
}

module.exports = { findBrowser, installedBrowser, testBrowser, CHROMIUM_FLAGS, HEADLESS_SHELL, HEADLESS_SHELL_PACKAGE }

if (require.main === module) {
  try {
    console.log(testBrowser().executablePath)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
