import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { wholeContent } from "../../../src/contract/check-content"
import type { CONTENT_FILES, FileKey } from "../../../src/contract/content-files"
import { GALLERY_FOLDER } from "../../../src/contract/gallery-files"
import { loadContent } from "../../../src/contract/load-content"
import { checkContentAndPhotos } from "../../../src/gatsby/check-content-and-photos"
import { listGalleryFolder } from "../../../src/photos/preparing/gallery-folder"
import { LARGEST_SERVED_EDGE_PX } from "../../../src/photos/image-recipes"
import { PREPARED_PHOTOS_FOLDER } from "../../../src/photos/photo-rules"
import { copySiteCode } from "../../pipeline/support/fixture-site"
import { expect as expectNow } from "./browser"
import { handFolderToPage } from "./local-folder"

/**
 * The owner's editor at /admin/ (Sveltia CMS) as the editor's e2e tests drive it: a repository of
 * their own for each run, the editor opened on it through its "Work with Local Repository"
 * workflow, and the steps the owner takes on its screens.
 */

export const ROOT = path.join(__dirname, "..", "..", "..")
export const SHARED_PHOTOS = path.join(ROOT, "..", "shared", "photos")
export const JPEG_WITH_GPS = path.join(SHARED_PHOTOS, "real", "snowy-forest-slope-gps.jpg")
export const SIDEWAYS_HEIC = path.join(SHARED_PHOTOS, "edge", "heic-kitchen-rotated-iphone13.heic")
/** Uploads are re-encoded as WebP and named from the original, as the owner sees them listed. */
export const uploadedName = (file: string) => `${path.basename(file, path.extname(file))}.webp`
export const PHONE_390 = { width: 390, height: 844 } as const
/**
 * The editor reads the whole repository and converts photos in the browser: on a busy two-core
 * machine one of its steps can take far longer than Playwright's 5 s default.
 */
export const expect = expectNow.configure({ timeout: 30_000 })

/**
 * A repository the editor saved to, as the next build reads it: the build's own check of content
 * and photos (its findings: problems and warnings), and the whole content it builds the site from.
 */
export async function asTheBuildReadsIt(repository: string) {
  const { problems, warnings } = await checkContentAndPhotos(repository)
  return {
    findings: { problems, warnings },
    content: wholeContent(loadContent(repository, listGalleryFolder(path.join(repository, GALLERY_FOLDER)))),
  }
}

/**
 * A photo the editor stored, as the site needs it: a WebP, only pixels (no EXIF, XMP or IPTC), no
 * larger than the site serves, and upright: a portrait when its original, turned as its camera
 * said, is one. The iPhone's HEIC (sharp cannot read HEIC here) is a portrait stored sideways.
 */
export async function expectStoredForTheSite(file: string, original: string) {
  const stored = await sharp(file).metadata()
  const photo = path.basename(file)
  expect({ photo, format: stored.format, exif: stored.exif, xmp: stored.xmp, iptc: stored.iptc }).toEqual({
    photo,
    format: "webp",
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
  })
  expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(LARGEST_SERVED_EDGE_PX)
  const portrait = original === SIDEWAYS_HEIC || (await isPortrait(original))
  expect({ photo, portrait: stored.height > stored.width }).toEqual({ photo, portrait })
}

/** Whether a photo's picture is a portrait once turned as its camera said. */
async function isPortrait(file: string) {
  const { autoOrient } = await sharp(file).metadata()
  return autoOrient.height > autoOrient.width
}

/**
 * A repository as the owner's would be: the site's code and content in a git working tree, one of
 * its own per run (so that runs side by side or repeated never share one), committed so that what
 * the editor changes shows in `git status`. It keeps the photos' working copies and tiles of the
 * project's own build, with the photos' times, as a checkout that has built before: the build's
 * check then prepares only the photos the editor adds.
 */
export function makeRepository(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "editor-site-"))
  copySiteCode(folder)
  // .gitignore keeps the working copies out of the repository, as the owner's does.
  for (const kept of [".gitignore", "content", PREPARED_PHOTOS_FOLDER]) {
    if (existsSync(path.join(ROOT, kept))) {
      cpSync(path.join(ROOT, kept), path.join(folder, kept), { recursive: true, preserveTimestamps: true })
    }
  }
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Owner", "-c", "user.email=owner@example.org", ...args], { cwd: folder })
  git("init", "--quiet")
  git("add", "--all")
  git("commit", "--quiet", "-m", "The site as the owner has it")
  return folder
}

/** What the editor changed in the repository's files, as `git status` lists it ("?? content/x.webp"). */
export const changedFiles = (folder: string) =>
  execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], {
    cwd: folder,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean)
    .sort()

export const readJson = <T>(folder: string, file: string) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as T

