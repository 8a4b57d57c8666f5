import type { Page } from "@playwright/test"
import { animationsDone, expect, siteUrl, test, visit } from "./support/browser"
import { galleryPhotos } from "./support/content"

/** Every photo in content/gallery/ is shown, 24 to a page; the viewer tests need at least three. */
const PAGE_SIZE = 24
const total = Math.min(galleryPhotos.length, PAGE_SIZE)
const pageCount = Math.max(1, Math.ceil(galleryPhotos.length / PAGE_SIZE))
const of = (position: number) => `${position} of ${total} on this page`

async function galleryAt(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height })
  await visit(page, "/gallery")
}

/** The grid's items (the gallery's page links are list items too): each shows its photo, or its placeholder. */
const photoItems = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("img") })
/** The grid's photos: each a link to its large image, which opens the viewer once the page runs. */
const thumbnails = (page: Page) => photoItems(page).getByRole("link")
const dialog = (page: Page) => page.getByRole("dialog")
const counter = (page: Page) => dialog(page).locator("figcaption span").last().textContent()
const caption = (page: Page) => dialog(page).locator("figcaption span").first().textContent()
/** Whether the element with focus is the `index`th tile's link. */
const focusOnTile = (page: Page, index: number) =>
  thumbnails(page)
    .nth(index)
    .evaluate((link) => link === document.activeElement)

/**
 * A drag with the mouse from `from`, `by` px sideways, as slow as a hand that stops before letting go:
 * its events dated a tenth of a second apart (the browser's own clock, so a busy test runner cannot
 * make it a flick).
 */
async function slowDrag(page: Page, from: { x: number; y: number }, by: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const start = Date.now() / 1000
  const steps = 3
  const mouse = (type: "mousePressed" | "mouseMoved" | "mouseReleased", step: number, x: number) =>
    cdp.send("Input.dispatchMouseEvent", {
      type,
      x,
      y: from.y,
      button: "left",
      buttons: type === "mouseReleased" ? 0 : 1,
      clickCount: type === "mouseMoved" ? 0 : 1,
      timestamp: start + step / 10,
    })
  await mouse("mousePressed", 0, from.x)
  for (let step = 1; step <= steps; step += 1) await mouse("mouseMoved", step, from.x + (by * step) / steps)
  await mouse("mouseReleased", steps + 1, from.x + by)
  await cdp.detach()
}

/** How many distinct columns the grid's items sit in. */
const columnCount = (page: Page) =>
  photoItems(page).evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size)

