/**
 * Three projects: `unit` (jsdom + Testing Library), `e2e` (Chromium against the production build)
 * and `pipeline` (a fixture site built from the real photos in ../shared/photos/).
 */
const transform = { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" }
/** The pipeline tests' fixture site: a copy of src/ that jest must not take for the project's own. */
const modulePathIgnorePatterns = ["<rootDir>/.pipeline-site/"]

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
      modulePathIgnorePatterns,
      transform,
      transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
      moduleNameMapper: {
        "\\.css$": "identity-obj-proxy",
        "^gatsby$": "<rootDir>/__tests__/unit/support/gatsby-mock.tsx",
      },
      setupFilesAfterEnv: ["<rootDir>/__tests__/unit/support/setup.ts"],
      globals: { __PATH_PREFIX__: "" },
    },
    {
      displayName: "e2e",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/e2e/**/*.test.ts"],
      modulePathIgnorePatterns,
      transform,
      globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
      setupFilesAfterEnv: ["<rootDir>/__tests__/e2e/support/timeouts.ts"],
    },
    {
      displayName: "pipeline",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/pipeline/**/*.test.ts"],
      modulePathIgnorePatterns,
      transform,
      setupFilesAfterEnv: ["<rootDir>/__tests__/pipeline/support/timeouts.ts"],
    },
  ],
}