/**
 * What the editor may print that is not a fault: its stylesheet also names copies of its fonts on
 * a CDN, which the policy blocks (it uses the copies served with it); this machine has no network
 * for its check of GitHub's status; and Svelte, which it is written in, warns about its own code.
 */
export const EXPECTED_NOISE = [
  /Loading the font 'https:\/\/cdn\.jsdelivr\.net\/fontsource\/.*violates .*font-src/,
  /ERR_NAME_NOT_RESOLVED/,
  /^warning: https:\/\/svelte\.dev\/e\/derived_inert$/,
]

/** Nothing on the page reaches past the screen's right edge. */
export async function expectNoSidewaysScrolling(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect({ where, overflow }).toEqual({ where, overflow: 0 })
}

/** Saves the open entry: the editor confirms it. */
export async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible()
}

/** Opens a collection's file in the editor. */
export async function openFile(page: Page, title: string) {
  await page.getByRole("radio", { name: "Contents" }).click()
  // On a phone the editor may still show the last entry, whose Back button goes away as the view
  // changes: press it until the list of collections shows, never waiting on a button that left.
  const backToList = page.getByRole("button", { name: "Back to Collection List" })
  const collection = page.getByRole("treeitem", { name: new RegExp(title) })
  await expect(async () => {
    if (!(await collection.isVisible())) await backToList.click({ timeout: 2_000 })
    await expect(collection).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await collection.click()
  await page.getByRole("row", { name: title }).click()
}

/**
 * Adds an entry to the open file's list and returns it (the list's last) with every one of its
 * fields drawn. The editor draws a list's entries as they come on screen, so the new entry is
 * found by its place in the list: after the entries the file holds.
 */
export async function addEntry(page: Page, repository: string, { file, title, entryTitle }: (typeof CONTENT_FILES)[FileKey]) {
  const inFile = readJson<unknown[]>(repository, file).length
  const counting = (entries: number) => page.getByText(new RegExp(`^${entries}\\s+${title}$`))
  const entries = page.locator(".item-list > .item-wrapper")
  await expect(counting(inFile)).toBeVisible()
  await expect(entries).toHaveCount(inFile)
  await page.getByRole("button", { name: new RegExp(`^Add.*${entryTitle}`) }).click()
  await expect(counting(inFile + 1)).toBeVisible()
  await expect(entries).toHaveCount(inFile + 1)
  const entry = entries.nth(inFile).getByRole("group").first()
  await entry.scrollIntoViewIfNeeded()
  await drawFields(entry)
  return entry
}

/**
 * The editor draws a field only once the empty block it keeps in its place has been on screen: a
 * new entry's fields below the fold (on a phone, most of them) are not there until the owner
 * scrolls to them. Scrolls to each such block in turn until every field of `entry` is drawn.
 */
export async function drawFields(entry: Locator) {
  const undrawn = entry.locator("div.placeholder:empty")
  await expect(async () => {
    // Scrolled to from the page (an empty block has no size, which Playwright's own scrolling waits
    // on as not visible), and looked up there, as a block may be drawn meanwhile.
    await entry.evaluate((element) => element.querySelector("div.placeholder:empty")?.scrollIntoView({ block: "center" }))
    await expect(undrawn).toHaveCount(0, { timeout: 2_000 })
  }).toPass()
}

export async function openAssets(page: Page) {
  await page.getByRole("radio", { name: "Assets" }).click()
  await page.getByRole("option", { name: /Global Assets/ }).click()
}

/** Opens the editor at /admin/ on `repository`, as the owner picks its folder, once it lists its collections. */
export async function openEditor(page: Page, repository: string) {
  await handFolderToPage(page, repository)
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Work with Local Repository" }).click()
  // The editor first reads the whole repository (every file of the site), which takes a while.
  await expect(page.getByRole("treeitem").first()).toBeVisible({ timeout: 60_000 })
}

/**
 * Uploads `file` from the photo field's own picker (its Browse button, then Upload) and inserts it:
 * the editor converts it as it does in Assets, and stores it with the entry when it is saved.
 */
export async function uploadIntoField(page: Page, field: Locator, file: string) {
  await field.getByRole("button", { name: "Browse" }).click()
  const picker = page.getByRole("dialog", { name: "Select Image" })
  const chooser = page.waitForEvent("filechooser")
  await picker.getByRole("button", { name: "Upload" }).click()
  await (await chooser).setFiles(file)
  // The photo is listed, not yet saved, and chosen.
  await expect(picker.getByRole("option", { name: path.basename(file), selected: true })).toBeVisible({ timeout: 60_000 })
  await picker.getByRole("button", { name: "Insert" }).click()
  await expect(field.getByRole("button", { name: "Replace Image" })).toBeVisible()
}