test.describe("gallery grid", () => {
  test("shows the first 24 photos of content/gallery/ (or all, when fewer), one column on a 375 px phone", async ({ page }) => {
    expect(total).toBeGreaterThanOrEqual(3)
    await galleryAt(page, 375, 812)
    expect(await thumbnails(page).count()).toBe(total)
    const named = await photoItems(page)
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? image.getAttribute("aria-label")))
    expect(named.length).toBe(total)
    expect(named.every((name) => Boolean(name))).toBe(true)
    expect(await columnCount(page)).toBe(1)
  })

  test("shows every photo across its pages of 24, linked to each other, without JavaScript too", async ({ openPage }) => {
    const { page } = await openPage({ width: 1280, height: 900 }, { javaScriptEnabled: false })
    let shown = 0
    for (let number = 1; number <= pageCount; number += 1) {
      const response = await page.goto(siteUrl(number === 1 ? "/gallery" : `/gallery/${number}`))
      expect(response?.status()).toBe(200)
      shown += await photoItems(page).getByRole("link").count()
      const pages = page.getByRole("navigation", { name: "Gallery pages" })
      expect(await pages.count()).toBe(pageCount > 1 ? 1 : 0)
      if (pageCount > 1)
        expect(await pages.getByRole("link", { name: `Page ${number}` }).getAttribute("aria-current")).toBe("page")
    }
    expect(shown).toBe(galleryPhotos.length)
  })

  test("cuts every grid image to the tile's 4:3 shape, so no hidden pixels are sent", async ({ page }) => {
    await galleryAt(page, 1280)
    const shapes = await thumbnails(page)
      .locator("img")
      .evaluateAll((images) => images.map((img) => Number(img.getAttribute("width")) / Number(img.getAttribute("height"))))
    for (const shape of shapes) expect(shape).toBeCloseTo(4 / 3, 2)
  })

  for (const [width, columns] of [
    [700, 2],
    [1100, 3],
    [1280, 4],
    [1440, 4],
  ])
    test(`at ${width} px shows ${columns} columns`, async ({ page }) => {
      await galleryAt(page, width)
      expect(await columnCount(page)).toBe(columns)
    })

  test("offers All and Real Projects, All pressed by default, and switches", async ({ page }) => {
    await galleryAt(page, 1280)
    const filters = page.getByRole("group", { name: "Filter photos" }).getByRole("button")
    expect(await filters.allTextContents()).toEqual(["All", "Real Projects"])
    const all = page.getByRole("button", { name: "All", exact: true })
    const real = page.getByRole("button", { name: "Real Projects" })
    expect(await all.getAttribute("aria-pressed")).toBe("true")
    expect(await real.getAttribute("aria-pressed")).toBe("false")
    await real.click()
    expect(await real.getAttribute("aria-pressed")).toBe("true")
    expect(await all.getAttribute("aria-pressed")).toBe("false")
    // Every photo is a real project (the only category), so the filter keeps all and shows no empty message.
    expect(await thumbnails(page).count()).toBe(total)
    expect(await page.getByText("No images found for this category.").count()).toBe(0)
  })

  test("shows the first photos at once, and brings a chosen filter's photos in over 0.3 s, unless less motion is asked for", async ({
    page,
    openPage,
  }) => {
    /** The duration in ms of each animation of the grid's items (a finished entrance stays, filling forwards). */
    const entrances = (on: Page) =>
      photoItems(on).evaluateAll((items) =>
        items.flatMap((item) => item.getAnimations().map((animation) => animation.effect?.getTiming().duration)),
      )
    await galleryAt(page, 1280)
    expect(await entrances(page)).toEqual([])
    await page.getByRole("button", { name: "Real Projects" }).click()
    await expect.poll(() => entrances(page)).toEqual(Array.from({ length: total }, () => 300))

    const calm = (await openPage({ width: 1280, height: 900 }, { reducedMotion: "reduce" })).page
    await visit(calm, "/gallery")
    await calm.getByRole("button", { name: "Real Projects" }).click()
    await expect(calm.getByRole("button", { name: "Real Projects" })).toHaveAttribute("aria-pressed", "true")
    expect(await entrances(calm)).toEqual([])
  })

  test("loads grid images sized for the screen: a phone gets no file wider than it needs", async ({ page }) => {
    await galleryAt(page, 412, 823)
    const first = thumbnails(page).first().locator("img")
    await first.evaluate((img: HTMLImageElement) => img.decode())
    const { currentSrc, naturalWidth } = await first.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      naturalWidth: img.naturalWidth,
    }))
    expect(currentSrc).toMatch(/\.avif$/)
    expect(naturalWidth).toBeGreaterThanOrEqual(380)
    expect(naturalWidth).toBeLessThanOrEqual(540)
  })
})

