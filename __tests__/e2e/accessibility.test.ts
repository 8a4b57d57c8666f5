import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { animationsDone, DESKTOP, expect, PHONE, siteUrl, test, visit } from "./support/browser"
import { sitemapPaths } from "./support/routes"

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

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

/** axe's WCAG 2.1 A/AA violations, as "rule: target" lines (empty when there are none). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} (${node.failureSummary ?? ""})`),
  )
}

const PATHS = [...sitemapPaths(), "/404"]

for (const [label, viewport] of [
  ["375 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(`axe at ${label}`, () => {
    for (const path of PATHS)
      test(`finds no WCAG 2.1 AA violation on ${path}`, async ({ openPage }) => {
        const page = (await openPage(viewport)).page
        if (path === "/404") await page.goto(siteUrl("/404"))
        else await visit(page, path)
        await revealEverything(page)
        expect(await violations(page)).toEqual([])
      })
  })
}

test.describe("axe in interactive states", () => {
  test("finds no violation with the mobile menu open", async ({ openPage }) => {
    const page = (await openPage(PHONE)).page
    await visit(page, "/")
    await page.getByRole("button", { name: "Open menu" }).click()
    expect(await violations(page)).toEqual([])
  })

  test("finds no violation with the gallery viewer open", async ({ openPage }) => {
    const page = (await openPage(DESKTOP)).page
    await visit(page, "/gallery")
    await page.getByRole("main").getByRole("listitem").first().getByRole("button").click()
    await page.getByRole("dialog").waitFor()
    await animationsDone(page)
    expect(await violations(page)).toEqual([])
  })

  test("finds no violation with a notification shown", async ({ openPage }) => {
    const page = (await openPage(DESKTOP)).page
    await visit(page, "/contact")
    await page.getByLabel(/^Name/).fill("Pat")
    await page.getByLabel(/^Email/).fill("pat@example.org")
    await page.getByLabel(/^Message/).fill("Hello there")
    await page.getByRole("button", { name: "Send Message" }).click()
    await page.locator('li[data-state="open"]').waitFor()
    await animationsDone(page)
    expect(await violations(page)).toEqual([])
  })
})

test.describe("keyboard", () => {
  test("offers a skip link first, which moves focus to the main content", async ({ openPage }) => {
    const page = (await openPage(DESKTOP)).page
    await visit(page, "/services")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true)
    expect(await skip.isVisible()).toBe(true)
    await page.keyboard.press("Enter")
    await page.waitForFunction(() => document.activeElement?.id === "main-content")
  })

  test("shows where focus is", async ({ openPage }) => {
    const page = (await openPage(DESKTOP)).page
    await visit(page, "/")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element)
      return `${style.outlineStyle} ${style.outlineWidth}`
    })
    expect(outline).toBe("solid 3px")
  })
})
