/**
 * Two projects: `unit` (jsdom + Testing Library) and `pipeline` (a fixture site built from the real
 * photos in ../shared/photos/). The end-to-end tests run on Playwright Test (playwright.config.ts).
 * With TEST_REPORT_DIR set (CI), the totals are also written there (jest/summary-reporter.js).
 */
const { readSettings } = require("./src/host/settings")

const { TEST_REPORT_DIR, TEST_REPORT_NAME } = readSettings().values
const transform = { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" }
/** The copies of the site (the pipeline tests' fixture, the e2e tests' netlify-mode build) that jest must not take for the project's own. */
const modulePathIgnorePatterns = ["<rootDir>/.scratch/"]

/** @type {import('jest').Config} */
module.exports = {
  reporters: TEST_REPORT_DIR
    ? ["default", ["<rootDir>/jest/summary-reporter.js", { file: `${TEST_REPORT_DIR}/jest-${TEST_REPORT_NAME}.json` }]]
    : ["default"],
  projects: [
    {
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
      modulePathIgnorePatterns,
      transform,
      // Lighthouse's median run (ES modules) for the bench's test of its summary.
      transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lighthouse/core/lib)/)"],
      moduleNameMapper: {
        "\\.css$": "identity-obj-proxy",
        "^gatsby$": "<rootDir>/__tests__/unit/support/gatsby-mock.tsx",
      },
      setupFilesAfterEnv: ["<rootDir>/__tests__/unit/support/setup.ts"],
      globals: { __PATH_PREFIX__: "" },
    },
    {
      displayName: "pipeline",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/pipeline/**/*.test.ts"],
      // Builds the fixture site's stages that are out of date, once, before the tests read them.
      globalSetup: "<rootDir>/__tests__/pipeline/support/build-stages.ts",
      modulePathIgnorePatterns,
      transform,
      setupFilesAfterEnv: ["<rootDir>/__tests__/pipeline/support/timeouts.ts"],
    },
  ],
}
