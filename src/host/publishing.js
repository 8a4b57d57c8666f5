// @ts-check
/**
 * What the build, the host's build plugin (netlify/plugins/publish-status/) and the editor at
 * /admin agree on to tell the owner whether a save went live; plain JavaScript, since the plugin
 * runs on Netlify without the site's TypeScript.
 */

const { existsSync, readFileSync } = require("node:fs")
const path = require("node:path")

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

/**
 * The owner's report of a build: what the owner needs to know of it, written the moment the
 * content check has run (src/gatsby/owner-report.ts), read by the host's plugins.
 * @typedef {object} OwnerReport
 * @property {string | null} commit The commit built: the host's COMMIT_REF, else the checkout's HEAD, else null.
 * @property {string} checkedAt When the content check ran (ISO 8601).
 * @property {string[]} problems What stops the build, one line each.
 * @property {string[]} warnings What the owner should know, one line each.
 * @property {number} photosWaiting Photos left for the next builds by the time limit: on no page yet.
 * @property {number} [photosOnSite] While photos wait, the photos on the site (the next-build plugin compares it with the build before).
 */

/**
 * This build's report (the site's in `root`), when its content check ran: a report of another
 * commit (an earlier build's, restored with the cache) is none.
 * @param {string} root @param {string | undefined} commit @returns {OwnerReport | undefined}
 */
function readReport(root, commit) {
  const file = path.join(root, OWNER_REPORT_FILE)
  try {
    const report = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined
    return report && report.commit === commit ? report : undefined
  } catch {
    return undefined
  }
}

module.exports = { OWNER_REPORT_FILE, STATUS_CONTEXT, githubRepository, readReport }
