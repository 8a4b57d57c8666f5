import { defineConfig } from "@playwright/test"
import site from "./playwright.config"

/**
 * `npm run docs:screens`: the owner's guide's screenshots (__tests__/docs/), against the same
 * production build and server as the end-to-end tests; never part of `npm test`.
 */
export default defineConfig({
  ...site,
  testDir: "__tests__/docs",
  testMatch: "**/*.screens.ts",
  reporter: [["list"]],
  webServer: Array.isArray(site.webServer) ? site.webServer[0] : site.webServer,
})