test.describe("gallery viewer", () => {
  test("opens on a thumbnail, named by the caption, with focus inside, and closes with its Close button", async ({ page }) => {
    await galleryAt(page, 1280)
    await thumbnails(page).nth(2).click()
    const viewer = dialog(page)
    await viewer.waitFor()
    const name = await caption(page)
    expect(await viewer.getAttribute("aria-label")).toBe(name)
    expect(await counter(page)).toBe(of(3))
    // Focus moves in once the viewer has drawn its first frame (the tap answered by the photo alone).
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)

    await viewer.getByRole("button", { name: "Close" }).click()
    await viewer.waitFor({ state: "detached" })
    await expect.poll(() => focusOnTile(page, 2)).toBe(true)
  })

  test("leaves a click with Ctrl held to the browser: the large image opens in a new tab, not the viewer", async ({ page }) => {
    await galleryAt(page, 1280)
    const first = thumbnails(page).first()
    const largeImage = await first.getAttribute("href")
    expect(largeImage).toMatch(/^\/static\/.+\.webp$/)
    const newTab = page.context().waitForEvent("page")
    await first.click({ modifiers: ["ControlOrMeta"] })
    // The new tab opens on about:blank, then goes to the link's address.
    await (await newTab).waitForURL((url) => url.pathname === largeImage)
    await expect(dialog(page)).toHaveCount(0)
  })

  test("closes on a click on the backdrop and on Escape", async ({ page }) => {
    await galleryAt(page, 1280)
    await thumbnails(page).first().click()
    await dialog(page).waitFor()
    // Top left: the dark backdrop, away from the photo and from the previous button.
    await page.mouse.click(20, 150)
    await dialog(page).waitFor({ state: "detached" })

    await thumbnails(page).first().click()
    await dialog(page).waitFor()
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
  })

  test("closes on Escape pressed as it appears, before focus has moved into it", async ({ page }) => {
    await galleryAt(page, 1280)
    // Escape on whatever has focus (the thumbnail) in the very task the dialog is added to the page.
    await page.evaluate(() =>
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="dialog"]')) return
        observer.disconnect()
        document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
        Object.assign(window, { escapePressed: true })
      }).observe(document.body, { childList: true, subtree: true }),
    )
    await thumbnails(page).first().focus()
    await page.keyboard.press("Enter")
    await page.waitForFunction(() => "escapePressed" in window)
    await dialog(page).waitFor({ state: "detached" })
  })

  test("moves with the arrow keys and the buttons, wrapping at the ends, and returns focus to the last photo seen", async ({
    page,
  }) => {
    await galleryAt(page, 1280)
    await thumbnails(page).first().click()
    await dialog(page).waitFor()
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => counter(page)).toBe(of(total))
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => counter(page)).toBe(of(2))
    await dialog(page).getByRole("button", { name: "Next photo" }).click()
    await expect.poll(() => counter(page)).toBe(of(3))
    await dialog(page).getByRole("button", { name: "Previous photo" }).click()
    await expect.poll(() => counter(page)).toBe(of(2))
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    // The dialog hands focus back to the tile it opened from; once its entry is taken back, to the last photo seen's.
    await expect.poll(() => focusOnTile(page, 1)).toBe(true)
  })

  test("moves on a horizontal swipe", async ({ page }) => {
    await galleryAt(page, 1280)
    await thumbnails(page).first().click()
    await dialog(page).waitFor()
    // A drag is the viewer's once it has drawn its first frame (its address then names the photo) and
    // the photo has finished zooming out of its tile into the place it is measured at.
    await expect.poll(() => new URL(page.url()).searchParams.get("photo")).not.toBeNull()
    await animationsDone(page)
    const box = await dialog(page).locator("figure:not([aria-hidden]) > div").boundingBox()
    if (!box) throw new Error("no image frame")
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width / 2, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 120, y, { steps: 5 })
    await page.mouse.up()
    // The next photo slides in, then it is the one shown.
    await expect.poll(() => counter(page)).toBe(of(2))
    await slowDrag(page, { x: box.x + box.width / 2, y }, 30)
    await animationsDone(page)
    // A short drag springs back: the same photo, in its place (a move would have left it a screen aside, or shown photo 1).
    expect(
      await dialog(page)
        .locator("figure:not([aria-hidden])")
        .evaluate((figure) => new DOMMatrix(getComputedStyle(figure.parentElement ?? figure).transform).e),
    ).toBe(0)
    expect(await counter(page)).toBe(of(2))
  })

  test("shows a large image, at least 1000 px wide on a 1440 px screen, fetched only when opened", async ({ page }) => {
    await galleryAt(page, 1440)
    const largeRequested: string[] = []
    page.on("request", (request) => {
      if (/\/static\/.+\.(avif|webp|jpg)$/.test(request.url())) largeRequested.push(request.url())
    })
    expect(await page.locator('[role="dialog"] img').count()).toBe(0)
    await thumbnails(page).first().click()
    await dialog(page).waitFor()
    // The viewer's opening zoom from the tile is over: the photo is shown at its size.
    await animationsDone(page)
    // Move on to a landscape photo: a portrait one is limited by the screen's height, not its width.
    const frameShape = () =>
      dialog(page)
        .locator("figure:not([aria-hidden]) > div")
        .evaluate((frame) => frame.clientWidth / frame.clientHeight)
    for (let step = 0; step < total && (await frameShape()) < 1.3; step += 1) await page.keyboard.press("ArrowRight")
    expect(await frameShape()).toBeGreaterThanOrEqual(1.3)
    const large = dialog(page).locator("img[alt]:not([alt=''])")
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>("[role=dialog] img:not([alt=''])")
      return img !== null && img.complete && img.naturalWidth > 0
    })
    // The width of the file the browser chose, from its srcset (naturalWidth is divided by density).
    const size = await large.evaluate((img: HTMLImageElement) => {
      const source = img.parentElement?.querySelector<HTMLSourceElement>("source")
      const candidates = `${source?.srcset ?? ""},${img.srcset}`.split(",").map((entry) => entry.trim().split(/\s+/))
      const chosen = candidates.find(([url]) => url && img.currentSrc.endsWith(url))
      return { file: Number.parseInt(chosen?.[1] ?? "0", 10), shown: img.getBoundingClientRect().width }
    })
    expect(size.file).toBeGreaterThanOrEqual(1000)
    expect(size.shown).toBeGreaterThanOrEqual(1000)
    expect(largeRequested.length).toBeGreaterThan(0)
  })
})

test.describe("gallery without JavaScript", () => {
  test("links each thumbnail to its large image", async ({ openPage }) => {
    const result = await openPage({ width: 1280, height: 900 }, { javaScriptEnabled: false })
    await result.page.goto(siteUrl("/gallery"))
    const links = photoItems(result.page).getByRole("link")
    expect(await links.count()).toBe(total)
    // Every tile's picture is there (from its <noscript>), its placeholder hidden.
    expect(await links.locator("picture img").count()).toBe(total)
    expect(await links.locator('[role="img"]:visible').count()).toBe(0)
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))
    expect(hrefs.every((href) => /^\/static\/.+\.webp$/.test(href))).toBe(true)
    const response = await result.page.request.get(siteUrl(hrefs[0]))
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("image/webp")
  })
})
