// @ts-check
/**
 * Where the end-to-end tests serve what they test (playwright.config.ts starts each): the site on
 * E2E_PORT (the settings table: 9123 unless set, as fresh-ci does), the site built in netlify image
 * mode on the next port, and on the one after, a stand-in for another form service
 * (scripts/local-host/form-service.js), which the netlify-mode site's contact form sends to: that
 * build is made with GATSBY_CONTACT_ENDPOINT naming it (build-if-stale.js), so both ways a request
 * can go are tried end to end; it also counts visits (GATSBY_PLAUSIBLE_DOMAIN), reported to its
 * server's events path.
 */
const { tmpdir } = require("node:os")
const path = require("node:path")
const { settingOf } = require("./site")

const E2E_PORT = settingOf("E2E_PORT")
const NETLIFY_MODE_PORT = E2E_PORT + 1
const FORM_SERVICE_PORT = E2E_PORT + 2
/** The form service's address the netlify-mode site is built with (GATSBY_CONTACT_ENDPOINT). */
const FORM_SERVICE_ENDPOINT = `http://127.0.0.1:${FORM_SERVICE_PORT}/f/estimate`
/** Where the sites' servers keep the requests sent with the contact form, one folder per port. */
const REQUESTS_FOLDER = path.join(tmpdir(), `site-e2e-requests-${E2E_PORT}`)
/** The domain the netlify-mode site counts visits for (GATSBY_PLAUSIBLE_DOMAIN); public/ counts none. */
const COUNTED_DOMAIN = "counted.example.com"
/** Where the sites' servers keep the visits reported to them. */
const EVENTS_FOLDER = path.join(tmpdir(), `site-e2e-events-${E2E_PORT}`)
/** Where the form service's stand-in keeps the requests it receives. */
const FORM_SERVICE_REQUESTS = path.join(tmpdir(), `site-e2e-form-service-${FORM_SERVICE_PORT}`)

module.exports = {
  COUNTED_DOMAIN,
  E2E_PORT,
  EVENTS_FOLDER,
  FORM_SERVICE_ENDPOINT,
  FORM_SERVICE_PORT,
  FORM_SERVICE_REQUESTS,
  NETLIFY_MODE_PORT,
  REQUESTS_FOLDER,
}
