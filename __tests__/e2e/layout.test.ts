import type { Page } from "@playwright/test"
import { DESKTOP, expect, PHONE, siteUrl, test, visit, nextFrames, pageSettled, waitForHydration } from "./support/browser"
import { business, displayedPhone, telLink } from "./support/content"
import { ROUTES } from "./support/routes"
import { CONTACT_PATH } from "../../src/lib/paths"

const headerStyle = (page: Page) =>
  page.getByRole("banner").evaluate((header) => {
    const style = getComputedStyle(header)
    return { background: style.backgroundColor, shadow: style.boxShadow }
  })

async function scrollWindow(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y)
}

// Every page's h1, layout and header highlight are checked in every-page.test.ts.
test.describe("routes", () => {
  test("answers an unknown address with the 404 page, which links home", async ({ openPage }) => {
    const page = (await openPage()).page
    const response = await page.goto(siteUrl("/no-such-page"))
    expect(response?.status()).toBe(404)
    await expect(page.locator("h1").textContent()).resolves.toBe("Page not found")
    await expect(
      page.getByRole("main").getByRole("link", { name: "Go back to the home page" }).getAttribute("href"),
    ).resolves.toBe("/")
  })
})

test.describe("header", () => {
  test("links the six routes of docs/requirements.md in order", async ({ page }) => {
    await visit(page, "/")
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link")
    await expect(links).toHaveText(["Home", "About Us", "Our Services", "Gallery", "Testimonials", "Contact"])
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(
      ROUTES.map(({ path }) => path),
    )
  })

  test("holds the phone number in digits as a call link and Free Estimate on a desktop, on every route", async ({ openPage }) => {
    const page = (await openPage({ width: 1366, height: 900 })).page
    for (const { path } of ROUTES) {
      await visit(page, path)
      const header = page.getByRole("banner")
      const call = header.getByRole("link", { name: `Call ${business.phone}` })
      await expect(call).toBeVisible()
      await expect(call).toHaveText(displayedPhone)
      await expect(call).toHaveAttribute("href", telLink)
      const estimate = header.getByRole("link", { name: "Free Estimate", exact: true })
      await expect(estimate).toBeVisible()
      await expect(estimate).toHaveAttribute("href", CONTACT_PATH)
      // Both outside the six links' navigation, on the header's one line.
      await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(ROUTES.length)
      const tops = await Promise.all(
        [call, estimate, header.getByRole("link", { name: "Home" })].map(async (link) => (await link.boundingBox())?.y),
      )
      expect(Math.max(...tops.map(Number)) - Math.min(...tops.map(Number)), `${path}: one line`).toBeLessThan(30)
    }
  })

  test("is transparent up to 50 px of scrolling and white with a shadow past it", async ({ openPage }) => {
    const page = (await openPage({ width: 1280, height: 500 })).page
    await visit(page, "/")
    expect(await headerStyle(page)).toEqual({ background: "rgba(0, 0, 0, 0)", shadow: "none" })

    await scrollWindow(page, 50)
    await nextFrames(page)
    expect(await headerStyle(page)).toEqual({ background: "rgba(0, 0, 0, 0)", shadow: "none" })

    await scrollWindow(page, 51)
    await page.waitForFunction(() => getComputedStyle(document.querySelector("header")!).backgroundColor === "rgb(255, 255, 255)")
    expect((await headerStyle(page)).shadow).not.toBe("none")

    await scrollWindow(page, 0)
    await page.waitForFunction(() => getComputedStyle(document.querySelector("header")!).boxShadow === "none")
    expect((await headerStyle(page)).background).toBe("rgba(0, 0, 0, 0)")
  })
})

