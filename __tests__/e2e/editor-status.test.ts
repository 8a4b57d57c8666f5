import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test } from "./support/browser"
import {
  expect,
  EXPECTED_NOISE,
  expectNoSidewaysScrolling,
  JPEG_WITH_GPS,
  makeRepository,
  openAssets,
  openEditor,
  openFile,
  PHONE_390,
  save,
  uploadedName,
} from "./support/editor"
import { PUBLIC } from "./support/public-files"
import { CHECK_INTERVAL_MS } from "../../src/admin/check-pace"
import {
  answerPublishStatus,
  EARLIER,
  LATEST,
  PUBLISH_STATES,
  standInBranch,
  TIME,
  type Branch,
  type BranchCommit,
} from "./support/publish-status"
import { SENTENCES } from "../../src/admin/strip-sentences"
import { says } from "../support/strip-says"

/**
 * The strip above the editor at /admin/ that tells the owner whether the last save is live, at
 * 390 px, with GitHub's API and the live site's /version.json answered by the test: each of its
 * states, its height kept whatever it says, and the editor working below it.
 */

/**
 * The strip's script runs on its own (publish-status.js, beside the editor's): each state is read
 * with the editor's script answered empty, so that no test loads Sveltia only to show a sentence.
 * Sveltia's screen below the strip, at the height the page reserves, is checked where the editor
 * is opened and used (the last two tests).
 */
const withoutTheEditor = (page: Page) =>
  page.route("**/admin/editor.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }))

/** The strip's box and where the editor's own layout starts. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const strip = document.getElementById("publish-status")?.getBoundingClientRect()
    const editor = document.getElementById("nc-root")?.getBoundingClientRect()
    return { stripTop: strip?.top, stripHeight: strip?.height, editorTop: editor?.top }
  })

test.describe("the publishing status above the editor, at 390 px", () => {
  for (const state of PUBLISH_STATES) {
    test(`says: ${state.name}`, async ({ openPage }) => {
      const { page, problems } = await openPage(PHONE_390)
      const asked = await answerPublishStatus(page, state)
      await withoutTheEditor(page)
      await page.goto("/admin/")
      const strip = page.getByRole("status").filter({ hasText: /./ }).first()
      await expect(strip).toHaveText(state.says)
      // Once, for the branch the editor commits to, in the repository it commits to; with the
      // signed-in owner's token when the editor has one.
      const { repository, branch } = await strip.evaluate((element) => ({ ...(element as HTMLElement).dataset }))
      const status = `https://api.github.com/repos/${repository}/commits/${branch}/status`
      expect(asked.filter(({ address }) => address === status)).toEqual([
        { address: status, ...(state.privateRepository ? { token: expect.any(String) } : {}) },
      ])
      // The editor's place starts below the strip, whose height is the one the page reserved.
      expect(await layout(page)).toEqual({ stripTop: 0, stripHeight: 64, editorTop: 64 })
      await expectNoSidewaysScrolling(page, state.name)
      const noise = state.logged ? [...EXPECTED_NOISE, state.logged] : EXPECTED_NOISE
      expect(problems.filter((problem) => !noise.some((expected) => expected.test(problem)))).toEqual([])
    })
  }
})

/** The page's own clock time (the test's, once installed) of each request the strip makes for the branch's status. */
async function recordStatusRequests(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const times: number[] = []
    const fetchOnce = window.fetch.bind(window)
    Object.assign(window, { statusRequestTimes: times })
    window.fetch = (input, init) => {
      const address = input instanceof Request ? input.url : String(input)
      // The branch's status, not a commit's (the save before's, asked for as evidence).
      if (address.endsWith("/status") && !/\/commits\/[0-9a-f]{40}\/status$/.test(address)) times.push(Date.now())
      return fetchOnce(input, init)
    }
  })
  return () => page.evaluate(() => [...(window as unknown as { statusRequestTimes: number[] }).statusRequestTimes])
}

