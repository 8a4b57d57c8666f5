/** Two projects: `unit` (jsdom + Testing Library) and `e2e` (Chromium against the production build). */
const transform = { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" }

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
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
      transform,
      globalSetup: "<rootDir>/__tests__/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/e2e/support/global-teardown.ts",
      setupFilesAfterEnv: ["<rootDir>/__tests__/e2e/support/timeouts.ts"],
    },
  ],
}
