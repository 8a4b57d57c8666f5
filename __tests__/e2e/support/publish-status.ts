import type { Page } from "@playwright/test"
import { EDITOR_USER_KEY } from "../../../src/admin/editor-token"
import { stoppedAfterMs } from "../../../src/admin/publish-status"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"
import { STATUS_CONTEXT } from "../../../src/host/publishing"

/**
 * The publishing strip's two sources answered by a test (page.route): GitHub's combined status of
 * the branch and the live site's /version.json, in each state the strip shows, with the owner
 * signed in to the editor or not; used by editor-status.test.ts and by the owner's guide's
 * screenshots (npm run docs:screens).
 */

export const LATEST = "b".repeat(40)
export const EARLIER = "a".repeat(40)
/** The save before the latest: a build of it may run ahead of the latest's. */
const PREVIOUS = "c".repeat(40)
/** When the latest save was made, before the page opens. */
export const SAVED_MINUTES_AGO = 2
/** The token of an owner signed in to the editor, as the editor keeps it (src/admin/editor-token.ts). */
const OWNER_TOKEN = "gho_signed-in-owner"
/** "14:05" today, "Nov 24, 14:05" another day, in the phone's time zone. */
export const TIME = String.raw`(?:[A-Z][a-z]{2} \d{1,2}, )?\d\d:\d\d`
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

interface Status {
  state: string
  description: string
  /** How long ago GitHub last changed it; 3 minutes unless told. */
  minutesAgo?: number
}
type GithubReply = { status?: number; statuses?: Status[] } | "no answer"

export interface Answers {
  github: GithubReply
  /** The commit /version.json says the live site was built from. */
  live: string
  warnings?: string[]
  /** The build plugin's status on the save before the latest (none unless given): a build running ahead of it. */
  ahead?: Status
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

/** `statuses` as GitHub lists them in a commit's combined status, as the build plugin's. */
const statusesOf = (statuses: Status[]) =>
  statuses.map(({ minutesAgo: minutes = 3, ...status }) => ({
    ...status,
    context: STATUS_CONTEXT,
    created_at: minutesAgo(minutes),
    updated_at: minutesAgo(minutes),
  }))

/** The owner signed in to the editor before `page` opens it: their user, token included, where the editor keeps it. */
async function signIn(page: Page) {
  await page.addInitScript(
    ([key, token]) => localStorage.setItem(key, JSON.stringify({ backendName: "github", token })),
    [EDITOR_USER_KEY, OWNER_TOKEN],
  )
}

/**
 * Answers the strip's two questions for `page` (changed by calling it again); returns the GitHub
 * addresses it asked, with the token each was asked with. Only the branch's status is answered:
 * anything else of GitHub's API (the signed-in editor's own calls) gets no answer, as on this
 * machine without a network.
 */
export async function answerPublishStatus(page: Page, answers: Answers) {
  const { github, live, warnings = [], ahead, privateRepository } = answers
  const asked: Array<{ address: string; token?: string }> = []
  if (privateRepository) await signIn(page)
  await page.unroute("https://api.github.com/**")
  await page.route("https://api.github.com/**", async (route) => {
    const address = route.request().url()
    const commit = address.endsWith(`/commits/${LATEST}`)
    if (!address.endsWith("/status") && !commit) return route.abort("internetdisconnected")
    const token = (await route.request().headerValue("authorization"))?.replace(/^Bearer /, "")
    asked.push({ address, ...(token ? { token } : {}) })
    if (github === "no answer") return route.abort("internetdisconnected")
    // When the latest commit was made, and its parent: the strip asks when no build has said anything of it.
    if (commit) {
      return route.fulfill({
        headers: GITHUB_CORS,
        json: { sha: LATEST, commit: { committer: { date: minutesAgo(SAVED_MINUTES_AGO) } }, parents: [{ sha: PREVIOUS }] },
      })
    }
    // The save before's status: the strip asks when the latest has waited longer than its build takes to start.
    if (address.endsWith(`/commits/${PREVIOUS}/status`)) {
      return route.fulfill({ headers: GITHUB_CORS, json: { sha: PREVIOUS, statuses: ahead ? statusesOf([ahead]) : [] } })
    }
    const hidden = privateRepository && token !== OWNER_TOKEN
    const status = hidden ? 404 : (github.status ?? 200)
    const statuses = statusesOf(github.statuses ?? [])
    return route.fulfill({
      status,
      headers: { ...GITHUB_CORS, date: new Date().toUTCString() },
      contentType: "application/json",
      body: JSON.stringify(status !== 200 ? { message: "Refused" } : { sha: LATEST, statuses }),
    })
  })
  await page.unroute("**/version.json")
  await page.route("**/version.json", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ commit: live, builtAt: minutesAgo(5), warnings }),
    }),
  )
  return asked
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
    says: new RegExp(
      `^Live since ${TIME} \\(1 warning: gallery\\.json: entry 3 names "deck\\.jpg", which is not in content/gallery/\\)$`,
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
