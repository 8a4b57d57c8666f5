import { tmpdir } from "node:os"
import path from "node:path"

/** Where playwright.config.ts serves the production build for the end-to-end tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`

/** Where it serves the site built with IMAGE_SERVICE=netlify (scripts/test-runner/build-if-stale.js), with its image CDN's stand-in. */
export const NETLIFY_MODE_PORT = E2E_PORT + 1
export const NETLIFY_MODE_URL = `http://127.0.0.1:${NETLIFY_MODE_PORT}`

/** Where that server keeps the requests sent with the contact form (scripts/local-host/serve.js --requests), one folder per port. */
export const REQUESTS_FOLDER = path.join(tmpdir(), `site-e2e-requests-${E2E_PORT}`)

export const siteUrl = (pathname: string) => `${BASE_URL}${pathname}`
