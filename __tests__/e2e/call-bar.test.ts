import type { Locator, Page } from "@playwright/test"
import { PAGE_ACTIONS_ATTRIBUTE } from "../../src/components/layout/page-actions"
import { STEPPED_ASIDE_ATTRIBUTE } from "../../src/components/layout/watch-page-actions"
import { CALL_BAR_LABEL } from "../../src/lib/call-bar"
import { CONTACT_FORM_PATH } from "../../src/lib/contact-page-link"
import { CONTACT_PATH, servicePagePath } from "../../src/lib/paths"
import { violations } from "./support/axe"
import { animationsDone, expect, sendContactForm, test, visit } from "./support/browser"
import { services, smsLink, telLink } from "./support/content"
import { ROUTES } from "./support/routes"

/**
 * docs/requirements.md, The pages: below the large breakpoint a bar at the bottom of the screen
 * holds Call, Text and Free Estimate, steps aside while the page's own ways to ask are on screen and
 * while the viewer, the menu or a field has the visitor's attention, and never covers the page.
 */
const PHONE_SCREEN = { width: 390, height: 844 }

const bar = (page: Page) => page.getByRole("complementary", { name: CALL_BAR_LABEL })
/** The bar's links whether it is shown or stepped aside: on a page whose first screen holds its own
 * ways to ask, the bar steps aside once the page is idle, maybe before the first look. */
const barLinks = (page: Page) => {
  const links = page
    .getByRole("complementary", { name: CALL_BAR_LABEL, includeHidden: true })
    .getByRole("link", { includeHidden: true })
  return {
    call: links.filter({ hasText: "Call" }),
    text: links.filter({ hasText: "Text" }),
    estimate: links.filter({ hasText: "Free Estimate" }),
  }
}

/** Whether any of the page's own rows of ways to ask (page-actions.ts) has a pixel on screen. */
const pageActionsOnScreen = (page: Page) =>
  page.evaluate(
    (attribute) =>
      [...document.querySelectorAll(`main [${attribute}]`)].some((row) => {
        const box = row.getBoundingClientRect()
        return box.bottom > 0 && box.top < innerHeight && box.width > 0
      }),
    PAGE_ACTIONS_ATTRIBUTE,
  )

/** The bar's mark, whether it is shown or not (a role's locator finds only what is shown). */
const barMark = (page: Page) =>
  page
    .locator(`aside[aria-label="${CALL_BAR_LABEL}"]`)
    .evaluate((aside, mark) => aside.getAttribute(mark), STEPPED_ASIDE_ATTRIBUTE)

/** Once the bar has answered the last scroll (the watch's mark, then its slide). */
async function barSettled(page: Page): Promise<void> {
  await expect.poll(async () => (await barMark(page)) === String(await pageActionsOnScreen(page))).toBe(true)
  await animationsDone(page)
}

/** The link is shown whole in the lower half of the screen, and a tap at its centre reaches it. */
async function inReachAndUncovered(link: Locator, where: string): Promise<void> {
  await expect(link, where).toBeVisible()
  const box = (await link.boundingBox())!
  expect(box.y, `${where}: in the lower part of the screen`).toBeGreaterThan(PHONE_SCREEN.height / 2)
  expect(box.y + box.height, `${where}: on screen`).toBeLessThanOrEqual(PHONE_SCREEN.height)
  const reached = await link.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && element.contains(top)
  })
  expect(reached, `${where}: nothing covers it`).toBe(true)
}

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForFunction(
    (top) => Math.abs(window.scrollY - Math.min(top, document.documentElement.scrollHeight - innerHeight)) < 1,
    y,
  )
}