test.describe("mobile menu at 375 px", () => {
  test("hides the links behind a button that toggles them, and closes after a link is tapped", async ({ openPage }) => {
    const page = (await openPage(PHONE)).page
    await visit(page, "/")
    const button = page.getByRole("button", { name: "Open menu" })
    const galleryLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" })
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(galleryLink.isVisible()).resolves.toBe(false)

    const call = page.getByRole("banner").getByRole("link", { name: `Call ${business.phone}` })
    const estimate = page.getByRole("banner").getByRole("link", { name: "Free Estimate", exact: true })
    await expect(call).toBeHidden()
    await expect(estimate).toBeHidden()

    await button.click()
    await expect(page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).resolves.toBe("true")
    await expect(galleryLink.isVisible()).resolves.toBe(true)
    // The open menu holds the call and the estimate too, under the six links.
    await expect(call).toBeVisible()
    await expect(estimate).toBeVisible()
    expect((await call.boundingBox())!.y).toBeGreaterThan((await galleryLink.boundingBox())!.y)

    await galleryLink.click()
    await page.waitForURL(siteUrl("/gallery"))
    await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(galleryLink.isVisible()).resolves.toBe(false)
  })

  test("is not needed at 1280 px, where the links show in the bar", async ({ openPage }) => {
    const page = (await openPage(DESKTOP)).page
    await visit(page, "/")
    await expect(page.getByRole("button", { name: "Open menu" }).isVisible()).resolves.toBe(false)
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).isVisible()).resolves.toBe(
      true,
    )
  })
})

test.describe("navigating", () => {
  test("follows the links of the header, of a page's text and of the footer inside the page: nothing reloads", async ({
    openPage,
  }) => {
    const page = (await openPage({ width: 1280, height: 800 })).page
    await visit(page, "/")
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }))
    const steps = [
      { link: page.getByRole("main").getByRole("link", { name: "Learn more about us" }), to: "/about" },
      { link: page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }), to: "/services" },
      { link: page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }), to: "/contact" },
    ]
    for (const { link, to } of steps) {
      await link.click()
      await page.waitForURL(siteUrl(to))
      await page.waitForFunction((path) => document.querySelector(`main [data-page="${path}"]`) !== null, to)
    }
    expect(await page.evaluate(() => "loadedOnce" in window)).toBe(true)
  })

  test("fetches the pages that the links on screen lead to before they are followed", async ({ openPage }) => {
    const page = (await openPage({ width: 1280, height: 800 })).page
    // The home page's first screen links to the contact page (its headline's "Get a Free Estimate").
    const contactData = page.waitForRequest((request) => new URL(request.url()).pathname === "/page-data/contact/page-data.json")
    await visit(page, "/")
    await contactData
  })

  test("leaves the window at the top of the new page after leaving from the bottom of another", async ({ openPage }) => {
    const page = (await openPage({ width: 1280, height: 400 })).page
    await visit(page, "/about")
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    expect(bottom).toBeGreaterThan(100)
    await scrollWindow(page, bottom)

    await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click()
    await page.waitForURL(siteUrl("/services"))
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Our Services")
    await pageSettled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("removes the old page before the new one appears, each fading for 0.5 s", async ({ openPage }) => {
    const page = (await openPage()).page
    await visit(page, "/about")
    await recordPageFrames(page)
    const started = Date.now()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testimonials" }).click()
    await page.waitForFunction(() => {
      const current = document.querySelector<HTMLElement>('main [data-page="/testimonials"]')
      return current !== null && getComputedStyle(current).opacity === "1"
    })
    const elapsed = Date.now() - started
    const frames = await readFrames(page)

    expect(frames.every((pages) => pages.length <= 1)).toBe(true)
    const firstNew = frames.findIndex((pages) => pages[0]?.page === "/testimonials")
    expect(firstNew).toBeGreaterThan(0)
    const oldFrames = frames.slice(0, firstNew).flat()
    const newFrames = frames.slice(firstNew).flat()
    // The old page faded out while moving up; the new one came in from below while fading in.
    expect(Math.min(...oldFrames.map((frame) => frame.opacity))).toBeLessThan(0.2)
    expect(Math.min(...oldFrames.map((frame) => frame.y))).toBeLessThan(-10)
    expect(newFrames[0].opacity).toBeLessThan(0.2)
    expect(Math.max(...newFrames.map((frame) => frame.y))).toBeGreaterThan(10)
    // Two halves of 0.5 s, one after the other.
    expect(elapsed).toBeGreaterThanOrEqual(900)
  })

  test("moves the first page out and the next in even when the link is followed before the animation code has arrived", async ({
    openPage,
  }) => {
    const page = (await openPage()).page
    // The animation code is fetched after the page has loaded (or when a link is pointed at): held back here.
    let release: () => void = () => undefined
    const requested = new Promise<void>((resolve) => {
      void page.route("**/page-motion-*.js", async (route) => {
        resolve()
        await new Promise<void>((go) => (release = go))
        await route.continue()
      })
    })
    await page.goto(siteUrl("/about"))
    await waitForHydration(page)
    await recordPageFrames(page)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testimonials" }).click()
    await requested
    await page.waitForURL(siteUrl("/testimonials"))
    await expect(page.locator("main [data-page]").getAttribute("data-page")).resolves.toBe("/about")

    release()
    await page.waitForFunction(() => {
      const current = document.querySelector<HTMLElement>('main [data-page="/testimonials"]')
      return current !== null && getComputedStyle(current).opacity === "1"
    })
    const frames = await readFrames(page)
    const firstNew = frames.findIndex((pages) => pages[0]?.page === "/testimonials")
    expect(
      Math.min(
        ...frames
          .slice(0, firstNew)
          .flat()
          .map((frame) => frame.opacity),
      ),
    ).toBeLessThan(0.2)
    expect(frames[firstNew][0].opacity).toBeLessThan(0.2)
    expect(
      Math.max(
        ...frames
          .slice(firstNew)
          .flat()
          .map((frame) => frame.y),
      ),
    ).toBeGreaterThan(10)
  })

  test("swaps the pages without movement when the animation code cannot be fetched", async ({ openPage }) => {
    const page = (await openPage()).page
    await page.route("**/page-motion-*.js", (route) => route.abort())
    await page.goto(siteUrl("/about"))
    await waitForHydration(page)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click()
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Project Gallery")
    await pageSettled(page)
  })

  test("moves nothing under prefers-reduced-motion, but still swaps the pages", async ({ openPage }) => {
    const { page } = await openPage(DESKTOP, { reducedMotion: "reduce" })
    await visit(page, "/about")
    await recordPageFrames(page)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click()
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Project Gallery")
    await pageSettled(page)
    await expect.poll(async () => (await readFrames(page)).length).toBeGreaterThan(5)
    const frames = (await readFrames(page)).flat()
    expect(frames.length).toBeGreaterThan(5)
    expect(frames.map((frame) => frame.y).filter((y) => y !== 0)).toEqual([])
  })
})

