import { E2E_PORT, NETLIFY_MODE_PORT } from "../../../scripts/test-runner/e2e-servers"

/** Where playwright.config.ts serves what the end-to-end tests test (scripts/test-runner/e2e-servers.js). */
export {
  COUNTED_DOMAIN,
  E2E_PORT,
  EVENTS_FOLDER,
  FORM_SERVICE_ENDPOINT,
  FORM_SERVICE_PORT,
  FORM_SERVICE_REQUESTS,
  NETLIFY_MODE_PORT,
  REQUESTS_FOLDER,
} from "../../../scripts/test-runner/e2e-servers"

/** The production build. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** The site built with IMAGE_SERVICE=netlify, GATSBY_CONTACT_ENDPOINT set to the form service's stand-in and visits counted (COUNTED_DOMAIN), with its image CDN's stand-in. */
export const NETLIFY_MODE_URL = `http://127.0.0.1:${NETLIFY_MODE_PORT}`

export const siteUrl = (pathname: string) => `${BASE_URL}${pathname}`
