import type { Page } from "@playwright/test"
import { PHOTOS_PER_PAGE, runPageTitle } from "../../src/lib/photo-runs"
import { servicePagePath, servicePhotosPath } from "../../src/lib/paths"
import { SERVICE_PAGE_PHOTOS, seeAllPhotosLabel, servicePhotosHeading } from "../../src/lib/service-photos"
import { violations } from "./support/axe"
import { expect, pageSettled, siteUrl, tabTo, test, visit } from "./support/browser"
import { photoCountFor, services } from "./support/content"

/** The service with the most photos: the one whose page shows only some of them. */
const [service] = [...services].sort((a, b) => photoCountFor(b.slug) - photoCountFor(a.slug))
const count = photoCountFor(service.slug)
const pageCount = Math.ceil(count / PHOTOS_PER_PAGE)

/** The photos of a page's grid: each a link to its largest file (a button once the page is interactive). */
const gridLinks = (page: Page) =>
  page
    .getByRole("region", { name: /photos/i })
    .getByRole("listitem")
    .getByRole("link")

test.describe("a service's own photo pages", () => {
  test("the service with the most photos has more than its page shows (the sample content must keep one)", () => {
    expect(count).toBeGreaterThan(SERVICE_PAGE_PHOTOS)
  })

  test("its page shows a few photos and links to all of them, which its photo pages hold exactly once, without JavaScript", async ({
    openPage,
  }) => {
    const { page } = await openPage(undefined, { javaScriptEnabled: false })
    await page.goto(siteUrl(servicePagePath(service.slug)))
    expect(await page.getByRole("region", { name: "Project Photos" }).getByRole("listitem").count()).toBeLessThanOrEqual(
      SERVICE_PAGE_PHOTOS,
    )
    const all = page.getByRole("link", { name: seeAllPhotosLabel(service.name, count) })
    expect(await all.getAttribute("href")).toBe(servicePhotosPath(service.slug))

    const shown: string[] = []
    for (let number = 1; number <= pageCount; number += 1) {
      const address = servicePhotosPath(service.slug, number)
      expect((await page.goto(siteUrl(address)))?.status()).toBe(200)
      expect(await page.title()).toContain(runPageTitle(servicePhotosHeading(service.name), number, pageCount))
      expect(await page.locator("h1").textContent()).toBe(servicePhotosHeading(service.name))
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe(address)
      shown.push(...(await gridLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))))
    }
    expect(shown.length).toBe(count)
    expect(new Set(shown).size).toBe(count)
  })

  test("a keyboard user goes from the service page to its photos, through their pages, and opens a photo in the viewer", async ({
    page,
  }) => {
    await visit(page, servicePagePath(service.slug))
    await tabTo(page, page.getByRole("link", { name: seeAllPhotosLabel(service.name, count) }))
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname === servicePhotosPath(service.slug))
    await pageSettled(page)
    // Through the page links to the last page, when there are several.
    for (let number = 2; number <= pageCount; number += 1) {
      await tabTo(page, page.getByRole("link", { name: "Next page" }))
      await page.keyboard.press("Enter")
      await page.waitForURL((url) => url.pathname === servicePhotosPath(service.slug, number))
      await pageSettled(page)
    }
    const onThisPage = count - (pageCount - 1) * PHOTOS_PER_PAGE
    const first = page.getByRole("region", { name: "Project photos" }).getByRole("listitem").getByRole("link").first()
    await tabTo(page, first)
    await page.keyboard.press("Enter")
    await page.getByRole("dialog").waitFor()
    expect(await page.getByRole("dialog").locator("figcaption").textContent()).toContain(`1 of ${onThisPage} on this page`)
  })

  test("at 320 px the page and its links fit the screen, and axe finds nothing", async ({ openPage }) => {
    const { page } = await openPage({ width: 320, height: 700 })
    await visit(page, servicePhotosPath(service.slug, pageCount))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await violations(page)).toEqual([])
  })
})

test("the gallery links to each service's photos, with how many it holds, below its photos", async ({ page }) => {
  await visit(page, "/gallery")
  const section = page.getByRole("region", { name: "Photos by Service" })
  const withPhotos = services.filter((entry) => photoCountFor(entry.slug) > 0)
  const links = await section
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute("href")]))
  expect(links).toEqual(
    withPhotos.map((entry) => [`${entry.name} (${photoCountFor(entry.slug)} photos)`, servicePhotosPath(entry.slug)]),
  )
  const gridBottom = await page
    .getByRole("region", { name: "Project photos" })
    .evaluate((grid) => grid.getBoundingClientRect().bottom)
  expect(await section.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(gridBottom)
})
