import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { checkContentAndPhotos } from "../../src/gatsby/check-content-and-photos"
import { loadContent } from "../../src/contract/load-content"
import { wholeContent } from "../../src/contract/check-content"
import { CONTENT_FILES, type FileKey } from "../../src/contract/content-files"
import { listGalleryFolder } from "../../src/photos/gallery-folder"
import { GALLERY_FOLDER, photoKey } from "../../src/contract/gallery-files"
import { LARGEST_SERVED_EDGE_PX, PREPARED_PHOTOS_FOLDER } from "../../src/photos/photo-rules"
import { copySiteCode } from "../pipeline/support/fixture-site"
import { DESKTOP, expect as expectNow, siteUrl, test } from "./support/browser"
import { handFolderToPage } from "./support/local-folder"
import { PUBLIC } from "./support/public-files"
import { sitemapPaths } from "./support/routes"

/**
 * The owner's whole loop in the editor at /admin/ (Sveltia CMS), through its own screens, against a
 * local repository it writes to (its "Work with Local Repository" workflow): upload a phone's HEIC
 * and a JPEG with GPS, describe a photo, edit a service, add a testimonial, delete a photo. What
 * it writes must pass the build's own checks of content and photos (run on the folder it wrote to)
 * and carry no GPS, camera or date data. That a site builds from such a change is proven once, in
 * the pipeline tests' cold build (gallery-build.test.ts), which holds a photo shaped as the editor
 * leaves it: no site is built here.
 */

const ROOT = path.join(__dirname, "..", "..")
const SHARED_PHOTOS = path.join(ROOT, "..", "shared", "photos")
const JPEG_WITH_GPS = path.join(SHARED_PHOTOS, "real", "snowy-forest-slope-gps.jpg")
const SIDEWAYS_HEIC = path.join(SHARED_PHOTOS, "edge", "heic-kitchen-rotated-iphone13.heic")
/** Uploads are re-encoded as WebP and named from the original, as the owner sees them listed. */
const uploadedName = (file: string) => `${path.basename(file, path.extname(file))}.webp`
const PHONE_390 = { width: 390, height: 844 } as const
/**
 * The editor reads the whole repository and converts photos in the browser: on a busy two-core
 * machine one of its steps can take far longer than Playwright's 5 s default.
 */
const expect = expectNow.configure({ timeout: 30_000 })

/**
 * A repository as the owner's would be: the site's code and content in a git working tree, one of
 * its own per run (so that runs side by side or repeated never share one), committed so that what
 * the editor changes shows in `git status`. It keeps the photos' working copies and tiles of the
 * project's own build, with the photos' times, as a checkout that has built before: the build's
 * check then prepares only the photos the editor adds.
 */
function makeRepository(): string {
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
const changedFiles = (folder: string) =>
  execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], {
    cwd: folder,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean)
    .sort()

const readJson = <T>(folder: string, file: string) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as T

/**
 * What the editor may print that is not a fault: its stylesheet also names copies of its fonts on
 * a CDN, which the policy blocks (it uses the copies served with it); this machine has no network
 * for its check of GitHub's status; and Svelte, which it is written in, warns about its own code.
 */
const EXPECTED_NOISE = [
  /Loading the font 'https:\/\/cdn\.jsdelivr\.net\/fontsource\/.*violates .*font-src/,
  /ERR_NAME_NOT_RESOLVED/,
  /^warning: https:\/\/svelte\.dev\/e\/derived_inert$/,
]

/** Nothing on the page reaches past the screen's right edge. */
async function expectNoSidewaysScrolling(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect({ where, overflow }).toEqual({ where, overflow: 0 })
}