test.describe("the call bar on a phone", () => {
  for (const path of [...ROUTES.map((route) => route.path), servicePagePath(services[0].slug)]) {
    test(`${path}: Call, Text and Free Estimate in reach wherever the page's own are off screen, and the last line uncovered`, async ({
      openPage,
    }) => {
      const { page } = await openPage(PHONE_SCREEN)
      await visit(page, path)
      const { call, text, estimate } = barLinks(page)
      await barSettled(page)
      await expect(call).toHaveAttribute("href", telLink)
      await expect(text).toHaveAttribute("href", smsLink)
      await expect(estimate).toHaveAttribute("href", CONTACT_FORM_PATH)

      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      let barShown = 0
      for (let y = 0; y < height; y += PHONE_SCREEN.height / 2) {
        await scrollTo(page, y)
        await barSettled(page)
        const where = `${path} scrolled to ${Math.round(await page.evaluate(() => window.scrollY))}`
        if (await pageActionsOnScreen(page)) {
          await expect(bar(page), `${where}: the page's own ways to ask are on screen`).toBeHidden()
        } else {
          for (const link of [call, text, estimate]) await inReachAndUncovered(link, where)
          barShown += 1
        }
      }
      expect(barShown, "the bar shows somewhere on the page").toBeGreaterThan(0)

      // At the bottom, the page's last line stands above the bar.
      await scrollTo(page, height)
      await barSettled(page)
      const lastLine = await page.getByRole("contentinfo").evaluate((footer) => {
        const texts = [...footer.querySelectorAll("p, li, a, span")].map((element) => element.getBoundingClientRect())
        return Math.max(...texts.map((box) => box.bottom))
      })
      const barTop = await bar(page).evaluate((aside) => innerHeight - aside.getBoundingClientRect().height)
      expect(lastLine, "the footer's last line ends above the bar").toBeLessThanOrEqual(barTop)
    })
  }

  test("steps aside while the menu is open, while a field has focus and while the viewer is open; axe finds nothing with it", async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE_SCREEN)
    // A page whose first screen holds none of its own ways to ask (About's photo band has them).
    await visit(page, "/testimonials")
    await barSettled(page)
    await expect(bar(page)).toBeVisible()
    expect(await violations(page)).toEqual([])

    await page.getByRole("button", { name: "Open menu" }).click()
    await expect(bar(page)).toBeHidden()
    await page.getByRole("button", { name: "Close menu" }).click()
    await expect(bar(page)).toBeVisible()

    await visit(page, CONTACT_PATH)
    await scrollTo(
      page,
      await page.getByLabel(/^Name/).evaluate((field) => field.getBoundingClientRect().top + window.scrollY - 200),
    )
    await barSettled(page)
    await expect(bar(page)).toBeVisible()
    await page.getByLabel(/^Name/).focus()
    await expect(bar(page)).toBeHidden()
    await page.getByLabel(/^Name/).blur()
    await expect(bar(page)).toBeVisible()

    await visit(page, "/gallery")
    await expect(bar(page)).toBeVisible()
    await page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("img") })
      .getByRole("link")
      .first()
      .click()
    const viewer = page.getByRole("dialog")
    await viewer.waitFor()
    await expect(bar(page)).toBeHidden()
    await viewer.getByRole("button", { name: "Close" }).click()
    await viewer.waitFor({ state: "detached" })
    await expect(bar(page)).toBeVisible()
  })

  test("a notification rises above it", async ({ openPage }) => {
    const { page } = await openPage(PHONE_SCREEN)
    await visit(page, CONTACT_PATH)
    await sendContactForm(page)
    const notification = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .first()
    await expect(notification).toBeVisible()
    const bottom = await notification.evaluate((item) => item.getBoundingClientRect().bottom)
    const barHeight = await bar(page).evaluate((aside) => aside.getBoundingClientRect().height)
    expect(bottom).toBeLessThanOrEqual(PHONE_SCREEN.height - barHeight)
  })

  test("is there without JavaScript, even beside the page's own ways to ask", async ({ openPage }) => {
    const { page } = await openPage(PHONE_SCREEN, { javaScriptEnabled: false })
    await page.goto("/")
    for (const link of Object.values(barLinks(page))) await inReachAndUncovered(link, "/ without JavaScript")
  })

  test("is not on a desktop, whose header holds the call and the estimate", async ({ openPage }) => {
    const { page } = await openPage({ width: 1366, height: 900 })
    await visit(page, "/about")
    await expect(bar(page)).toBeHidden()
  })
})
