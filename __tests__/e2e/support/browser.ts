import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test"

export { expect }
export { siteUrl } from "./server"

export const PHONE = { width: 375, height: 812 } as const
export const DESKTOP = { width: 1280, height: 900 } as const

export interface OpenedPage {
  context: BrowserContext
  page: Page
  /** Console errors and warnings, and uncaught exceptions, seen so far. */
  problems: string[]
}

type Viewport = { width: number; height: number }
type PageOptions = { javaScriptEnabled?: boolean; reducedMotion?: "reduce" | "no-preference" }

/** Records what a visitor's console would show as wrong. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`))
  return problems
}

/**
 * The tests' fixture beside Playwright's own `page`: `openPage`, for a test that needs a page of
 * another size, without JavaScript or with reduced motion, or that watches the console (each
 * page's context is closed when the test ends).
 */
export const test = base.extend<{ openPage: (viewport?: Viewport, options?: PageOptions) => Promise<OpenedPage> }>({
  openPage: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = []
    await provide(async (viewport = DESKTOP, options = {}) => {
      const context = await browser.newContext({
        viewport,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        reducedMotion: options.reducedMotion ?? "no-preference",
      })
      contexts.push(context)
      const page = await context.newPage()
      return { context, page, problems: watchProblems(page) }
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})

/**
 * Resolves once the page is interactive: Gatsby marks `onInitialClientRender` in the page's
 * performance timeline after React has hydrated it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender", "mark").length > 0)
}

/**
 * Loads a route, checks it answered 200, and waits until it is interactive and has fetched what it
 * loads once idle: the page transition's code (load-page-motion.ts, its webpack chunk "page-motion").
 */
export async function visit(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(pathname, { waitUntil: "load" })
  expect(response?.status(), `${pathname} answers 200`).toBe(200)
  await waitForHydration(page)
  await page.waitForFunction(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some(
      (entry) => /\/page-motion-[\w-]+\.js$/.test(new URL(entry.name).pathname) && entry.responseEnd > 0,
    ),
  )
}

/**
 * Sends the contact form on `page` (hydrated: opened with `visit` or reached by a link) with the
 * fields it requires, and waits for the notification of its outcome.
 */
export async function sendContactForm(page: Page): Promise<void> {
  await page.getByLabel(/^Name/).fill("Pat")
  await page.getByLabel(/^Email/).fill("pat@example.org")
  await page.getByLabel(/^Message/).fill("Hello there")
  await page.getByRole("button", { name: "Send Message" }).click()
  await page.locator('li[data-state="open"]').waitFor()
}

/** Resolves after the browser has drawn two more frames (scroll and resize handlers have run). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Resolves once no CSS or Web Animation is running (a notification or the viewer has finished appearing). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"))
  await nextFrames(page)
}

/** Resolves once a page transition is over: one page in <main>, fully shown, nothing animating. */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const pages = document.querySelectorAll<HTMLElement>("main [data-page]")
    return pages.length === 1 && getComputedStyle(pages[0]).opacity === "1" && getComputedStyle(pages[0]).transform === "none"
  })
  await animationsDone(page)
}

/** Presses Tab until `target` has focus, as a keyboard user moves through a page (at most 200 presses). */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 200; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press("Tab")
  }
  throw new Error("Tab never reached the element")
}