/**
 * How many sentences the strip has shown: it writes one at the end of each check, the same words
 * or not, so the count tells that a check has ended (while one is asking, moving the page's clock
 * on would move the next check a minute later).
 */
async function recordSentencesShown(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shown = { count: 0 }
    Object.assign(window, { sentencesShown: shown })
    document.addEventListener("DOMContentLoaded", () => {
      const strip = document.getElementById("publish-status")
      if (strip)
        new MutationObserver(() => (shown.count += 1)).observe(strip, { childList: true, characterData: true, subtree: true })
    })
  })
  return () => page.evaluate(() => (window as unknown as { sentencesShown: { count: number } }).sentencesShown.count)
}

const MINUTE = 60_000
/** The owner's saves, oldest first. */
const SAVES = ["1", "2", "3", "4"].map((digit) => digit.repeat(40))
const commit = (sha: string, at: number, status?: BranchCommit["status"]): BranchCommit => ({
  sha,
  at,
  ...(status ? { status } : {}),
})
const publishing = (at: number) => ({ state: "pending", description: "Publishing your change", at })
const published = (at: number) => ({ state: "success", description: "Live", at })

/**
 * Moves the page's clock on by `milliseconds` at once, running the check that falls due in it,
 * and waits for that check to end (the strip writes its sentence at the end of each check). The
 * clock jumps rather than runs through the time: run on past the check's start, it would reach its
 * requests' time limit (in-time.ts) before the stand-in answers, and the strip would give them up.
 */
async function nextCheck(page: Page, sentencesShown: () => Promise<number>, milliseconds = MINUTE) {
  const shown = await sentencesShown()
  await page.clock.fastForward(milliseconds)
  await expect.poll(sentencesShown).toBeGreaterThan(shown)
}

/** Each state the strip takes from now on (its data-state), in order. */
async function recordStates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const strip = document.getElementById("publish-status")
    const states: string[] = []
    Object.assign(window, { stripStates: states })
    if (strip)
      new MutationObserver(() => states.push(strip.dataset.state ?? "")).observe(strip, {
        attributes: true,
        attributeFilter: ["data-state"],
        childList: true,
      })
  })
  return () => page.evaluate(() => [...(window as unknown as { stripStates: string[] }).stripStates])
}

