import { CATALOGUE_PHOTOS, mostPhotographed } from "../../scripts/test-runner/e2e-catalogue"
import { PHOTOS_PER_PAGE, runPageTitle } from "../../src/lib/photo-runs"
import { servicePagePath, servicePhotosPath } from "../../src/lib/paths"
import { seeAllPhotosLabel, servicePhotosHeading } from "../../src/lib/service-photos"
import { violations } from "./support/axe"
import { expect, pageSettled, tabTo, test, visit } from "./support/browser"
import { gallery, photoCountFor, services } from "./support/content"
import { NETLIFY_MODE_URL } from "./support/server"

/**
 * The site as the host builds it (netlify image mode) with a back catalogue added to the sample
 * content (scripts/test-runner/e2e-catalogue.js): one service with eight pages of photos.
 */
test.use({ baseURL: NETLIFY_MODE_URL })

const slug = mostPhotographed(gallery)
const service = services.find((entry) => entry.slug === slug)
if (!service) throw new Error(`${slug} is not in content/services.json`)
const count = photoCountFor(slug) + CATALOGUE_PHOTOS
const pageCount = Math.ceil(count / PHOTOS_PER_PAGE)
const pageLinks = `${servicePhotosHeading(service.name)}, pages`

test("a keyboard user goes from the service page to its second page of photos and opens a photo in the viewer", async ({
  page,
}) => {
  await visit(page, servicePagePath(slug))
  await tabTo(page, page.getByRole("link", { name: seeAllPhotosLabel(service.name, count) }))
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === servicePhotosPath(slug))
  await pageSettled(page)
  await tabTo(page, page.getByRole("navigation", { name: pageLinks }).getByRole("link", { name: "Next page" }))
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === servicePhotosPath(slug, 2))
  await pageSettled(page)
  expect(await page.title()).toContain(runPageTitle(servicePhotosHeading(service.name), 2, pageCount))
  await tabTo(page, page.getByRole("region", { name: "Project photos" }).getByRole("listitem").getByRole("link").first())
  await page.keyboard.press("Enter")
  await page.getByRole("dialog").waitFor()
  expect(await page.getByRole("dialog").locator("figcaption").textContent()).toContain(`1 of ${PHOTOS_PER_PAGE} on this page`)
})

test("a page amid many shows at most 9 page links, its own marked, wrapping at 320 px without sideways scrolling; axe finds nothing", async ({
  openPage,
}) => {
  expect(pageCount).toBeGreaterThanOrEqual(7)
  const middle = Math.ceil(pageCount / 2)
  const { page } = await openPage({ width: 320, height: 700 })
  await visit(page, servicePhotosPath(slug, middle))
  const nav = page.getByRole("navigation", { name: pageLinks })
  const entries = nav.locator("li")
  expect(await entries.count()).toBeLessThanOrEqual(9)
  expect(await nav.getByRole("link", { name: `Page ${middle}` }).getAttribute("aria-current")).toBe("page")
  for (const number of [1, middle - 1, middle + 1, pageCount])
    expect(await nav.getByRole("link", { name: `Page ${number}`, exact: true }).getAttribute("href")).toBe(
      servicePhotosPath(slug, number),
    )
  const rows = await entries.evaluateAll(
    (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
  )
  expect(rows).toBeGreaterThan(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  expect(await violations(page)).toEqual([])
})
