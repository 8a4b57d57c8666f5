import type { Page } from "@playwright/test"
import { STATUS_CONTEXT } from "../../../src/contract/publishing"

/**
 * The publishing strip's two sources answered by a test (page.route): GitHub's combined status of
 * the branch and the live site's /version.json, in each state the strip shows; used by
 * editor-status.test.ts and by the owner's guide's screenshots (npm run docs:screens).
 */

export const LATEST = "b".repeat(40)
const EARLIER = "a".repeat(40)
/** "14:05" today, "Nov 24, 14:05" another day, in the phone's time zone. */
export const TIME = String.raw`(?:[A-Z][a-z]{2} \d{1,2}, )?\d\d:\d\d`
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

type GithubReply = { status?: number; statuses?: Array<{ state: string; description: string }> } | "no answer"

interface Answers {
  github: GithubReply
  /** The commit /version.json says the live site was built from. */
  live: string
  warnings?: string[]
}

/** Answers the strip's two questions for `page`; returns the GitHub addresses it asked. */
export async function answerPublishStatus(page: Page, { github, live, warnings = [] }: Answers) {
  const asked: string[] = []
  await page.route("https://api.github.com/repos/**", async (route) => {
    asked.push(route.request().url())
    if (github === "no answer") return route.abort("internetdisconnected")
    const statuses = (github.statuses ?? []).map((status) => ({
      ...status,
      context: STATUS_CONTEXT,
      created_at: minutesAgo(3),
      updated_at: minutesAgo(3),
    }))
    return route.fulfill({
      status: github.status ?? 200,
      headers: { "access-control-allow-origin": "*" },
      contentType: "application/json",
      body: JSON.stringify(github.status && github.status !== 200 ? { message: "Refused" } : { sha: LATEST, statuses }),
    })
  })
  await page.route("**/version.json", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ commit: live, builtAt: minutesAgo(5), warnings }),
    }),
  )
  return asked
}

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
  { name: "saved, no build", github: { statuses: [] }, live: EARLIER, says: /^Saved, not yet published$/ },
  {
    name: "GitHub refuses",
    github: { status: 403 },
    live: EARLIER,
    says: /^Cannot check right now$/,
    logged: /status of 403 \(Forbidden\)$/,
  },
  {
    name: "GitHub does not answer",
    github: "no answer",
    live: EARLIER,
    says: /^Cannot check right now$/,
    logged: /ERR_INTERNET_DISCONNECTED$/,
  },
  {
    name: "a private repository",
    github: { status: 404 },
    live: EARLIER,
    says: new RegExp(
      `^The site shows the version of ${TIME}\\. Later saves cannot be checked from here: the repository is private\\.$`,
    ),
    logged: /status of 404 \(Not Found\)$/,
  },
]
