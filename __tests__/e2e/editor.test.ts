import { execFileSync } from "node:child_process"
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { checkContent } from "../../src/content-model/contract/check-content"
import { CONTENT_FILES, type ContentKey } from "../../src/content-model/contract/content-files"
import { listGalleryFolder, photoKey } from "../../src/content-model/gallery-folder"
import { LARGEST_SERVED_EDGE_PX } from "../../src/content-model/rules"
import { buildFixtureSite, copySiteCode } from "../pipeline/support/fixture-site"
import { filesOf, publishedPhotos } from "../pipeline/support/published"
import { DESKTOP, expect as expectNow, siteUrl, test } from "./support/browser"
import { handFolderToPage } from "./support/local-folder"
import { PUBLIC } from "./support/public-files"
import { sitemapPaths } from "./support/routes"

/**
 * The owner's whole loop in the editor at /admin/ (Sveltia CMS), through its own screens, against a
 * local repository it writes to (its "Work with Local Repository" workflow): upload a phone's HEIC
 * and a JPEG with GPS, describe a photo, edit a service, add a testimonial, delete a photo. What
 * it writes must pass the content contract and carry no GPS, camera or date data, and the site
 * built from it (on the phone's run) shows the photo.
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
 * A repository as the owner's would be: the site's code and content in a git working tree, inside
 * the project (git-ignored) so that it builds with the project's node_modules.
 */
function makeRepository(name: string): string {
  const folder = path.join(ROOT, ".editor-sites", name)
  copySiteCode(folder)
  cpSync(path.join(ROOT, "content"), path.join(folder, "content"), { recursive: true })
  execFileSync("git", ["init", "--quiet"], { cwd: folder })
  return folder
}

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

/**
 * Saves the entry. Just after a photo is inserted the editor may still hold the field empty and
 * refuse ("One field has an error"), then accept the same entry a moment later: save until saved.
 */
async function save(page: Page) {
  const saved = page.getByRole("status").filter({ hasText: "Entry saved" })
  await expect(async () => {
    await page.getByRole("button", { name: "Save", exact: true }).click({ timeout: 5_000 })
    await expect(saved).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
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
 * Adds an entry to the open file's list. A click on Add while the editor is still drawing the list
 * can be lost, so click until the editor counts one entry more than the file holds, never two.
 */
async function addEntry(page: Page, repository: string, { file, title, entryTitle }: (typeof CONTENT_FILES)[ContentKey]) {
  const inFile = readJson<unknown[]>(repository, file).length
  const counting = (entries: number) => page.getByText(new RegExp(`^${entries}\\s+${title}$`))
  await expect(counting(inFile)).toBeVisible()
  await expect(async () => {
    if (await counting(inFile).isVisible()) {
      await page.getByRole("button", { name: new RegExp(`^Add.*${entryTitle}`) }).click({ timeout: 5_000 })
    }
    await expect(counting(inFile + 1)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

async function openAssets(page: Page) {
  await page.getByRole("radio", { name: "Assets" }).click()
  await page.getByRole("option", { name: /Global Assets/ }).click()
}

for (const viewport of [PHONE_390, DESKTOP]) {
  test(`the owner publishes from the editor at ${viewport.width} px: photos, a photo's text, a service, a testimonial`, async ({
    openPage,
  }) => {
    const buildsTheResult = viewport === PHONE_390
    test.setTimeout(buildsTheResult ? 600_000 : 240_000)
    const repository = makeRepository(`${viewport.width}px`)
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
    await addEntry(page, repository, CONTENT_FILES.gallery)
    await page.getByRole("button", { name: "Browse" }).click({ timeout: 30_000 })
    const picker = page.getByRole("dialog", { name: "Select Image" })
    await picker.getByRole("option", { name: uploadedName(JPEG_WITH_GPS) }).click()
    await picker.getByRole("button", { name: "Insert" }).click()
    await page.getByRole("textbox", { name: "Alt text" }).fill("Snowy forest slope behind a new deck")
    await page.getByRole("textbox", { name: "Caption" }).fill("Deck in Framingham, MA")
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
    await addEntry(page, repository, CONTENT_FILES.testimonials)
    const fill = async (label: string, value: string) =>
      page.getByRole("textbox", { name: label, exact: true }).last().fill(value)
    await fill("Id", "editor-test")
    await fill("Customer's name", "Pat Doe")
    await fill("Town", "Natick, MA")
    await fill("Project", services[0].name)
    await page.getByRole("spinbutton", { name: "Rating" }).last().fill("5")
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

    // What the editor wrote: the content contract accepts it, with every edit in it.
    const listing = listGalleryFolder(gallery)
    const check = checkContent(
      (file) => {
        const absolute = path.join(repository, file)
        return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined
      },
      listing.photos.map((photo) => photo.relative),
      listing.projectFiles,
    )
    expect(check.problems).toEqual([])
    const entry = check.content?.gallery.find(({ file }) => photoKey(file) === uploadedName(JPEG_WITH_GPS))
    expect(entry).toMatchObject({ alt: "Snowy forest slope behind a new deck", caption: "Deck in Framingham, MA" })
    expect(check.content?.services[0].description).toBe("Bathrooms rebuilt in two weeks, written from a phone.")
    expect(check.content?.services.slice(1)).toEqual(
      readJson<Record<string, unknown>[]>(ROOT, "content/services.json")
        .slice(1)
        .map((service) => expect.objectContaining(service)),
    )
    expect(check.content?.testimonials).toContainEqual(expect.objectContaining({ id: "editor-test", rating: 5 }))

    // The photo in the repository: upright, no larger than the site serves, and only pixels.
    const uploaded = await sharp(path.join(gallery, uploadedName(JPEG_WITH_GPS))).metadata()
    const original = await sharp(JPEG_WITH_GPS).metadata()
    expect(original.exif).toBeDefined()
    expect({ exif: uploaded.exif, xmp: uploaded.xmp, iptc: uploaded.iptc }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
    })
    expect(Math.max(uploaded.width ?? 0, uploaded.height ?? 0)).toBeLessThanOrEqual(LARGEST_SERVED_EDGE_PX)
    expect((uploaded.height ?? 0) > (uploaded.width ?? 0)).toBe((original.height ?? 0) > (original.width ?? 0))

    expect(problems.filter((problem) => !EXPECTED_NOISE.some((noise) => noise.test(problem)))).toEqual([])

    // The site built from what the phone wrote shows the new photo with its text, and no deleted one.
    if (!buildsTheResult) return
    const build = buildFixtureSite(repository)
    expect({ status: build.status, tail: build.output.slice(-2000) }).toEqual({ status: 0, tail: expect.any(String) })
    const publicFolder = path.join(repository, "public")
    const published = publishedPhotos(publicFolder)
    const photo = published.get(uploadedName(JPEG_WITH_GPS))
    expect(photo).toMatchObject({ alt: "Snowy forest slope behind a new deck", caption: "Deck in Framingham, MA" })
    const images = photo ? filesOf(photo, publicFolder) : []
    expect(images.length).toBeGreaterThan(0)
    expect(images.filter((file) => !existsSync(file))).toEqual([])
    expect(published.has(uploadedName(SIDEWAYS_HEIC))).toBe(false)
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
