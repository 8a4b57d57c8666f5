import path from "node:path"
import type { Browser } from "@playwright/test"
import { expect, test, waitForHydration } from "./support/browser"
import { photoCountFor, projects, services } from "./support/content"
import { BASE_URL, NETLIFY_MODE_URL } from "./support/server"
import { galleryPagePath, HOME_PATH, projectPagePath, servicePagePath, SERVICES_PATH } from "../../src/lib/paths"
import { CARD_PHOTOS_BEFORE_SCROLLING } from "../../src/photos/image-recipes"
import { filesUnder } from "../../src/photos/files-under"
import { BUDGETS, KB } from "../../src/budgets"
import { NETLIFY_MODE_SITE } from "../../scripts/test-runner/build-if-stale"
import { asPhone, PHONES } from "../../benchmark/measure-pages"
import { chunkKb, overBudget, pageBytesMeasured, pageBytesOf, publicPages } from "../../scripts/commands/page-bytes"
import { VIEWER_CHUNK } from "../../src/components/gallery/viewer-chunk"
import { EVENTS_PATH } from "../../src/analytics/visit-events"

/**
 * The byte budgets (src/budgets.ts) on both builds npm test makes, the images made at
 * build time (public/) and by the image CDN (the netlify-mode site): every page's HTML, headers and
 * first-load JavaScript, read from the build; and on the bench's two phones, the images the
 * gallery, the home page, /services, a service page and a project page fetch before the visitor
 * scrolls, and how many on the pages whose budget counts its photos. A figure over its budget fails
 * with the page, the figure and the budget.
 */
const SITES = [
  { mode: "build", folder: path.join(__dirname, "..", "..", "public"), url: BASE_URL },
  { mode: "netlify", folder: path.join(NETLIFY_MODE_SITE, "public"), url: NETLIFY_MODE_URL },
] as const

/** The service with the most photos: the heaviest service page. */
const service = [...services].sort((a, b) => photoCountFor(b.slug) - photoCountFor(a.slug))[0]

/** The project with a before/after pair, the heaviest kind of project page (or the first project). */
const project = projects.find((entry) => entry.content.before) ?? projects[0]

/**
 * The images `phone` fetches of a page before scrolling, once the page is hydrated and every image
 * it chose has arrived: each file's address and bytes as sent, and the address of the image it
 * fetches first (fetchpriority="high"), if any.
 */
async function imagesBeforeScrolling(browser: Browser, url: string, phone: (typeof PHONES)[number]) {
  const context = await browser.newContext(asPhone(phone))
  // The netlify-mode site counts visits: its reports go with fetch's keepalive, which Playwright never
  // sees finish, so the page would never be idle. They are answered here, as Plausible answers.
  await context.route(`**${EVENTS_PATH}`, (route) => route.fulfill({ status: 202, body: "ok" }))
  const page = await context.newPage()
  const sizes: Array<Promise<{ address: string; bytes: number }>> = []
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "image")
      sizes.push(request.sizes().then((size) => ({ address: request.url(), bytes: size.responseBodySize })))
  })
  await page.goto(url, { waitUntil: "networkidle" })
  await waitForHydration(page)
  const images = page.locator("img")
  await expect
    .poll(() =>
      images.evaluateAll((elements) => (elements as HTMLImageElement[]).every((image) => !image.currentSrc || image.complete)),
    )
    .toBe(true)
  await page.waitForLoadState("networkidle")
  const first = await page
    .locator('img[fetchpriority="high"]')
    .evaluateAll((elements) => (elements[0] as HTMLImageElement | undefined)?.currentSrc ?? null)
  await context.close()
  const files = await Promise.all(sizes)
  return { files, totalKb: files.reduce((sum, file) => sum + file.bytes, 0) / KB, first }
}

for (const site of SITES) {
  test(`${site.mode} mode: every page's HTML, headers and first-load JavaScript are within their budgets`, () => {
    const pages = publicPages(site.folder, filesUnder(site.folder)).map(pageBytesOf(site.folder))
    expect(pages.length).toBeGreaterThan(0)
    expect(overBudget(pages.flatMap(pageBytesMeasured))).toEqual([])
  })

  test(`${site.mode} mode: the viewer's code, its gestures included, is within its budget`, () => {
    expect(
      overBudget([
        { page: "/gallery", figure: "the viewer's code", kb: chunkKb(site.folder, VIEWER_CHUNK), budgetKb: BUDGETS.viewerCodeKb },
      ]),
    ).toEqual([])
  })

  for (const phone of PHONES) {
    test(`${site.mode} mode, ${phone.name}: the images before scrolling are within their budgets`, async ({ browser }) => {
      const gallery = await imagesBeforeScrolling(browser, `${site.url}${galleryPagePath(1)}`, phone)
      const home = await imagesBeforeScrolling(browser, `${site.url}${HOME_PATH}`, phone)
      const projectPage =
        project && (await imagesBeforeScrolling(browser, `${site.url}${projectPagePath(project.folder)}`, phone))
      const services = await imagesBeforeScrolling(browser, `${site.url}${SERVICES_PATH}`, phone)
      const servicePage = await imagesBeforeScrolling(browser, `${site.url}${servicePagePath(service.slug)}`, phone)
      const hero = home.files.find((file) => file.address === home.first)
      expect(hero, "the home page fetches its hero first").toBeDefined()
      // Each page fetches no more photos than its budget is built from: the rest wait for the visitor to near them.
      expect(home.files.length, "the home page's hero and first core services' photos").toBeLessThanOrEqual(
        1 + CARD_PHOTOS_BEFORE_SCROLLING.home,
      )
      expect(services.files.length, "/services's first cards' photos").toBeLessThanOrEqual(CARD_PHOTOS_BEFORE_SCROLLING.services)
      expect(servicePage.files.length, "a service page's photo band and project covers").toBeLessThanOrEqual(
        1 + CARD_PHOTOS_BEFORE_SCROLLING.servicePage,
      )
      const largest = Math.max(0, ...gallery.files.map((file) => file.bytes)) / KB
      const measured = [
        {
          page: galleryPagePath(1),
          figure: "images before scrolling",
          kb: gallery.totalKb,
          budgetKb: BUDGETS.galleryImagesKb[phone.key],
        },
        { page: galleryPagePath(1), figure: "largest image", kb: largest, budgetKb: BUDGETS.galleryLargestImageKb[phone.key] },
        { page: HOME_PATH, figure: "hero image", kb: (hero?.bytes ?? 0) / KB, budgetKb: BUDGETS.heroImageKb },
        { page: HOME_PATH, figure: "images before scrolling", kb: home.totalKb, budgetKb: BUDGETS.homeImagesKb },
        { page: SERVICES_PATH, figure: "images before scrolling", kb: services.totalKb, budgetKb: BUDGETS.servicesImagesKb },
        {
          page: servicePagePath(service.slug),
          figure: "images before scrolling",
          kb: servicePage.totalKb,
          budgetKb: BUDGETS.servicePageImagesKb,
        },
        ...(projectPage
          ? [
              {
                page: projectPagePath(project.folder),
                figure: "images before scrolling",
                kb: projectPage.totalKb,
                budgetKb: BUDGETS.projectImagesKb,
              },
            ]
          : []),
      ]
      expect(gallery.files.length).toBeGreaterThan(0)
      expect(overBudget(measured)).toEqual([])
    })
  }
}
