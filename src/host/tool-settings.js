// @ts-check
/**
 * The settings of the tools (npm start, npm test, the bench) and of a developer's debugging, in the
 * settings table (src/host/settings.js).
 */
const { anything, DEVELOPER, flag, positiveWholeNumber, setting } = require("./setting-kinds")

const TOOL_SETTINGS = {
  CONTENT_READ_LOG: setting({
    setBy: DEVELOPER,
    unset: "off",
    changes: "on (any value but false, 0, no or off) prints each read and check of the content files",
    readBy: ["build"],
    schema: flag,
  }),
  PORT: setting({
    setBy: DEVELOPER,
    unset: "9000",
    changes: "the port npm start serves the site on",
    readBy: ["tools"],
    schema: positiveWholeNumber.default(9000),
    accepts: "a port number",
    ifWrong: "stop",
  }),
  E2E_PORT: setting({
    setBy: `fresh-ci; ${DEVELOPER}`,
    unset: "9123",
    changes:
      "the port the end-to-end tests serve the site on; the netlify-mode site and a form service's stand-in take the next two",
    readBy: ["tools"],
    schema: positiveWholeNumber.default(9123),
    accepts: "a port number",
    ifWrong: "stop",
  }),
  CHROME_PATH: setting({
    setBy: DEVELOPER,
    unset: "Debian's chromium-headless-shell for the tests, else the system's Chromium or Chrome",
    changes: "the Chromium or Chrome the tests and the bench drive",
    readBy: ["tools"],
    schema: anything,
  }),
  TEST_REPORT_DIR: setting({
    setBy: `npm test for its phases; ${DEVELOPER}`,
    unset: "a new temporary folder",
    changes: "where npm test's phases write their reports",
    readBy: ["tools"],
    schema: anything,
  }),
  TEST_REPORT_NAME: setting({
    setBy: "npm test, for each jest phase",
    unset: "all",
    changes: "the name of a jest phase's report",
    readBy: ["tools"],
    schema: anything.default("all"),
  }),
  CI: setting({
    setBy: "CI",
    unset: "not CI",
    changes: "on (any value but false, 0, no or off): a test left focused (test.only) fails the run",
    readBy: ["tools"],
    schema: flag,
  }),
}

module.exports = { TOOL_SETTINGS }
