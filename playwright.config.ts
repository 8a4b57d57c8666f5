import { defineConfig } from "@playwright/test"
import path from "node:path"
import {
  BASE_URL,
  E2E_PORT,
  EVENTS_FOLDER,
  FORM_SERVICE_PORT,
  FORM_SERVICE_REQUESTS,
  NETLIFY_MODE_PORT,
  NETLIFY_MODE_URL,
  REQUESTS_FOLDER,
} from "./__tests__/e2e/support/server"
import { NETLIFY_MODE_SITE } from "./scripts/test-runner/build-if-stale"
import { testBrowser } from "./scripts/test-runner/find-browser"
import { readSettings } from "./src/host/settings"

/**
 * End-to-end tests in Chromium against the production build (`npm run test:e2e` builds it first
 * when it is stale), served like a static host by scripts/local-host/serve.js with the real security headers;
 * and against the same site built with IMAGE_SERVICE=netlify, on the next port
 * (netlify-images.test.ts), whose contact form sends to a stand-in for another form service, on the
 * port after it (scripts/test-runner/e2e-servers.js).
 * With TEST_REPORT_DIR set (CI), the results are also written there as JSON.
 */
const { TEST_REPORT_DIR: reportDir, CI } = readSettings().values

export default defineConfig({
  testDir: "__tests__/e2e",
  testMatch: "**/*.test.ts",
  timeout: 60_000,
  // A test that passes only on a second try is broken: it is fixed, never retried.
  retries: 0,
  workers: 2,
  forbidOnly: CI,
  reporter: reportDir ? [["list"], ["json", { outputFile: `${reportDir}/e2e.json` }]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 900 },
    // A failed test keeps its trace (actions with their timing and source, network, console);
    // without the screencast and the DOM snapshots, which every test pays for, passed or not (the
    // screencast about a sixth of a test's time on two cores; the snapshots a tenth of
    // every-page.test.ts's, 86.6 s against 77.1 s). To see the page at each step, run the failed
    // test again with `--trace on`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: testBrowser(),
  },
  webServer: [
    {
      command: `node scripts/local-host/serve.js --port ${E2E_PORT} --requests ${JSON.stringify(REQUESTS_FOLDER)} --events ${JSON.stringify(EVENTS_FOLDER)}`,
      url: `${BASE_URL}/`,
      reuseExistingServer: false,
    },
    {
      // The site built with IMAGE_SERVICE=netlify: its images come from the image CDN's stand-in.
      command: `node scripts/local-host/serve.js --port ${NETLIFY_MODE_PORT} --root ${JSON.stringify(path.join(NETLIFY_MODE_SITE, "public"))} --requests ${JSON.stringify(REQUESTS_FOLDER)} --events ${JSON.stringify(EVENTS_FOLDER)}`,
      url: `${NETLIFY_MODE_URL}/`,
      reuseExistingServer: false,
    },
    {
      // Another form service, which the netlify-mode site is built to send its requests to (GATSBY_CONTACT_ENDPOINT).
      command: `node scripts/local-host/form-service.js --port ${FORM_SERVICE_PORT} --requests ${JSON.stringify(FORM_SERVICE_REQUESTS)}`,
      port: FORM_SERVICE_PORT,
      reuseExistingServer: false,
    },
  ],
})
