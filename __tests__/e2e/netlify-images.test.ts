import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { NETLIFY_IMAGES_PATH } from "../../src/photos/cdn/netlify-pictures"
import { expect, PHONE, test, visit } from "./support/browser"
import { galleryPhotos, photoCountFor, projects, services } from "./support/content"
import { NETLIFY_MODE_URL } from "./support/server"

/**
 * The site built with IMAGE_SERVICE=netlify (scripts/test-runner/build-if-stale.js), served with the image
 * CDN's stand-in (scripts/local-host/image-cdn.js) as Netlify serves it: every picture of the home page, the
 * gallery and its viewer, a service page and a project page with its before/after slider comes
 * from /.netlify/images, draws, and carries no metadata.
 */
test.use({ baseURL: NETLIFY_MODE_URL })

const withPhotos = services.find((service) => photoCountFor(service.slug) > 0)
const withPair = projects.find((project) => project.content.before)

/** Every address an `<img>` or `<source>` of `scope` names (src and each srcset candidate). */
const pictureAddresses = (scope: Locator) =>
  scope.locator("picture img, picture source, img").evaluateAll((elements) =>
    elements.flatMap((element) => {
      const candidates = (element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0])
      return [element.getAttribute("src") ?? "", ...candidates].filter((address) => address !== "")
    }),
  )

/**
 * Waits until the browser has chosen a file for an image of `scope` and every file it chose has
 * arrived or failed, then returns the address and drawn width of each.
 */
async function loadedImages(scope: Locator) {
  const images = scope.locator("img")
  await expect
    .poll(() =>
      images.evaluateAll((elements) => {
        const chosen = (elements as HTMLImageElement[]).filter((image) => image.currentSrc)
        return chosen.length > 0 && chosen.every((image) => image.complete)
      }),
    )
    .toBe(true)
  return images.evaluateAll((elements) =>
    (elements as HTMLImageElement[])
      .filter((image) => image.currentSrc)
      .map((image) => ({
        address: new URL(image.currentSrc).pathname + new URL(image.currentSrc).search,
        width: image.naturalWidth,
      })),
  )
}

/** Checks `scope`'s pictures: every one from the image CDN, each shown one drawn and free of EXIF, XMP and IPTC data. */
async function expectPicturesFromTheCdn(page: Page, scope: Locator) {
  const addresses = await pictureAddresses(scope)
  expect(addresses.length).toBeGreaterThan(0)
  expect(addresses.filter((address) => !address.startsWith(`${NETLIFY_IMAGES_PATH}?`))).toEqual([])
  const shown = await loadedImages(scope)
  expect(shown.filter((image) => image.width === 0)).toEqual([])
  for (const address of new Set(shown.map((image) => image.address))) {
    const response = await page.request.get(address)
    expect(response.status(), address).toBe(200)
    const { exif, xmp, iptc, orientation } = await sharp(await response.body()).metadata()
    expect({ address, exif, xmp, iptc, orientation }).toEqual({
      address,
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      orientation: undefined,
    })
  }
}

test.describe("the site built for Netlify's image CDN (IMAGE_SERVICE=netlify)", () => {
  test("the home page shows its pictures from the image CDN", async ({ page }) => {
    await visit(page, "/")
    await expectPicturesFromTheCdn(page, page.getByRole("main"))
  })

  test("the gallery shows its first screen of tiles from the image CDN, on a phone too, and so does its viewer", async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE)
    await visit(page, "/gallery")
    const grid = page.getByRole("main").getByRole("list").first()
    await expectPicturesFromTheCdn(page, grid)
    await grid.getByRole("link").first().click()
    const viewer = page.getByRole("dialog")
    await viewer.waitFor()
    await expectPicturesFromTheCdn(page, viewer)
  })

  test("a service page with project photos shows them from the image CDN", async ({ page }) => {
    test.skip(!withPhotos, "no service has project photos")
    await visit(page, `/services/${withPhotos?.slug ?? ""}`)
    const photos = page.getByRole("region", { name: "Project Photos" })
    await photos.scrollIntoViewIfNeeded()
    await expectPicturesFromTheCdn(page, photos)
  })

  test("a project page shows its before/after slider and its photos from the image CDN", async ({ page }) => {
    test.skip(!withPair, "no project has a before/after pair")
    await visit(page, `/projects/${withPair?.folder ?? ""}`)
    const comparison = page.getByRole("region", { name: "Before and After" })
    await comparison.scrollIntoViewIfNeeded()
    await expectPicturesFromTheCdn(page, comparison)
    expect((await loadedImages(comparison)).length).toBe(2)
    const photos = page.getByRole("region", { name: "Project Photos" })
    await photos.scrollIntoViewIfNeeded()
    await expectPicturesFromTheCdn(page, photos)
  })

  test("the image CDN refuses a parameter value the host does not take, and any source the build did not deploy", async ({
    page,
  }) => {
    await visit(page, "/")
    const [address] = await pictureAddresses(page.getByRole("main"))
    const deployed = new URL(address, NETLIFY_MODE_URL).searchParams.get("url") ?? ""
    expect(
      (await page.request.get(`${NETLIFY_IMAGES_PATH}?${new URLSearchParams({ url: deployed, w: "300" }).toString()}`)).status(),
    ).toBe(200)
    const refused: Array<Record<string, string>> = [
      { url: deployed, w: "300", fit: "inside" },
      { url: deployed, w: "300", h: "300", fit: "cover", position: "attention" },
      { url: `/content/gallery/${galleryPhotos[0].relative}`, w: "300" },
      { url: `/static/../../content/gallery/${galleryPhotos[0].relative}`, w: "300" },
      { url: "https://example.com/photo.jpg", w: "300" },
    ]
    for (const query of refused) {
      const response = await page.request.get(`${NETLIFY_IMAGES_PATH}?${new URLSearchParams(query).toString()}`)
      expect({ query, status: response.status() }).toEqual({ query, status: 404 })
    }
  })
})
