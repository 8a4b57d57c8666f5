import type { Page } from "@playwright/test"
import { EDITOR_USER_KEY } from "../../../src/admin/editor-token"
import { stoppedAfterMs } from "../../../src/admin/publish-status"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"
import { STATUS_CONTEXT } from "../../../src/host/publishing"
import { SENTENCES } from "../../../src/admin/strip-sentences"
import { says } from "../../support/strip-says"

/**
 * The publishing strip's sources answered by a test (page.route): GitHub (the branch's combined
 * status, its commits, a commit's status) and the live site's /version.json, from a branch the test
 * sets (standInBranch), or in each state the strip shows (answerPublishStatus), with the owner
 * signed in to the editor or not; used by editor-status.test.ts and by the owner's guide's
 * screenshots (npm run docs:screens).
 */

export const LATEST = "b".repeat(40)
export const EARLIER = "a".repeat(40)
/** When the latest save was made, before the page opens. */
export const SAVED_MINUTES_AGO = 2
/** The token of an owner signed in to the editor, as the editor keeps it (src/admin/editor-token.ts). */
const OWNER_TOKEN = "gho_signed-in-owner"
/** "14:05" today, "Nov 24, 14:05" another day, in the phone's time zone. */
export const TIME = String.raw`(?:[A-Z][a-z]{2} \d{1,2}, )?\d\d:\d\d`
const MINUTE = 60_000

/** The build plugin's status on a commit: its state and line, and when GitHub last changed it (ms since 1970). */
export interface BuildStatus {
  state: string
  description: string
  at: number
}

/** A commit of the stand-in's branch: its id, when it was made (ms since 1970), the plugin's status on it if any. */
export interface BranchCommit {
  sha: string
  at: number
  status?: BuildStatus
}

/**
 * The stand-in's repository and live site, as one test sets them: the branch's commits, newest
 * first, and the version /version.json serves; times on the page's clock.
 */
export interface Branch {
  commits: BranchCommit[]
  live: { commit: string; builtAt: number; warnings?: string[] }
}

/** How GitHub answers: as the branch says, or with a refusal of every request, or not at all. */
type GithubMood = "answers" | 403 | 404 | "no answer"

interface Status {
  state: string
  description: string
  /** How long ago GitHub last changed it; 3 minutes unless told. */
  minutesAgo?: number
}
type GithubReply = { status?: 403 | 404; statuses?: Status[] } | "no answer"

export interface Answers {
  github: GithubReply
  /** The commit /version.json says the live site was built from. */
  live: string
  warnings?: string[]
  /** A private repository: GitHub answers 404 but to the signed-in owner's token, which the editor holds. */
  privateRepository?: true
}

/**
 * The CORS headers api.github.com answers a page's script with: which of its headers the page may
 * read. Date is not among them, so the strip sees only what it sees in a real browser.
 */
const GITHUB_CORS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers":
    "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
}

/** A commit's combined status as GitHub gives it: the plugin's status, if any. */
const combinedStatus = ({ sha, status }: BranchCommit) => ({
  sha,
  statuses: status
    ? [
        {
          state: status.state,
          description: status.description,
          context: STATUS_CONTEXT,
          created_at: new Date(status.at).toISOString(),
          updated_at: new Date(status.at).toISOString(),
        },
      ]
    : [],
})

/** The owner signed in to the editor before `page` opens it: their user, token included, where the editor keeps it. */
async function signIn(page: Page) {
  await page.addInitScript(
    ([key, token]) => localStorage.setItem(key, JSON.stringify({ backendName: "github", token })),
    [EDITOR_USER_KEY, OWNER_TOKEN],
  )
}

/**
 * GitHub and the live site stood in for `page` as `branch()` says at each request (the test
 * changes what it returns): the branch's combined status (its head's), the list of its commits
 * from one on (…/commits?sha=…&per_page=…), a commit's combined status, and /version.json with
 * the page's own clock as its Date (the page's, which a test may have installed and moved on).
 * Anything else of GitHub's API (the signed-in editor's own calls) gets no answer, as on this
 * machine without a network. Returns the GitHub addresses asked, with the token each was asked with.
 */