test.describe("the strip's pace, on the page's clock", () => {
  test("three saves during a 12-minute build read 'Waiting…' throughout and end at 'Live' with no touch", async ({
    openPage,
  }) => {
    const { page, problems } = await openPage(PHONE_390)
    const start = Date.now()
    await page.clock.install({ time: start })
    const at = (minute: number) => start + minute * MINUTE
    const sentencesShown = await recordSentencesShown(page)
    // The owner saved A a minute ago; its build runs 12 minutes (a back catalogue's photos).
    let branch: Branch = {
      commits: [commit(SAVES[0], at(-1), publishing(at(0))), commit(EARLIER, at(-40), published(at(-30)))],
      live: { commit: EARLIER, builtAt: at(-31) },
    }
    await standInBranch(page, () => branch)
    await withoutTheEditor(page)
    await page.goto("/admin/")
    const strip = page.locator("#publish-status")
    await expect(strip).toHaveText(new RegExp(`^Publishing… since ${TIME}$`))
    const states = await recordStates(page)
    const saves = [1, 4, 7]
    for (let minute = 1; minute <= 11; minute++) {
      const saved = saves.indexOf(minute)
      if (saved >= 0) {
        // A save: its commit on the branch, then the editor's event after it.
        branch = { ...branch, commits: [commit(SAVES[saved + 1], at(minute)), ...branch.commits] }
        await strip.evaluate((element) => element.dispatchEvent(new Event("publish-status:saved")))
      }
      await nextCheck(page, sentencesShown)
      await expect(strip).toHaveText(
        new RegExp(`^Waiting for Netlify to finish the build of ${TIME}; yours \\(${TIME}\\) builds next\\.$`),
      )
    }
    // A is live at minute 12; Netlify skips the two saves between and builds the newest from minute 14 to 16.
    const [newest, ...rest] = branch.commits
    branch = {
      commits: [newest, ...rest.map((each) => (each.sha === SAVES[0] ? { ...each, status: published(at(12)) } : each))],
      live: { commit: SAVES[0], builtAt: at(12) },
    }
    await nextCheck(page, sentencesShown)
    await expect(strip).toHaveText(new RegExp(`^Waiting for Netlify to build your save of ${TIME}$`))
    branch = { ...branch, commits: [{ ...newest, status: publishing(at(14)) }, ...branch.commits.slice(1)] }
    await nextCheck(page, sentencesShown, 2 * MINUTE)
    await expect(strip).toHaveText(new RegExp(`^Publishing… since ${TIME}$`))
    branch = {
      commits: [{ ...newest, status: published(at(16)) }, ...branch.commits.slice(1)],
      live: { commit: newest.sha, builtAt: at(16) },
    }
    await nextCheck(page, sentencesShown, 2 * MINUTE)
    await expect(strip).toHaveText(says(SENTENCES.live, new RegExp(TIME), ""))
    // Never red, never the token's sentence.
    expect((await states()).filter((state) => ["failed", "stopped"].includes(state))).toEqual([])
    await expect(strip).not.toHaveText(/token/)
    expect(problems.filter((problem) => !EXPECTED_NOISE.some((expected) => expected.test(problem)))).toEqual([])
  })

  test("opening the editor while the newest save waits behind a running build follows it to 'Live' with no touch", async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE_390)
    const start = Date.now()
    await page.clock.install({ time: start })
    const at = (minute: number) => start + minute * MINUTE
    const sentencesShown = await recordSentencesShown(page)
    // The newest save two minutes ago, one before it (skipped), and A's build running since 6 minutes ago.
    const [newest, skipped, running] = [
      commit(SAVES[2], at(-2)),
      commit(SAVES[1], at(-4)),
      commit(SAVES[0], at(-7), publishing(at(-6))),
    ]
    let branch: Branch = {
      commits: [newest, skipped, running, commit(EARLIER, at(-40), published(at(-30)))],
      live: { commit: EARLIER, builtAt: at(-31) },
    }
    await standInBranch(page, () => branch)
    await withoutTheEditor(page)
    await page.goto("/admin/")
    const strip = page.locator("#publish-status")
    await expect(strip).toHaveText(
      new RegExp(`^Waiting for Netlify to finish the build of ${TIME}; yours \\(${TIME}\\) builds next\\.$`),
    )
    const states = await recordStates(page)
    branch = {
      commits: [newest, skipped, { ...running, status: published(at(1)) }, ...branch.commits.slice(3)],
      live: { commit: running.sha, builtAt: at(1) },
    }
    await nextCheck(page, sentencesShown)
    await expect(strip).toHaveText(new RegExp(`^Waiting for Netlify to build your save of ${TIME}$`))
    branch = { ...branch, commits: [{ ...newest, status: publishing(at(2)) }, ...branch.commits.slice(1)] }
    await nextCheck(page, sentencesShown)
    await expect(strip).toHaveText(new RegExp(`^Publishing… since ${TIME}$`))
    branch = {
      commits: [{ ...newest, status: published(at(4)) }, ...branch.commits.slice(1)],
      live: { commit: newest.sha, builtAt: at(4) },
    }
    await nextCheck(page, sentencesShown, 2 * MINUTE)
    await expect(strip).toHaveText(says(SENTENCES.live, new RegExp(TIME), ""))
    expect((await states()).filter((state) => ["failed", "stopped", "unknown"].includes(state))).toEqual([])
  })

  test("typing and clicking for a minute asks GitHub at most 3 times in any 60 s", async ({ openPage }) => {
    const { page } = await openPage(PHONE_390)
    await page.clock.install()
    const statusRequests = await recordStatusRequests(page)
    await answerPublishStatus(page, {
      github: { statuses: [{ state: "pending", description: "Publishing your change" }] },
      live: EARLIER,
    })
    await withoutTheEditor(page)
    await page.goto("/admin/")
    await expect(page.locator("#publish-status")).toHaveText(new RegExp(`^Publishing… since ${TIME}$`))
    // A key a second for a minute, and a tap every ten seconds.
    for (let second = 0; second < 60; second++) {
      await page.keyboard.press("a")
      if (second % 10 === 0) await page.mouse.click(200, 400)
      await page.clock.runFor(1000)
    }
    const times = await statusRequests()
    const inAMinuteFrom = (start: number) => times.filter((time) => time >= start && time < start + 60_000).length
    expect(times.length).toBeGreaterThanOrEqual(2)
    expect(Math.max(...times.map(inAMinuteFrom))).toBeLessThanOrEqual(3)
  })
})