test.describe("sections", () => {
  /** The first block that waits below the screen for its fade-in. */
  const waiting = (page: Page) => page.locator('[data-reveal="waiting"]').first()

  test("below the screen fade in over 0.6 s as they scroll into view, from a little below", async ({ openPage }) => {
    const { page } = await openPage(PHONE)
    await visit(page, "/")
    const section = waiting(page)
    expect(
      await section.evaluate((element) => {
        const style = getComputedStyle(element)
        return { opacity: style.opacity, below: new DOMMatrix(style.transform).m42 > 0 }
      }),
    ).toEqual({ opacity: "0", below: true })
    const handle = await section.elementHandle()
    await section.scrollIntoViewIfNeeded()
    const fades = await page.waitForFunction((element) => {
      const running = element?.getAnimations() ?? []
      return running.length > 0 && running.map((animation) => animation.effect?.getTiming().duration)
    }, handle)
    expect(await fades.jsonValue()).toEqual([600, 600])
    await expect.poll(() => handle?.evaluate((element) => getComputedStyle(element).opacity)).toBe("1")
  })

  test("are all there at once under prefers-reduced-motion", async ({ openPage }) => {
    const { page } = await openPage(PHONE, { reducedMotion: "reduce" })
    await visit(page, "/")
    await expect(waiting(page)).toHaveCount(0)
  })
})

interface PageFrame {
  page: string
  opacity: number
  y: number
}

/** Records, on every animation frame, which pages are in <main>, their opacity and vertical offset. */
async function recordPageFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: PageFrame[][] = []
    Object.assign(window, { __pageFrames: frames })
    const record = () => {
      frames.push(
        Array.from(document.querySelectorAll<HTMLElement>("main [data-page]")).map((element) => {
          const style = getComputedStyle(element)
          return {
            page: element.dataset.page ?? "",
            opacity: Number(style.opacity),
            y: new DOMMatrixReadOnly(style.transform === "none" ? undefined : style.transform).m42,
          }
        }),
      )
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

function readFrames(page: Page): Promise<PageFrame[][]> {
  return page.evaluate(() => (window as unknown as { __pageFrames: PageFrame[][] }).__pageFrames)
}
