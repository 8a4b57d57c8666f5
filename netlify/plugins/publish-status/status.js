// @ts-check
/**
 * What the publish-status plugin says of a production build, and where: a GitHub commit status
 * on the built commit (under STATUS_CONTEXT, the one the editor at /admin looks for) and the same
 * words on Netlify's deploy page. No post, failed, slow or missing, ever fails a build or holds it up
 * more than POST_TIMEOUT_MS.
 */
const { STATUS_CONTEXT, githubRepository, readReport } = require("../../../src/host/publishing")
const { readSettings } = require("../../../src/host/settings")
/**
 * How long a post may take: onPreBuild waits for it, and a GitHub that does not answer must not
 * hold the build up (the status is lost, and the strip says so in its own words).
 */
const POST_TIMEOUT_MS = 5_000
/** GitHub keeps a status's description to 140 characters. */
const DESCRIPTION_LIMIT = 140

/** @typedef {"pending" | "success" | "failure"} Stage */
/** @typedef {import("../../../src/host/publishing").OwnerReport} Report */
/** @typedef {{ state: Stage, description: string, target_url?: string }} CommitStatus */
/** @typedef {import("../../../src/host/settings").Settings} Settings */

/** @param {string} text */
const cut = (text) => (text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1)}…`)

/**
 * The status of a build at `stage`: publishing; live (with its warnings, linking to the site at
 * `siteUrl`); or not published, with the report's first problem (or where to look when there is none).
 * @param {Stage} stage @param {Report | undefined} report @param {string | undefined} siteUrl @returns {CommitStatus}
 */
function statusOf(stage, report, siteUrl) {
  if (stage === "pending") return { state: "pending", description: "Publishing your change" }
  if (stage === "failure") {
    return { state: "failure", description: cut(report?.problems[0] ?? "The build stopped: see the deploy log on Netlify.") }
  }
  const warnings = report?.warnings ?? []
  const live =
    warnings.length === 0 ? "Live" : `Live, ${warnings.length} warning${warnings.length === 1 ? "" : "s"}: ${warnings[0]}`
  return { state: "success", description: cut(live), ...(siteUrl ? { target_url: siteUrl } : {}) }
}

/** GitHub's address for the statuses of the commit Netlify builds, from its REPOSITORY_URL and COMMIT_REF. @param {Settings} settings */
function statusesAddress(settings) {
  const repository = githubRepository(settings.REPOSITORY_URL)
  if (!repository || !settings.COMMIT_REF) return undefined
  return `https://api.github.com/repos/${repository}/statuses/${settings.COMMIT_REF}`
}

/**
 * Says a production build's `stage` on Netlify's deploy page and, with a token, as the commit's
 * status on GitHub; other builds (deploy previews, branches) say nothing.
 * @param {Stage} stage
 * @param {{ utils: { status: { show: (message: { title: string, summary: string }) => void } }, env?: import("../../../src/host/settings").Environment, fetch?: typeof globalThis.fetch, log?: (line: string) => void, root?: string, timeoutMs?: number }} options
 */
async function tell(
  stage,
  { utils, env, fetch = globalThis.fetch, log = console.log, root = process.cwd(), timeoutMs = POST_TIMEOUT_MS },
) {
  const { values: settings } = readSettings(env)
  if (settings.CONTEXT !== "production") return
  const status = statusOf(stage, stage === "pending" ? undefined : readReport(root, settings.COMMIT_REF), settings.URL)
  utils.status.show({ title: "Publishing status", summary: status.description })
  const token = settings.GITHUB_STATUS_TOKEN
  if (!token) {
    if (stage === "pending") {
      log(
        `publish-status: set GITHUB_STATUS_TOKEN in Netlify's environment variables (a GitHub token for this repository with "Commit statuses: write") so the editor shows whether a save went live.`,
      )
    }
    return
  }
  const address = statusesAddress(settings)
  if (!address) {
    log(
      `publish-status: cannot tell the GitHub repository and commit of this build (REPOSITORY_URL ${settings.REPOSITORY_URL ?? "unset"}).`,
    )
    return
  }
  try {
    const response = await fetch(address, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json", "Content-Type": "application/json" },
      body: JSON.stringify({ ...status, context: STATUS_CONTEXT }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok)
      log(`publish-status: GitHub answered ${response.status} to the "${status.state}" status; check GITHUB_STATUS_TOKEN.`)
  } catch (error) {
    log(
      `publish-status: could not post the "${status.state}" status (${error instanceof Error ? error.message : String(error)}).`,
    )
  }
}

module.exports = { DESCRIPTION_LIMIT, tell }
