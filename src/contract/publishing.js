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

/**
 * "owner/name" from a GitHub address: https://github.com/owner/name(.git) or
 * git@github.com:owner/name.git (the host's REPOSITORY_URL, a checkout's origin).
 * @param {string | undefined} address @returns {string | undefined}
 */
const githubRepository = (address) => address?.trim().match(/github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/)?.[1]

module.exports = { OWNER_REPORT_FILE, STATUS_CONTEXT, githubRepository }
