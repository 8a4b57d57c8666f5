// Each page's own axe checks, at 375 and 1280 px, are in every-page.test.ts.
import { animationsDone, DESKTOP, expect, PHONE, sendContactForm, test, visit } from "./support/browser"
import { violations } from "./support/axe"

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
    await page.getByRole("main").getByRole("listitem").first().getByRole("link").click()
    await page.getByRole("dialog").waitFor()
    await animationsDone(page)
    expect(await violations(page)).toEqual([])
  })

  test("finds no violation with a notification shown", async ({ openPage }) => {
    const page = (await openPage(DESKTOP)).page
    await visit(page, "/contact")
    await sendContactForm(page)
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