test("the editor works below the strip at 390 px, and a save shows in it at once", async ({ openPage }) => {
  test.setTimeout(120_000)
  const repository = makeRepository()
  const { page, problems } = await openPage(PHONE_390)
  await answerPublishStatus(page, { github: { statuses: [{ state: "success", description: "Live" }] }, live: LATEST })
  await openEditor(page, repository)
  const strip = page.locator("#publish-status")
  await expect(strip).toHaveText(says(SENTENCES.live, new RegExp(TIME), ""))
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

test("an upload in the media library shows in the strip: a click in the editor starts its watch again", async ({ openPage }) => {
  test.setTimeout(180_000)
  const repository = makeRepository()
  const { page, problems } = await openPage(PHONE_390)
  // The page's clock, so the strip's next check comes when the test moves it on, not a minute later.
  await page.clock.install()
  await answerPublishStatus(page, { github: { statuses: [{ state: "success", description: "Live" }] }, live: LATEST })
  await openEditor(page, repository)
  const strip = page.locator("#publish-status")
  await expect(strip).toHaveText(says(SENTENCES.live, new RegExp(TIME), ""))
  // The upload commits, and the host's build of it starts; the editor itself says nothing of it.
  await answerPublishStatus(page, {
    github: { statuses: [{ state: "pending", description: "Publishing your change" }] },
    live: EARLIER,
  })
  await openAssets(page)
  await page.locator('input[type="file"]').setInputFiles([JPEG_WITH_GPS])
  const upload = page.getByRole("alertdialog", { name: "Upload New Assets" })
  await expect(upload).toContainText("converted from", { timeout: 120_000 })
  await upload.getByRole("button", { name: "Upload" }).click()
  await expect.poll(() => existsSync(path.join(repository, "content", "gallery", uploadedName(JPEG_WITH_GPS)))).toBe(true)
  await expect(strip).toHaveText(says(SENTENCES.live, new RegExp(TIME), ""))
  // A minute after its last request (GitHub's allowance without a token), the strip asks again.
  await page.clock.fastForward(CHECK_INTERVAL_MS)
  await expect(strip).toHaveText(new RegExp(`^Publishing… since ${TIME}$`))
  expect(await layout(page)).toEqual({ stripTop: 0, stripHeight: 64, editorTop: 64 })
  expect(problems.filter((problem) => !EXPECTED_NOISE.some((noise) => noise.test(problem)))).toEqual([])
  rmSync(repository, { recursive: true, force: true })
})

test("the strip's script is the editor's own: no public page loads it", () => {
  const editorScripts = readdirSync(path.join(PUBLIC, "admin")).filter((file) => file.endsWith(".js"))
  expect(editorScripts).toContain("publish-status.js")
  const gatsbyScripts = readdirSync(PUBLIC).filter((file) => file.endsWith(".js"))
  for (const file of gatsbyScripts) expect(readFileSync(path.join(PUBLIC, file), "utf8")).not.toContain("publish-status")
})
