import type { Browser, Page } from "@playwright/test"
import { expect, test, visit } from "./support/browser"
import { galleryPhotos } from "./support/content"
import { asPhone, PHONES } from "../../benchmark/measure-pages"

/**
 * The gallery's viewer on a phone with touch (the benchmark's Android phone): its code fetched
 * once the page is idle, so a tap opens it without a round trip.
 */
const total = Math.min(galleryPhotos.length, 24)

/** The viewer's code (Gallery.tsx, webpack chunk "gallery-viewer"). */
const VIEWER_SCRIPT = /\/gallery-viewer-[\w-]+\.js$/

/** A page on the phone, with every script it requests, in order (the paths). */
async function phonePage(browser: Browser, options: { saveData?: boolean } = {}) {
  const context = await browser.newContext(asPhone(PHONES[0]))
  if (options.saveData)
    await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }))
  const page = await context.newPage()
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  return { context, page, scripts }
}

const thumbnails = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("img") })
    .getByRole("link")

test.describe("the viewer's code", () => {
  test("is fetched once a page with a grid is idle, so a tap opens the viewer with nothing more to fetch", async ({
    browser,
  }) => {
    test.skip(total < 1, "needs photos in content/gallery/")
    const { context, page, scripts } = await phonePage(browser)
    // visit waits until the page is idle: the page transition's code, fetched once idle, has arrived.
    await visit(page, "/gallery")
    await expect.poll(() => scripts.filter((script) => VIEWER_SCRIPT.test(script)).length).toBe(1)
    await page.waitForFunction(
      (pattern) =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some(
          (entry) => new RegExp(pattern).test(new URL(entry.name).pathname) && entry.responseEnd > 0,
        ),
      VIEWER_SCRIPT.source,
    )
    const before = scripts.length
    await thumbnails(page).first().tap()
    await page.getByRole("dialog").waitFor()
    expect(scripts.slice(before)).toEqual([])
    await context.close()
  })

  test("is not fetched ahead on a page without a grid, nor when the visitor saves data", async ({ browser }) => {
    const plain = await phonePage(browser)
    await visit(plain.page, "/about")
    expect(plain.scripts.filter((script) => VIEWER_SCRIPT.test(script))).toEqual([])
    await plain.context.close()

    const saving = await phonePage(browser, { saveData: true })
    await visit(saving.page, "/gallery")
    // The page's idle work (the page transition's code, asked for after the grid's) is done: no viewer.
    expect(saving.scripts.filter((script) => VIEWER_SCRIPT.test(script))).toEqual([])
    // A tap still opens it.
    await thumbnails(saving.page).first().tap()
    await saving.page.getByRole("dialog").waitFor()
    expect(saving.scripts.filter((script) => VIEWER_SCRIPT.test(script)).length).toBe(1)
    await saving.context.close()
  })
})
