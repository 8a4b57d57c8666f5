import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { CONTENT_FILES } from "../../src/contract/content-files"
import { GALLERY_FOLDER, photoKey } from "../../src/contract/gallery-files"
import { DESKTOP, siteUrl, test } from "./support/browser"
import {
  addEntry,
  changedFiles,
  expect,
  EXPECTED_NOISE,
  expectNoSidewaysScrolling,
  JPEG_WITH_GPS,
  makeRepository,
  openAssets,
  openEditor,
  openFile,
  PHONE_390,
  readJson,
  ROOT,
  save,
  SIDEWAYS_HEIC,
  uploadedName,
  uploadIntoField,
  asTheBuildReadsIt,
  expectStoredForTheSite,
} from "./support/editor"
import { PUBLIC } from "./support/public-files"
import { sitemapPaths } from "./support/routes"

/**
 * The owner's whole loop in the editor at /admin/ (Sveltia CMS), through its own screens, against a
 * local repository it writes to (its "Work with Local Repository" workflow): upload a phone's HEIC
 * in Assets, add a gallery photo uploaded from its field's picker (a JPEG with GPS) with its text,
 * edit a service and pick its cover among the gallery's photos, add a testimonial, delete a photo. What
 * it writes must pass the build's own checks of content and photos (run on the folder it wrote to)
 * and carry no GPS, camera or date data. That a site builds from such a change is proven once, in
 * the pipeline tests' cold build (gallery-build.test.ts), which holds a photo shaped as the editor
 * leaves it: no site is built here.
 */

for (const viewport of [PHONE_390, DESKTOP]) {
  test(`the owner publishes from the editor at ${viewport.width} px: photos, a photo's text, a service and its cover, a testimonial`, async ({
    openPage,
  }) => {
    test.setTimeout(170_000)
    const repository = makeRepository()
    const { page, problems } = await openPage(viewport)
    await openEditor(page, repository)
    for (const { title } of Object.values(CONTENT_FILES)) {
      await expect(page.getByRole("treeitem", { name: new RegExp(title) })).toBeVisible()
    }
    await expectNoSidewaysScrolling(page, "collections")

    // A photo uploaded in Assets: an iPhone's HEIC, stored sideways.
    await openAssets(page)
    await page.locator('input[type="file"]').setInputFiles([SIDEWAYS_HEIC])
    const upload = page.getByRole("alertdialog", { name: "Upload New Assets" })
    await expect(upload).toContainText("converted from", { timeout: 120_000 })
    await expectNoSidewaysScrolling(page, "upload")
    await upload.getByRole("button", { name: "Upload" }).click()
    const gallery = path.join(repository, "content", "gallery")
    await expect.poll(() => existsSync(path.join(gallery, uploadedName(SIDEWAYS_HEIC))), { timeout: 60_000 }).toBe(true)
    // The iPhone's photo, stored sideways as a portrait, arrives upright and without its metadata.
    await expectStoredForTheSite(path.join(gallery, uploadedName(SIDEWAYS_HEIC)), SIDEWAYS_HEIC)

    // A gallery.json entry for a JPEG with its GPS position, uploaded from the photo field's own picker.
    await openFile(page, CONTENT_FILES.gallery.title)
    const photoEntry = await addEntry(page, repository, CONTENT_FILES.gallery)
    await uploadIntoField(page, photoEntry, JPEG_WITH_GPS)
    await photoEntry.getByRole("textbox", { name: "Alt text" }).fill("Snowy forest slope behind a new deck")
    await photoEntry.getByRole("textbox", { name: "Caption" }).fill("Deck in Framingham, MA")
    await expectNoSidewaysScrolling(page, "gallery entry")
    await save(page)

    // A service's description, and its cover picked among the gallery's photos (its cards and its page's band).
    const services = readJson<{ name: string; description: string }[]>(repository, "content/services.json")
    // The photo just added to the gallery, as an owner shows off the latest job.
    const cover = uploadedName(JPEG_WITH_GPS)
    await openFile(page, "Services")
    await page.getByRole("button", { name: "Expand", exact: true }).first().click()
    await page.getByRole("textbox", { name: "Short description" }).fill("Bathrooms rebuilt in two weeks, written from a phone.")
    await page
      .getByRole("group", { name: /Cover photo/ })
      .first()
      .getByRole("button", { name: "Browse" })
      .click()
    const picker = page.getByRole("dialog", { name: "Select Image" })
    await picker.getByRole("option", { name: cover, exact: true }).click()
    await picker.getByRole("button", { name: "Insert" }).click()
    await expect(
      page
        .getByRole("group", { name: /Cover photo/ })
        .first()
        .getByRole("button", { name: "Replace Image" }),
    ).toBeVisible()
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
    // The build's own checks of content and photos, run on that folder, find nothing to fix...
    const { findings, content: written } = await asTheBuildReadsIt(repository)
    expect(findings).toEqual({ problems: [], warnings: [] })
    // ...and every edit is in the content the build reads.
    const entry = written?.gallery.find(({ file }) => photoKey(file) === uploadedName(JPEG_WITH_GPS))
    expect(entry).toMatchObject({ alt: "Snowy forest slope behind a new deck", caption: "Deck in Framingham, MA" })
    expect(written?.services[0].description).toBe("Bathrooms rebuilt in two weeks, written from a phone.")
    // The editor names the photo by its address in the gallery, which the build reads as its name.
    expect(photoKey(written?.services[0].cover ?? "")).toBe(cover)
    expect(written?.services.slice(1)).toEqual(
      readJson<Record<string, unknown>[]>(ROOT, "content/services.json")
        .slice(1)
        .map((service) => expect.objectContaining(service)),
    )
    expect(written?.testimonials).toContainEqual(expect.objectContaining({ id: "editor-test", rating: 5 }))

    // The photo in the repository: a WebP, upright, no larger than the site serves, and only pixels
    // (its original carried its camera's and its GPS metadata).
    expect((await sharp(JPEG_WITH_GPS).metadata()).exif).toBeDefined()
    await expectStoredForTheSite(path.join(gallery, uploadedName(JPEG_WITH_GPS)), JPEG_WITH_GPS)

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
