import { settingOf, type Environment } from "../host/settings"

/** Another form service the contact form sends to (GATSBY_CONTACT_ENDPOINT), as the build reads it; "" for none. */
export const contactEndpoint = (environment?: Environment) => settingOf("GATSBY_CONTACT_ENDPOINT", environment) ?? ""

/**
 * Where the contact form's requests go with this build, in the one line the build prints: another
 * form service when GATSBY_CONTACT_ENDPOINT names one, else Netlify Forms on Netlify (which sets
 * NETLIFY=true in its builds), else the site itself, which `npm start` (scripts/serve.js) answers by
 * keeping each request in requests/.
 */
export function contactDelivery(environment?: Environment): string {
  const endpoint = contactEndpoint(environment)
  if (endpoint) return `Contact form: requests are sent to the form service at ${endpoint} (GATSBY_CONTACT_ENDPOINT).`
  if (settingOf("NETLIFY", environment)) {
    return `Contact form: requests go to Netlify Forms (Forms > Enable form detection in Netlify's UI, once; see docs/owner-guide.md, "Receiving requests").`
  }
  return `Contact form: requests are kept in requests/ when this build is served with npm start; on a host, use Netlify Forms or set GATSBY_CONTACT_ENDPOINT (docs/owner-guide.md, "Receiving requests").`
}
