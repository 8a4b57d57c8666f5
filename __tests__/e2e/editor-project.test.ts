import { existsSync, rmSync } from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { CONTENT_FILES } from "../../src/contract/content-files"
import { GALLERY_FOLDER } from "../../src/contract/gallery-files"
import { listGalleryFolder } from "../../src/photos/preparing/gallery-folder"
import { test } from "./support/browser"
import {
  changedFiles,
  expect,
  EXPECTED_NOISE,
  expectNoSidewaysScrolling,
  JPEG_WITH_GPS,
  makeRepository,
  openEditor,
  PHONE_390,
  readJson,
  SHARED_PHOTOS,
  SIDEWAYS_HEIC,
  uploadedName,
  uploadIntoField,
  asTheBuildReadsIt,
  expectStoredForTheSite,
} from "./support/editor"

/**
 * The owner's finished job, put on the site from a phone in the editor at /admin/: a new project
 * with its title, town, two services, a summary, the month it was finished, and three photos
 * uploaded from the photo fields' own pickers (an iPhone's sideways HEIC, a JPEG with its GPS
 * position, a JPEG stored sideways), saved once. What it writes must be one folder named from the
 * title and town, a project.json the build's own checks accept, and photos that are WebP, upright
 * and without metadata. Opened again, its photo fields pick from its own photos and an edit is
 * saved in place. Deleting the project, after the editor asks, removes every file of it.
 * That a site builds from a project shaped so is proven in the pipeline tests' cold build.
 */

/** A JPEG whose pixels are stored sideways (EXIF orientation 6): it must arrive upright. */
const SIDEWAYS_JPEG = path.join(SHARED_PHOTOS, "real", "monastery-facade-plaza-orient6.jpg")
const PROJECT = { title: "Porch rebuild", town: "Natick", summary: "New posts, decking and rails.", completed: "2026-10" }
/** The folder the editor makes for it: title and town in lower-case words joined by dashes. */
const FOLDER = "porch-rebuild-natick"

/** Picks `names` in the multiple-choice field `label`. */
async function choose(page: Page, label: string, names: readonly string[]) {
  for (const name of names) {
    await page.getByRole("combobox", { name: label }).click()
    await page.getByRole("option", { name, exact: true }).click()
  }
  // The list closes when another field is used.
  await page.getByRole("textbox", { name: "Summary" }).click()
}

const photoField = (page: Page, label: string) => page.getByRole("group", { name: new RegExp(label) })
const projectRow = (page: Page) => page.getByRole("row", { name: new RegExp(PROJECT.title) })

async function openProjects(page: Page): Promise<Locator> {
  await page.getByRole("treeitem", { name: new RegExp(CONTENT_FILES.projects.title) }).click()
  return page.getByRole("grid", { name: "Entries" })
}

