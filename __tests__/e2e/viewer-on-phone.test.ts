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

/** The photo the page's address names. */
const photoInAddress = (page: Page) => new URL(page.url()).searchParams.get("photo")
const historyLength = (page: Page) => page.evaluate(() => history.length)
/** Whether the element with focus is the `index`th tile's link. */
const focusOnTile = (page: Page, index: number) =>
  thumbnails(page)
    .nth(index)
    .evaluate((link) => link === document.activeElement)
/** What Gatsby's route announcer says (it speaks on every move between pages). */
const announced = (page: Page) => page.locator("#gatsby-announcer").textContent()

test.describe("the viewer's address", () => {
  test("opening adds one entry naming the photo; Back closes the viewer, leaving the page's address, scroll and focus as before", async ({
    browser,
  }) => {
    test.skip(total < 3, "needs at least 3 photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery")
    const tile = thumbnails(page).nth(2)
    await tile.scrollIntoViewIfNeeded()
    const before = { url: page.url(), scroll: await page.evaluate(() => window.scrollY), entries: await historyLength(page) }
    await tile.tap()
    await page.getByRole("dialog").waitFor()
    expect(galleryPhotos.map((photo) => photo.key.replace(/\.[^.]+$/, ""))).toContain(photoInAddress(page))
    expect(new URL(page.url()).pathname).toBe("/gallery")
    expect(await historyLength(page)).toBe(before.entries + 1)

    await page.goBack()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    expect(page.url()).toBe(before.url)
    await expect.poll(() => focusOnTile(page, 2)).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(before.scroll)
    // No move between pages: nothing announced.
    expect(await announced(page)).toBe("")
    await context.close()
  })

  test("moving to another photo names it in the same entry; closing by the button, then Back, leaves the page", async ({
    browser,
  }) => {
    test.skip(total < 2, "needs at least 2 photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/about")
    await visit(page, "/gallery")
    await thumbnails(page).first().tap()
    const viewer = page.getByRole("dialog")
    await viewer.waitFor()
    const first = photoInAddress(page)
    const entries = await historyLength(page)
    await viewer.getByRole("button", { name: "Next photo" }).tap()
    await expect.poll(() => photoInAddress(page)).not.toBe(first)
    expect(photoInAddress(page)).not.toBeNull()
    expect(await historyLength(page)).toBe(entries)

    await viewer.getByRole("button", { name: "Close" }).tap()
    await viewer.waitFor({ state: "detached" })
    await expect.poll(() => photoInAddress(page)).toBeNull()
    await expect.poll(() => focusOnTile(page, 1)).toBe(true)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === "/about")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await context.close()
  })

  test("a photo's address opens it on a cold load, its tile in place behind it; closing stays on the page", async ({
    browser,
  }) => {
    test.skip(total < 5, "needs at least 5 photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery")
    await thumbnails(page).nth(4).tap()
    await page.getByRole("dialog").waitFor()
    const address = page.url()
    const caption = await page.getByRole("dialog").getAttribute("aria-label")
    await context.close()

    const cold = await phonePage(browser)
    await visit(cold.page, address)
    const viewer = cold.page.getByRole("dialog")
    await viewer.waitFor()
    expect(await viewer.getAttribute("aria-label")).toBe(caption)
    // The page's canonical address, not the photo's.
    expect(new URL((await cold.page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe("/gallery")
    await expect(viewer.getByText(`5 of ${total} on this page`)).toBeVisible()
    // The page behind the dialog is hidden from assistive technology (so from getByRole): its tile by its markup.
    const tileBox = await cold.page
      .locator("main a[aria-haspopup='dialog']")
      .nth(4)
      .evaluate((link) => {
        const box = link.getBoundingClientRect()
        return { top: box.top, bottom: box.bottom, screen: window.innerHeight }
      })
    expect(tileBox.top).toBeGreaterThanOrEqual(0)
    expect(tileBox.bottom).toBeLessThanOrEqual(tileBox.screen)

    // The address was the visit's first entry: closing rewrites it, so Back cannot leave the page by closing.
    const entries = await historyLength(cold.page)
    await viewer.getByRole("button", { name: "Close" }).tap()
    await viewer.waitFor({ state: "detached" })
    await expect.poll(() => cold.page.url()).toBe(new URL("/gallery", address).href)
    expect(await historyLength(cold.page)).toBe(entries)
    await cold.context.close()
  })

  test("the address of a photo no longer on the page opens the page alone", async ({ browser }) => {
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery?photo=no-such-photo")
    await expect.poll(() => photoInAddress(page)).toBeNull()
    expect(new URL(page.url()).pathname).toBe("/gallery")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await context.close()
  })
})

/** The viewer's large files in build mode (/static/<digest>/<size>/<name>), not the grid's tiles (/static/<digest>/<name>). */
const isLargeFile = (url: string) => /^\/static\/[^/]+\/[^/]+\/[^/]+$/.test(new URL(url).pathname)

/** What the viewer showed in one animation frame after the tap. */
interface ViewerFrame {
  dialog: boolean
  tile: boolean
  large: boolean
}

test.describe("the tapped photo", () => {
  test("from the tap until the large file shows, every frame shows the tapped tile's pixels or the large file, never only a colour", async ({
    browser,
  }) => {
    test.skip(total < 1, "needs photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery")
    // The large files are held back (devtools' Fetch: the browser's cache stays on) until the frames are seen.
    const cdp = await context.newCDPSession(page)
    const held: string[] = []
    let holding = true
    cdp.on("Fetch.requestPaused", (event) => {
      if (holding && isLargeFile(event.request.url)) held.push(event.requestId)
      else void cdp.send("Fetch.continueRequest", { requestId: event.requestId })
    })
    await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*", resourceType: "Image" }] })
    // A probe on every animation frame from the tap on: the dialog, and whether a tile's or the large file's pixels are visible in it.
    await page.evaluate(() => {
      const frames: Array<{ dialog: boolean; tile: boolean; large: boolean }> = []
      let tapped = false
      Object.assign(window, { viewerFrames: frames, stopProbe: false })
      document.addEventListener("click", () => (tapped = true), { capture: true, once: true })
      const visible = (img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 && Number(getComputedStyle(img).opacity) > 0 && img.getBoundingClientRect().width > 0
      const look = () => {
        if (tapped) {
          const images = Array.from(document.querySelectorAll<HTMLImageElement>('[role="dialog"] figure img'))
          frames.push({
            dialog: document.querySelector('[role="dialog"]') !== null,
            tile: images.some((img) => img.alt === "" && visible(img)),
            large: images.some((img) => img.alt !== "" && visible(img)),
          })
        }
        if (!(window as unknown as { stopProbe: boolean }).stopProbe) requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    const framesSeen = () => page.evaluate(() => (window as unknown as { viewerFrames: ViewerFrame[] }).viewerFrames.length)

    await thumbnails(page).first().tap()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    // Ten frames with the large file on its way, then it comes.
    await expect.poll(framesSeen).toBeGreaterThanOrEqual(10)
    holding = false
    await Promise.all(held.map((requestId) => cdp.send("Fetch.continueRequest", { requestId })))
    await page.waitForFunction(() =>
      (window as unknown as { viewerFrames: ViewerFrame[] }).viewerFrames.some((frame) => frame.large),
    )
    const frames = await page.evaluate(() => {
      Object.assign(window, { stopProbe: true })
      return (window as unknown as { viewerFrames: ViewerFrame[] }).viewerFrames
    })
    expect(frames[0]).toEqual({ dialog: true, tile: true, large: false })
    expect(frames.filter((frame) => !frame.tile && !frame.large)).toEqual([])
    await context.close()
  })
})
