import { readFileSync } from "node:fs"
import path from "node:path"
import { PLACEHOLDER_LEVELS } from "../../src/lib/placeholder-colour"
import { DESKTOP, expect, PHONE, pageSettled, sendContactForm, siteUrl, test, visit } from "./support/browser"
import { recordViolations, violations } from "./support/policy"
import { PUBLIC } from "./support/public-files"
import { everyPage, firstOfEachKind } from "./support/routes"

/**
 * Each page's security policy, as the site serves it, enforced by Chromium: no page, and nothing a
 * visitor does on one, breaks it (a refused inline style, script, image or prefetch), and what it
 * refuses the site does without (the photos' placeholder colours, the viewer's scroll lock).
 */

/** The largest difference on a channel between a computed colour ("rgb(r, g, b)") and "#rrggbb". */
function channelDistance(computed: string, colour: string): number {
  const shown = (computed.match(/\d+/g) ?? []).slice(0, 3).map(Number)
  const wanted = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16))
  return shown.length === 3 ? Math.max(...wanted.map((value, index) => Math.abs(value - shown[index]))) : Infinity
}

/** The most a placeholder's colour is off its photo's, by placeholder-colour.ts: half the levels' step. */
const NEAREST = (PLACEHOLDER_LEVELS[1] - PLACEHOLDER_LEVELS[0]) / 2

test.describe("the pages' security policy, enforced", () => {
  test("no page of any kind breaks it as it loads", async ({ openPage }) => {
    const { page } = await openPage(DESKTOP)
    await recordViolations(page)
    for (const address of firstOfEachKind(everyPage())) {
      await visit(page, address)
      await pageSettled(page)
      expect({ address, violations: await violations(page) }).toEqual({ address, violations: [] })
    }
  })

  test("a mistyped address gets the not-found page under a policy of its own, which nothing on it breaks", async ({
    openPage,
  }) => {
    const { page } = await openPage(DESKTOP)
    await recordViolations(page)
    // Served as the host serves it: 404.html, with only the every-address rule's headers.
    const response = await page.goto(siteUrl("/no-such-page"))
    expect(response?.status()).toBe(404)
    expect(response?.headers()["content-security-policy"]).toBeUndefined()
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Page not found")
    await pageSettled(page)
    expect(await violations(page)).toEqual([])
    // Enforced: a script the page did not bring is refused.
    const ran = await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "document.body.dataset.injected = 'ran'"
      document.head.append(script)
      return document.body.dataset.injected === "ran"
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem: inline/)])
  })

  test("nothing a visitor does breaks it: the menu, the gallery scrolled and its viewer, the form sent", async ({ openPage }) => {
    const { page } = await openPage(PHONE)
    await recordViolations(page)
    await visit(page, "/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click()
    await page.waitForURL(siteUrl("/gallery"))
    await pageSettled(page)
    // Down to the last tile: the tiles near it, colours until then, give way to their pictures.
    // (The gallery's page links are list items too: the grid's have a picture or its placeholder.)
    const tiles = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("img") })
    await tiles.last().scrollIntoViewIfNeeded()
    await tiles.last().locator("img").waitFor()
    await tiles.first().scrollIntoViewIfNeeded()
    await tiles.first().getByRole("link").click()
    const viewer = page.getByRole("dialog")
    await viewer.waitFor()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Escape")
    await viewer.waitFor({ state: "detached" })
    // Each document keeps its own: the gallery's before the next page loads.
    expect(await violations(page)).toEqual([])
    await visit(page, "/contact")
    await sendContactForm(page)
    expect(await violations(page)).toEqual([])
  })

  test("shows each photo's placeholder in a colour near the photo's own, from the site's CSS", async ({ openPage }) => {
    const { page } = await openPage(DESKTOP)
    await visit(page, "/gallery")
    const data = JSON.parse(readFileSync(path.join(PUBLIC, "page-data", "gallery", "page-data.json"), "utf8")) as {
      result: { data: { allGalleryPhoto: { nodes: Array<{ alt: string; tiles: { backgroundColor: string } }> } } }
    }
    const colourOf = new Map(data.result.data.allGalleryPhoto.nodes.map((node) => [node.alt, node.tiles.backgroundColor]))
    // The tiles still waiting to come near, and the pictures shown: each with its computed colour.
    const shown = await page
      .getByRole("main")
      .locator("span[role=img], img")
      .evaluateAll((elements) =>
        elements.map((element) => ({
          alt: element.getAttribute("aria-label") ?? element.getAttribute("alt") ?? "",
          colour: getComputedStyle(element).backgroundColor,
          styled: element.hasAttribute("style"),
        })),
      )
    const photos = shown.filter((element) => colourOf.has(element.alt))
    expect(photos.length).toBe(colourOf.size)
    expect(photos.some((photo) => photo.styled)).toBe(false)
    for (const { alt, colour } of photos)
      expect({ alt, within: channelDistance(colour, colourOf.get(alt) ?? "") <= NEAREST }).toEqual({ alt, within: true })
  })

  test("opening the viewer still stops the page behind from scrolling, and nothing shifts", async ({ openPage }) => {
    const { page } = await openPage(DESKTOP)
    await visit(page, "/gallery")
    // By tag: while the viewer is open, the page behind it is hidden from the accessibility tree.
    const header = page.locator("header").first()
    const scrollY = () => page.evaluate(() => window.scrollY)
    const before = { scrollY: await scrollY(), header: await header.boundingBox() }
    await page.getByRole("main").getByRole("listitem").first().getByRole("link").click()
    await page.getByRole("dialog").waitFor()
    await page.mouse.wheel(0, 800)
    await page.keyboard.press("PageDown")
    await pageSettled(page)
    expect({ scrollY: await scrollY(), header: await header.boundingBox() }).toEqual(before)
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.mouse.wheel(0, 300)
    await page.waitForFunction((y) => window.scrollY > y, before.scrollY)
  })
})