/** Saves the open entry: the editor confirms it. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible()
}

/** Opens a collection's file in the editor. */
async function openFile(page: Page, title: string) {
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
async function addEntry(page: Page, repository: string, { file, title, entryTitle }: (typeof CONTENT_FILES)[FileKey]) {
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
async function drawFields(entry: Locator) {
  const undrawn = entry.locator("div.placeholder:empty")
  await expect(async () => {
    // Scrolled to from the page (an empty block has no size, which Playwright's own scrolling waits
    // on as not visible), and looked up there, as a block may be drawn meanwhile.
    await entry.evaluate((element) => element.querySelector("div.placeholder:empty")?.scrollIntoView({ block: "center" }))
    await expect(undrawn).toHaveCount(0, { timeout: 2_000 })
  }).toPass()
}

async function openAssets(page: Page) {
  await page.getByRole("radio", { name: "Assets" }).click()
  await page.getByRole("option", { name: /Global Assets/ }).click()
}

for (const viewport of [PHONE_390, DESKTOP]) {
  test(`the owner publishes from the editor at ${viewport.width} px: photos, a photo's text, a service, a testimonial`, async ({
    openPage,
  }) => {
    test.setTimeout(170_000)
    const repository = makeRepository()
    const { page, problems } = await openPage(viewport)
    await handFolderToPage(page, repository)
    await page.goto("/admin/")
    await page.getByRole("button", { name: "Work with Local Repository" }).click()
    // The editor first reads the whole repository (every file of the site), which takes a while.
    await expect(page.getByRole("treeitem").first()).toBeVisible({ timeout: 60_000 })
    for (const { title } of Object.values(CONTENT_FILES)) {
      await expect(page.getByRole("treeitem", { name: new RegExp(title) })).toBeVisible()
    }
    await expectNoSidewaysScrolling(page, "collections")

    // Two photos straight from phones: a JPEG with its GPS position, an iPhone HEIC stored sideways.
    await openAssets(page)
    await page.locator('input[type="file"]').setInputFiles([JPEG_WITH_GPS, SIDEWAYS_HEIC])
    const upload = page.getByRole("alertdialog", { name: "Upload New Assets" })
    await expect(upload).toContainText("converted from", { timeout: 120_000 })
    await expectNoSidewaysScrolling(page, "upload")
    await upload.getByRole("button", { name: "Upload" }).click()
    const gallery = path.join(repository, "content", "gallery")
    await expect.poll(() => existsSync(path.join(gallery, uploadedName(SIDEWAYS_HEIC))), { timeout: 60_000 }).toBe(true)
    await expect.poll(() => existsSync(path.join(gallery, uploadedName(JPEG_WITH_GPS)))).toBe(true)
    // The iPhone's photo, stored sideways as a portrait, arrives upright and without its metadata.
    const fromHeic = await sharp(path.join(gallery, uploadedName(SIDEWAYS_HEIC))).metadata()
    expect({ portrait: (fromHeic.height ?? 0) > (fromHeic.width ?? 0), exif: fromHeic.exif }).toEqual({
      portrait: true,
      exif: undefined,
    })

    // A gallery.json entry for the JPEG: the photo, its alt text and caption.
    await openFile(page, CONTENT_FILES.gallery.title)
    const photoEntry = await addEntry(page, repository, CONTENT_FILES.gallery)
    await photoEntry.getByRole("button", { name: "Browse" }).click()
    const picker = page.getByRole("dialog", { name: "Select Image" })
    await picker.getByRole("option", { name: uploadedName(JPEG_WITH_GPS) }).click()
    await picker.getByRole("button", { name: "Insert" }).click()
    // The photo is in the entry once the field offers to replace it.
    await expect(photoEntry.getByRole("button", { name: "Replace Image" })).toBeVisible()
    await photoEntry.getByRole("textbox", { name: "Alt text" }).fill("Snowy forest slope behind a new deck")
    await photoEntry.getByRole("textbox", { name: "Caption" }).fill("Deck in Framingham, MA")
    await expectNoSidewaysScrolling(page, "gallery entry")
    await save(page)

    // A service's description.
    const services = readJson<{ name: string; description: string }[]>(repository, "content/services.json")
    await openFile(page, "Services")
    await page.getByRole("button", { name: "Expand", exact: true }).first().click()
    await page.getByRole("textbox", { name: "Short description" }).fill("Bathrooms rebuilt in two weeks, written from a phone.")
    await expectNoSidewaysScrolling(page, "service")
    await save(page)

    // A new testimonial.
    await openFile(page, CONTENT_FILES.testimonials.title)
    const testimonial = await addEntry(page, repository, CONTENT_FILES.testimonials)
    const fill = async (label: string, value: string) =>
      testimonial.getByRole("textbox", { name: label, exact: true }).fill(value)
    await fill("Id", "editor-test")
    await fill("Customer's name", "Pat Doe")
    await fill("Town", "Natick, MA")
    await fill("Project", services[0].name)
    await testimonial.getByRole("spinbutton", { name: "Rating" }).fill("5")
    await fill("What the customer said", "Fast, tidy and on budget.")
    await fill("Photo text", "Pat Doe")
    await save(page)

    // The HEIC's copy is deleted again from the photos.
    await openAssets(page)
    await page.getByRole("row", { name: uploadedName(SIDEWAYS_HEIC) }).click()
    // A phone opens the photo on its own screen, with Delete in its menu; a desktop selects it.
    if (viewport === PHONE_390) {
      await page.getByRole("button", { name: "Show Edit Options" }).click()
      await page.getByRole("menuitem", { name: "Delete" }).click()
    } else {
      await page.getByRole("button", { name: "Delete" }).first().click()
    }
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
    await expect.poll(() => existsSync(path.join(gallery, uploadedName(SIDEWAYS_HEIC)))).toBe(false)

    // What the editor wrote: the new photo in the gallery's folder, the three files it edited, nothing else.
    const galleryFile = (name: string) => `${GALLERY_FOLDER}/${name}`
    expect(changedFiles(repository)).toEqual(
      [
        `?? ${galleryFile(uploadedName(JPEG_WITH_GPS))}`,
        ` M ${CONTENT_FILES.gallery.file}`,
        ` M ${CONTENT_FILES.services.file}`,
        ` M ${CONTENT_FILES.testimonials.file}`,
      ].sort(),
    )
    // The build's own checks of content and photos, run on that folder, find nothing to fix.
    expect(await checkContentAndPhotos(repository)).toEqual({ problems: [], warnings: [] })
    // ...and every edit is in the content the build reads.
    const written = wholeContent(loadContent(repository, listGalleryFolder(gallery)))
    const entry = written?.gallery.find(({ file }) => photoKey(file) === uploadedName(JPEG_WITH_GPS))
    expect(entry).toMatchObject({ alt: "Snowy forest slope behind a new deck", caption: "Deck in Framingham, MA" })
    expect(written?.services[0].description).toBe("Bathrooms rebuilt in two weeks, written from a phone.")
    expect(written?.services.slice(1)).toEqual(
      readJson<Record<string, unknown>[]>(ROOT, "content/services.json")
        .slice(1)
        .map((service) => expect.objectContaining(service)),
    )
    expect(written?.testimonials).toContainEqual(expect.objectContaining({ id: "editor-test", rating: 5 }))

    // The photo in the repository: a WebP, upright, no larger than the site serves, and only pixels.
    const uploaded = await sharp(path.join(gallery, uploadedName(JPEG_WITH_GPS))).metadata()
    const original = await sharp(JPEG_WITH_GPS).metadata()
    expect(original.exif).toBeDefined()
    expect(uploaded.format).toBe("webp")
    expect({ exif: uploaded.exif, xmp: uploaded.xmp, iptc: uploaded.iptc }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
    })
    expect(Math.max(uploaded.width ?? 0, uploaded.height ?? 0)).toBeLessThanOrEqual(LARGEST_SERVED_EDGE_PX)
    expect((uploaded.height ?? 0) > (uploaded.width ?? 0)).toBe((original.height ?? 0) > (original.width ?? 0))

    expect(problems.filter((problem) => !EXPECTED_NOISE.some((noise) => noise.test(problem)))).toEqual([])
    rmSync(repository, { recursive: true, force: true })
  })
}

test("keeps the editor out of search engines and out of the public pages' JavaScript", async ({ page }) => {
  const robots = await (await fetch(siteUrl("/robots.txt"))).text()
  expect(robots).toMatch(/^Disallow: \/admin\/$/m)
  expect(sitemapPaths().filter((address) => address.startsWith("/admin"))).toEqual([])
  await page.goto("/admin/")
  await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1)
  // Gatsby's scripts, which every public page loads, hold nothing of the editor.
  const gatsbyScripts = readdirSync(PUBLIC).filter((file) => file.endsWith(".js"))
  expect(gatsbyScripts.length).toBeGreaterThan(0)
  for (const file of gatsbyScripts) expect(readFileSync(path.join(PUBLIC, file), "utf8")).not.toMatch(/sveltia/i)
})
