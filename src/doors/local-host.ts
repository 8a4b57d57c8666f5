/**
 * What the local stand-in for the host (scripts/local-host/: the server, its form requests and its
 * image CDN) needs of the site, and its only door into src/: scripts/local-host/site.js loads this
 * module, and a lint rule (eslint.config.mjs) refuses any other path of src/ from that room.
 */
import netlifyForms from "../lib/netlify-forms.json"

export { settingOf } from "../host/settings"
export { NETLIFY_IMAGES_PATH } from "../photos/cdn/netlify-pictures"
export { EVENTS_PATH } from "../analytics/visit-events"
/** What Netlify Forms takes, as the site's form and the stand-in agree on it. */
export const NETLIFY_FORMS = netlifyForms