export async function standInBranch(
  page: Page,
  branch: () => Branch,
  { github = "answers", privateRepository }: { github?: GithubMood; privateRepository?: true } = {},
) {
  const asked: Array<{ address: string; token?: string }> = []
  if (privateRepository) await signIn(page)
  await page.unroute("https://api.github.com/**")
  await page.route("https://api.github.com/**", async (route) => {
    const url = new URL(route.request().url())
    const { commits } = branch()
    const head = /\/commits\/[^/]+\/status$/.test(url.pathname) && !/\/commits\/[0-9a-f]{40}\/status$/.test(url.pathname)
    const ofCommit = /\/commits\/([0-9a-f]{40})\/status$/.exec(url.pathname)?.[1]
    const list = url.pathname.endsWith("/commits") ? url.searchParams.get("sha") : null
    if (!head && !ofCommit && !list) return route.abort("internetdisconnected")
    const token = (await route.request().headerValue("authorization"))?.replace(/^Bearer /, "")
    asked.push({ address: url.href, ...(token ? { token } : {}) })
    if (github === "no answer") return route.abort("internetdisconnected")
    const refused = github !== "answers" ? github : privateRepository && token !== OWNER_TOKEN ? 404 : undefined
    if (refused) return route.fulfill({ status: refused, headers: GITHUB_CORS, json: { message: "Refused" } })
    if (list) {
      const from = commits.findIndex(({ sha }) => sha === list)
      const listed = commits.slice(from, from + Number(url.searchParams.get("per_page") ?? 30))
      return route.fulfill({
        headers: GITHUB_CORS,
        json: listed.map(({ sha, at }) => ({ sha, commit: { committer: { date: new Date(at).toISOString() } } })),
      })
    }
    const commit = head ? commits[0] : commits.find(({ sha }) => sha === ofCommit)
    return route.fulfill({ headers: GITHUB_CORS, json: commit ? combinedStatus(commit) : { sha: ofCommit, statuses: [] } })
  })
  await page.unroute("**/version.json")
  await page.route("**/version.json", async (route) => {
    const { live } = branch()
    let now: number
    try {
      now = await page.evaluate(() => Date.now())
    } catch (error) {
      // The page closed (its test ended) while the strip was asking: nobody waits for the answer.
      if (page.isClosed()) return undefined
      throw error
    }
    return route.fulfill({
      headers: { date: new Date(now).toUTCString() },
      json: { commit: live.commit, builtAt: new Date(live.builtAt).toISOString(), warnings: live.warnings ?? [] },
    })
  })
  return asked
}

/**
 * Answers the strip's questions for `page` (changed by calling it again) in one of its states: the
 * latest save with `answers.github`'s statuses, made SAVED_MINUTES_AGO; the live save `answers.live`
 * built 5 minutes ago, published half an hour ago when it is not the latest. Returns the GitHub addresses asked, with the token each was
 * asked with.
 */
export async function answerPublishStatus(page: Page, answers: Answers) {
  const { github, live, warnings = [], privateRepository } = answers
  const now = Date.now()
  const statusOf = ({ minutesAgo = 3, ...status }: Status) => ({ ...status, at: now - minutesAgo * MINUTE })
  const [latest] = github !== "no answer" ? (github.statuses ?? []) : []
  const commits: BranchCommit[] = [
    { sha: LATEST, at: now - SAVED_MINUTES_AGO * MINUTE, ...(latest ? { status: statusOf(latest) } : {}) },
    ...(live !== LATEST
      ? [{ sha: live, at: now - 40 * MINUTE, status: { state: "success", description: "Live", at: now - 30 * MINUTE } }]
      : []),
  ]
  const branch: Branch = { commits, live: { commit: live, builtAt: now - 5 * MINUTE, warnings } }
  const mood: GithubMood = github === "no answer" ? github : (github.status ?? "answers")
  return standInBranch(page, () => branch, { github: mood, ...(privateRepository ? { privateRepository } : {}) })
}

/** Longer ago than a build may run, with its margin (the sample site is built without a limit: the host's). */
const PAST_THE_LIMIT_MINUTES = Math.ceil(stoppedAfterMs(HOST_BUILD_LIMIT_SECONDS) / 60_000) + 1

