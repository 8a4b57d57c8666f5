import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { CONTENT_FILES } from "../../src/contract/content-files"
import { animationsDone, test } from "../e2e/support/browser"
import { expect, makeRepository, openEditor, PHONE_390, ROOT } from "../e2e/support/editor"
import { answerPublishStatus, LATEST, PUBLISH_STATES, TIME } from "../e2e/support/publish-status"
import { SENTENCES } from "../../src/admin/strip-sentences"
import { says } from "../support/strip-says"

/**
 * The owner's guide's screenshots (docs/owner-guide.md, "Publishing from your phone"), made by
 * `npm run docs:screens` from the built editor at /admin/ at 390 px, on a copy of this repository
 * opened as the editor's tests open it (the strip's states above its collections), with the publishing strip's sources answered as in
 * editor-status.test.ts. Not part of `npm test`: run it after the editor or its strip changes, and
 * commit docs/screens/. Each screen is a palette PNG under 100 KB.
 */

const SCREENS_FOLDER = path.join(ROOT, "docs", "screens")
const SIZE_LIMIT = 100 * 1024

/** Saves what `page` shows as docs/screens/<name>.png, once nothing on it moves. */
async function shoot(page: Page, name: string) {
  await animationsDone(page)
  const file = path.join(SCREENS_FOLDER, `${name}.png`)
  const png = await sharp(await page.screenshot())
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer()
  writeFileSync(file, png)
  expect({ name, bytes: statSync(file).size < SIZE_LIMIT }).toEqual({ name, bytes: true })
}

const LIVE = { github: { statuses: [{ state: "success", description: "Live" }] }, live: LATEST }

let repository: string

test.beforeAll(() => {
  mkdirSync(SCREENS_FOLDER, { recursive: true })
  repository = makeRepository()
})
test.afterAll(() => rmSync(repository, { recursive: true, force: true }))

test("the collections, a project's form and a photo picker", async ({ openPage }) => {
  test.setTimeout(120_000)
  const { page } = await openPage(PHONE_390)
  await answerPublishStatus(page, LIVE)
  await openEditor(page, repository)
  await expect(page.locator("#publish-status")).toHaveText(says(SENTENCES.live, new RegExp(TIME), /.*/))
  await shoot(page, "collections")

  await page.getByRole("treeitem", { name: new RegExp(CONTENT_FILES.projects.title) }).click()
  await page.getByRole("button", { name: "Create New Entry" }).click()
  await page.getByRole("textbox", { name: "Title" }).fill("Porch rebuild")
  await page.getByRole("textbox", { name: "Town" }).fill("Natick")
  await shoot(page, "project-form")

  await page
    .getByRole("group", { name: /Cover photo/ })
    .getByRole("button", { name: "Browse" })
    .click()
  const picker = page.getByRole("dialog", { name: "Select Image" })
  await expect(picker.getByRole("option").first()).toBeVisible()
  // Its first thumbnail drawn, the picker fully shown.
  await expect(picker.getByRole("option").first().locator("img").first()).toHaveJSProperty("complete", true)
  await expect(picker).toHaveCSS("opacity", "1")
  await shoot(page, "photo-picker")
})

// The editor opens on a folder here: a signed-in owner's states look the same as the others.
for (const state of PUBLISH_STATES.filter(({ privateRepository }) => !privateRepository)) {
  test(`the strip: ${state.name}`, async ({ openPage }) => {
    const { page } = await openPage(PHONE_390)
    await answerPublishStatus(page, state)
    await openEditor(page, repository)
    await expect(page.locator("#publish-status")).toHaveText(state.says)
    await shoot(page, `status-${state.name.toLowerCase().replace(/[^a-z]+/g, "-")}`)
  })
}