test("the owner puts a finished job on the site from a phone: a project with three photos, saved once, then deleted", async ({
  openPage,
}) => {
  test.setTimeout(170_000)
  const repository = makeRepository()
  const gallery = path.join(repository, GALLERY_FOLDER)
  const projectsBefore = listGalleryFolder(gallery).projectFiles.length
  // Two services, chosen by the names the owner knows them by; stored by their slugs.
  const services = readJson<{ slug: string; name: string }[]>(repository, CONTENT_FILES.services.file)
  const chosenServices = [services[0], services[services.length - 1]]
  const { page, problems } = await openPage(PHONE_390)
  await openEditor(page, repository)

  const entries = await openProjects(page)
  await expect(entries.getByRole("row")).toHaveCount(projectsBefore)
  await page.getByRole("button", { name: "Create New Entry" }).click()
  // The editor announces the new entry once its draft is made; typed before that, the title is lost.
  await expect(page.getByRole("status").filter({ hasText: /creating a new entry/ })).toBeVisible()
  await page.getByRole("textbox", { name: "Title" }).fill(PROJECT.title)
  await page.getByRole("textbox", { name: "Town" }).fill(PROJECT.town)
  await choose(
    page,
    "Services",
    chosenServices.map((service) => service.name),
  )
  await page.getByRole("textbox", { name: "Summary" }).fill(PROJECT.summary)
  await page.getByRole("textbox", { name: "Finished" }).fill(PROJECT.completed)
  await uploadIntoField(page, photoField(page, "Cover photo"), SIDEWAYS_HEIC)
  await uploadIntoField(page, photoField(page, "Before photo"), JPEG_WITH_GPS)
  await uploadIntoField(page, photoField(page, "After photo"), SIDEWAYS_JPEG)
  await expectNoSidewaysScrolling(page, "new project")
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(PROJECT.title)
  await page.getByRole("button", { name: "Save", exact: true }).click()

  // One Save: the project's folder, its three photos and its project.json, nothing else.
  const folder = path.join(gallery, FOLDER)
  const photos = [SIDEWAYS_HEIC, JPEG_WITH_GPS, SIDEWAYS_JPEG].map(uploadedName)
  const written = [...photos, "project.json"].map((name) => `?? ${GALLERY_FOLDER}/${FOLDER}/${name}`).sort()
  await expect.poll(() => changedFiles(repository), { timeout: 60_000 }).toEqual(written)
  await expect(projectRow(page)).toBeVisible()
  expect(readJson(folder, "project.json")).toEqual({
    ...PROJECT,
    services: chosenServices.map((service) => service.slug),
    cover: photos[0],
    before: photos[1],
    after: photos[2],
  })
  // The build's own checks of content and photos find nothing to fix, and the project is published.
  const { findings, content } = await asTheBuildReadsIt(repository)
  expect(findings).toEqual({ problems: [], warnings: [] })
  expect(content?.projects.map((project) => project.folder)).toContain(FOLDER)

  // Every photo: a WebP, upright, no larger than the site serves, and only pixels.
  for (const [index, original] of [SIDEWAYS_HEIC, JPEG_WITH_GPS, SIDEWAYS_JPEG].entries()) {
    await expectStoredForTheSite(path.join(folder, photos[index]), original)
  }

  // Edited: its photo fields now pick from the project's own photos; a changed summary is saved in place.
  await projectRow(page).click()
  await photoField(page, "Cover photo").getByRole("button", { name: "Replace Image" }).click()
  const picker = page.getByRole("dialog", { name: "Select Image" })
  await expect(picker.getByRole("listbox", { name: "Available Images" }).getByRole("option")).toHaveCount(photos.length)
  for (const name of photos) await expect(picker.getByRole("option", { name, exact: true })).toBeVisible()
  await picker.getByRole("button", { name: "Cancel" }).click()
  const summary = "New posts, decking and rails, stained to match the house."
  await page.getByRole("textbox", { name: "Summary" }).fill(summary)
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect.poll(() => readJson<{ summary?: string }>(folder, "project.json").summary).toBe(summary)
  expect(changedFiles(repository)).toEqual(written)

  // Deleted: the editor asks, then removes the project and its photos. (Saved, the editor is back at the list.)
  await projectRow(page).click()
  await page.getByRole("button", { name: "Show Editor Options" }).click()
  await page.getByRole("menuitem", { name: /Delete/ }).click()
  const ask = page.getByRole("alertdialog", { name: "Delete Entry" })
  await expect(ask).toContainText("associated assets")
  await ask.getByRole("button", { name: "Delete" }).click()
  // The files go first, then their folder, now empty.
  await expect
    .poll(() => ({ changed: changedFiles(repository), folderLeft: existsSync(folder) }))
    .toEqual({ changed: [], folderLeft: false })
  expect(listGalleryFolder(gallery).projectFiles).toHaveLength(projectsBefore)

  expect(problems.filter((problem) => !EXPECTED_NOISE.some((noise) => noise.test(problem)))).toEqual([])
  rmSync(repository, { recursive: true, force: true })
})