/** The signed-in editor's own calls to GitHub, which get no answer here. */
const SIGNED_IN_EDITOR = /ERR_INTERNET_DISCONNECTED$/

/**
 * The browser logs a request GitHub refused or that got no answer, which is the state shown; the
 * strip itself logs nothing.
 */
export const PUBLISH_STATES: Array<Answers & { name: string; says: RegExp; logged?: RegExp }> = [
  {
    name: "publishing",
    github: { statuses: [{ state: "pending", description: "Publishing your change" }] },
    live: EARLIER,
    says: new RegExp(`^Publishing… since ${TIME}$`),
  },
  {
    name: "live, with a warning",
    github: { statuses: [{ state: "success", description: "Live, 1 warning" }] },
    live: LATEST,
    warnings: ['gallery.json: entry 3 names "deck.jpg", which is not in content/gallery/'],
    says: says(
      SENTENCES.live,
      new RegExp(TIME),
      ' (1 warning: gallery.json: entry 3 names "deck.jpg", which is not in content/gallery/)',
    ),
  },
  {
    name: "not published",
    github: {
      statuses: [{ state: "failure", description: 'services.json: entry 2 ("Decks") has no description.' }],
    },
    live: EARLIER,
    says: new RegExp(
      `^Not published: services\\.json: entry 2 \\("Decks"\\) has no description\\. The site still shows the version of ${TIME}\\.$`,
    ),
  },
  {
    name: "saved, its build not started yet",
    github: { statuses: [] },
    live: EARLIER,
    says: new RegExp(`^Waiting for Netlify to build your save of ${TIME}$`),
  },
  {
    name: "a stopped build",
    github: { statuses: [{ state: "pending", description: "Publishing your change", minutesAgo: PAST_THE_LIMIT_MINUTES }] },
    live: EARLIER,
    says: new RegExp(
      `^The build stopped without finishing: see the deploy log in Netlify\\. The site still shows the version of ${TIME}\\.$`,
    ),
  },
  {
    name: "a rollback",
    github: { statuses: [{ state: "success", description: "Live" }] },
    live: EARLIER,
    says: new RegExp(
      `^Published at ${TIME}, but the site still shows the version of ${TIME}: in Netlify, check Deploys \\(the published deploy, auto-publishing\\)\\.$`,
    ),
  },
  {
    name: "GitHub refuses",
    github: { status: 403 },
    live: EARLIER,
    says: new RegExp(`^The site shows the version of ${TIME}\\. Cannot check later saves right now\\.$`),
    logged: /status of 403 \(Forbidden\)$/,
  },
  {
    name: "GitHub does not answer",
    github: "no answer",
    live: EARLIER,
    says: new RegExp(`^The site shows the version of ${TIME}\\. Cannot check later saves right now\\.$`),
    logged: /ERR_INTERNET_DISCONNECTED$/,
  },
  {
    name: "a branch GitHub does not show",
    github: { status: 404 },
    live: EARLIER,
    says: new RegExp(
      `^The site shows the version of ${TIME}\\. Later saves cannot be checked from here: GitHub shows them only to an owner signed in with a token that may read "Commit statuses", and only on the branch the site builds \\(CMS_BRANCH\\)\\. See docs/putting-online\\.md, step 4\\.$`,
    ),
    logged: /status of 404 \(Not Found\)$/,
  },
  {
    name: "a private repository, the owner signed in: publishing",
    privateRepository: true,
    github: { statuses: [{ state: "pending", description: "Publishing your change" }] },
    live: EARLIER,
    says: new RegExp(`^Publishing… since ${TIME}$`),
    logged: SIGNED_IN_EDITOR,
  },
  {
    name: "a private repository, the owner signed in: not published",
    privateRepository: true,
    github: { statuses: [{ state: "failure", description: "gallery.json is not valid JSON." }] },
    live: EARLIER,
    says: new RegExp(`^Not published: gallery\\.json is not valid JSON\\. The site still shows the version of ${TIME}\\.$`),
    logged: SIGNED_IN_EDITOR,
  },
]
