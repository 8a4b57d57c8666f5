import type { Browser, Page } from "@playwright/test"
import { expect, siteUrl, test, waitForHydration } from "./support/browser"
import { galleryPhotos } from "./support/content"
import { asPhone, PHONES } from "../../benchmark/measure-pages"

/**
 * What a phone fetches of the gallery: only the tiles of its first screen and the next before the
 * visitor scrolls, the first with high priority; files no denser than 2x, also on a DPR 3 screen;
 * and, while scrolling, each tile's colour in its place until its file arrives, so nothing moves.
 */
// The benchmark's two phones: a 412x823 Android phone at DPR 1.75 and a 390x844 iPhone at DPR 3.
const total = Math.min(galleryPhotos.length, 24)

async function phonePage(browser: Browser, phone: (typeof PHONES)[number]) {
  const context = await browser.newContext(asPhone(phone))
  const page = await context.newPage()
  const images: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname)
  })
  return { context, page, images }
}

/** Each tile: where it starts (page coordinates), its CSS width, and the file its <img> shows, if it has one. */
const tiles = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("img") })
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => {
        const img = link.querySelector("img")
        const box = link.getBoundingClientRect()
        const candidates = [...link.querySelectorAll("source")].flatMap((source) =>
          (source.getAttribute("srcset") ?? "").split(",").map((candidate) => {
            const [url, width] = candidate.trim().split(" ")
            return { path: new URL(url, location.href).pathname, width: parseInt(width, 10) }
          }),
        )
        const file = img && img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null
        return {
          top: box.top + window.scrollY,
          width: box.width,
          file,
          // The chosen file's own width, from its srcset entry (naturalWidth is in CSS pixels).
          fileWidth: candidates.find((candidate) => candidate.path === file)?.width ?? 0,
          widths: [...new Set(candidates.map((candidate) => candidate.width))].sort((a, b) => a - b),
          loading: img?.getAttribute("loading") ?? null,
          priority: img?.getAttribute("fetchpriority") ?? null,
        }
      }),
    )

for (const phone of PHONES) {
  test(`${phone.name}: fetches only the tiles of its first screen and the next, each at most 2x, the first with high priority`, async ({
    browser,
  }) => {
    test.skip(total < 2, "needs photos in content/gallery/")
    const { context, page, images } = await phonePage(browser, phone)
    await page.goto(siteUrl("/gallery"), { waitUntil: "networkidle" })
    await waitForHydration(page)
    await page.waitForLoadState("networkidle")
    const shown = await tiles(page)
    const screen = phone.viewport.height
    const near = shown.filter((tile) => tile.top < 2 * screen)
    const far = shown.filter((tile) => tile.top >= 2 * screen)
    expect(near.length).toBeGreaterThan(0)
    // Every near tile shows its file; no far tile has one, nor was any other image fetched.
    expect(near.every((tile) => tile.file !== null)).toBe(true)
    expect(far.every((tile) => tile.file === null)).toBe(true)
    expect(images.sort()).toEqual(near.map((tile) => tile.file).sort())
    expect([shown[0].loading, shown[0].priority]).toEqual(["eager", "high"])
    // The file is the narrowest at least as wide as the tile at min(DPR, 2) (or the widest there is).
    const density = Math.min(phone.deviceScaleFactor, 2)
    for (const tile of near) {
      const needed = tile.width * density
      const expected = tile.widths.find((width) => width >= needed) ?? Math.max(...tile.widths)
      expect(tile.fileWidth).toBe(expected)
    }
    await context.close()
  })
}

test("while a phone scrolls, each tile shows its colour in the photo's place until its file arrives, and nothing moves", async ({
  browser,
}) => {
  test.skip(total < 8, "needs at least 8 photos in content/gallery/")
  const { context, page, images } = await phonePage(browser, PHONES[0])
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value)
    }).observe({ type: "layout-shift", buffered: true })
  })
  await page.goto(siteUrl("/gallery"), { waitUntil: "networkidle" })
  await waitForHydration(page)
  const fetchedBefore = images.length
  // Only what moves from here on: the tiles' arrival, not the page's own loading.
  await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.splice(0))
  const last = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("img") })
    .getByRole("link")
    .nth(total - 1)
  const placeholder = last.getByRole("img")
  const before = await placeholder.evaluate((element) => ({
    tag: element.tagName,
    colour: getComputedStyle(element).backgroundColor,
    box: element.getBoundingClientRect().height,
  }))
  expect(before.tag).toBe("SPAN")
  expect(before.colour).not.toBe("rgba(0, 0, 0, 0)")
  // A fast scroll straight to the last tile: every tile on screen has its colour or its photo at once.
  await last.evaluate((element) => element.scrollIntoView({ block: "end" }))
  const onScreen = await page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("img") })
    .getByRole("link")
    .evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect()
          return box.bottom > 0 && box.top < window.innerHeight
        })
        .map((link) => {
          const shown = link.querySelector("img, [role='img']")
          return shown ? getComputedStyle(shown).backgroundColor : "none"
        }),
    )
  expect(onScreen.length).toBeGreaterThan(0)
  expect(onScreen.every((colour) => colour !== "none" && colour !== "rgba(0, 0, 0, 0)")).toBe(true)
  await expect(last.locator("img")).toHaveJSProperty("complete", true)
  await expect.poll(() => last.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await last.locator("img").evaluate((img) => img.getBoundingClientRect().height)).toBeCloseTo(before.box, 0)
  expect(images.length).toBeGreaterThan(fetchedBefore)
  expect(
    await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0)),
  ).toBe(0)
  await context.close()
})
