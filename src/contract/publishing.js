// @ts-check
/**
 * What the build, the host's build plugin (netlify/plugins/publish-status/) and the editor at
 * /admin agree on to tell the owner whether a save went live; plain JavaScript, since the plugin
 * runs on Netlify without the site's TypeScript.
 */

/** Where a build leaves the owner's report, from the site's root (src/gatsby/owner-report.ts writes it, the plugin reads it). */
const OWNER_REPORT_FILE = ".cache/owner-report.json"

/** The name of the GitHub commit status the plugin posts, and the editor's backend.preview_context. */
const STATUS_CONTEXT = "site/publish"

module.exports = { OWNER_REPORT_FILE, STATUS_CONTEXT }
