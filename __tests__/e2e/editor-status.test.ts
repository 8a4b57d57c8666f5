import { readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { STATUS_CONTEXT } from "../../src/contract/publishing"
import { test } from "./support/browser"
import {
  expect,
  EXPECTED_NOISE,
  expectNoSidewaysScrolling,
  makeRepository,
  openEditor,
  openFile,
  PHONE_390,
  save,
} from "./support/editor"
import { PUBLIC } from "./support/public-files"

/**
 * The strip above the editor at /admin/ that tells the owner whether the last save is live, at
 * 390 px, with GitHub's API and the live site's /version.json answered by the test: each of its
 * states, its height kept whatever it says, and the editor working below it.
 */

const LATEST = "b".repeat(40)
const EARLIER = "a".repeat(40)
/** "14:05" today, "Nov 24, 14:05" another day, in the phone's time zone. */
const TIME = String.raw`(?:[A-Z][a-z]{2} \d{1,2}, )?\d\d:\d\d`
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

type GithubReply = { status?: number; statuses?: Array<{ state: string; description: string }> } | "no answer"

/** Answers the strip's two questions: GitHub's combined status of the branch, and /version.json. */
async function answer(page: Page, github: GithubReply, liveCommit: string, warnings: string[] = []) {
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
      body: JSON.stringify({ commit: liveCommit, builtAt: minutesAgo(5), warnings }),
    }),
  )
  return asked
}

/**
 * The browser logs a request GitHub refused or that got no answer, which is the state shown; the
 * strip itself logs nothing.
 */
const STATES: Array<{ name: string; github: GithubReply; live: string; warnings?: string[]; says: RegExp; logged?: RegExp }> = [
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

/** The strip's box and where the editor's own layout starts. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const strip = document.getElementById("publish-status")?.getBoundingClientRect()
    const editor = document.getElementById("nc-root")?.getBoundingClientRect()
    return { stripTop: strip?.top, stripHeight: strip?.height, editorTop: editor?.top }
  })

test.describe("the publishing status above the editor, at 390 px", () => {
  for (const state of STATES) {
    test(`says: ${state.name}`, async ({ openPage }) => {
      const { page, problems } = await openPage(PHONE_390)
      const asked = await answer(page, state.github, state.live, state.warnings)
      await page.goto("/admin/")
      const strip = page.getByRole("status").filter({ hasText: /./ }).first()
      await expect(strip).toHaveText(state.says)
      // Once, for the branch the editor commits to, in the repository it commits to.
      const { repository, branch } = await strip.evaluate((element) => ({ ...(element as HTMLElement).dataset }))
      expect(asked).toEqual([`https://api.github.com/repos/${repository}/commits/${branch}/status`])
      // The editor's own screen starts below the strip, whose height is the one the page reserved.
      await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible()
      expect(await layout(page)).toEqual({ stripTop: 0, stripHeight: 64, editorTop: 64 })
      await expectNoSidewaysScrolling(page, state.name)
      const noise = state.logged ? [...EXPECTED_NOISE, state.logged] : EXPECTED_NOISE
      expect(problems.filter((problem) => !noise.some((expected) => expected.test(problem)))).toEqual([])
    })
  }
})

test("the editor works below the strip at 390 px, and a save shows in it at once", async ({ openPage }) => {
  test.setTimeout(120_000)
  const repository = makeRepository()
  const { page, problems } = await openPage(PHONE_390)
  await answer(page, { statuses: [{ state: "success", description: "Live" }] }, LATEST)
  await openEditor(page, repository)
  const strip = page.locator("#publish-status")
  await expect(strip).toHaveText(new RegExp(`^Live since ${TIME}$`))
  await openFile(page, "Services")
  await page.getByRole("button", { name: "Expand", exact: true }).first().click()
  await page.getByRole("textbox", { name: "Short description" }).fill("Bathrooms rebuilt in two weeks.")
  await save(page)
  await expect(strip).toHaveText("Saved, not yet published")
  // The saved entry, opened again, offers its page on the live site.
  await page.getByRole("row", { name: "Services" }).click()
  await page.getByRole("button", { name: "Show Editor Options" }).click()
  await expect(page.getByRole("menuitem", { name: "View on Live Site" })).toBeEnabled()
  await page.keyboard.press("Escape")
  expect(await layout(page)).toEqual({ stripTop: 0, stripHeight: 64, editorTop: 64 })
  await expectNoSidewaysScrolling(page, "after a save")
  expect(problems.filter((problem) => !EXPECTED_NOISE.some((noise) => noise.test(problem)))).toEqual([])
  rmSync(repository, { recursive: true, force: true })
})

test("the strip's script is the editor's own: no public page loads it", () => {
  const editorScripts = readdirSync(path.join(PUBLIC, "admin")).filter((file) => file.endsWith(".js"))
  expect(editorScripts).toContain("publish-status.js")
  const gatsbyScripts = readdirSync(PUBLIC).filter((file) => file.endsWith(".js"))
  for (const file of gatsbyScripts) expect(readFileSync(path.join(PUBLIC, file), "utf8")).not.toContain("publish-status")
})
