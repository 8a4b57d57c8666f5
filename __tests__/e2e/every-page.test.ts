import type { Page } from "@playwright/test"
import { animationsDone, expect, nextFrames, PHONE, test, visit } from "./support/browser"
import { violations } from "./support/axe"
import { everyPage, firstOfEachKind, ROUTES } from "./support/routes"

/**
 * Every page of the sitemap, the 404 page and the form's thank-you page, loaded once: one h1
 * inside the layout, axe and no horizontal scrolling at 375 px, the header's highlight on the six
 * routes, and a console free of errors, warnings, uncaught exceptions and security-policy
 * violations (which Chromium reports as console errors) from the load to the last check. The first
 * page of each kind (each template: the six routes, the 404 and thank-you pages, the first service
 * page, gallery page, photo page, project page ...) is also checked at the other widths: axe at
 * 1280 px, no horizontal scrolling at 320, 768 and 1280 px; the pages of one kind share their
 * layout, and tests of their own (service-photos, catalogue, project-pages) check the parts that
 * grow with the content at 320 px. The interactive states (menu, viewer, notification,
 * navigating) have their own tests.
 */

const HEIGHT = 800

// One test per page, spread over every worker.
test.describe.configure({ mode: "parallel" })

/** Scrolls through the page so every section has appeared, then back to the top. */
async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise(requestAnimationFrame)
    }
    window.scrollTo(0, 0)
  })
  await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0)
  await animationsDone(page)
}

/** Lays the page out at another width and waits until it has drawn and finished any transition. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT })
  await nextFrames(page)
  await animationsDone(page)
}

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The header link marked as the current page, and whether its colour differs from the other links'. */
const headerHighlight = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).evaluate((nav) => {
    const current = Array.from(nav.querySelectorAll('[aria-current="page"]'))
    const other = nav.querySelector("a:not([aria-current])")
    return {
      current: current.map((link) => link.textContent),
      distinct: current.length === 1 && other !== null && getComputedStyle(current[0]).color !== getComputedStyle(other).color,
    }
  })

const pages = everyPage()
// The six routes first: each is its kind's page at every width, where the header shows its highlight.
const everyWidth = firstOfEachKind([...ROUTES.map((route) => route.path), ...pages])

for (const path of pages)
  test(`${path}: axe, no horizontal scrolling, one h1 in the layout and a clean console, ${everyWidth.has(path) ? "from 320 to 1280 px (the first of its kind)" : "at 375 px"}`, async ({
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: PHONE.width, height: HEIGHT })
    await visit(page, path)

    expect(await page.locator("h1").count(), `one h1 on ${path}`).toBe(1)
    expect(await page.getByRole("banner").count()).toBe(1)
    expect(await page.getByRole("contentinfo").count()).toBe(1)

    await revealEverything(page)
    expect.soft(await violations(page), `axe on ${path} at 375 px`).toEqual([])
    expect.soft(await overflowOf(page), `horizontal overflow of ${path} at 375 px`).toBe(0)

    if (everyWidth.has(path)) {
      for (const width of [320, 768]) {
        await resize(page, width)
        expect.soft(await overflowOf(page), `horizontal overflow of ${path} at ${width} px`).toBe(0)
      }
      await resize(page, 1280)
      expect.soft(await violations(page), `axe on ${path} at 1280 px`).toEqual([])
      expect.soft(await overflowOf(page), `horizontal overflow of ${path} at 1280 px`).toBe(0)
    }

    const route = ROUTES.find((candidate) => candidate.path === path)
    if (route) expect(await headerHighlight(page), `the header on ${path}`).toEqual({ current: [route.navLabel], distinct: true })

    expect(problems, `the console of ${path}`).toEqual([])
  })
