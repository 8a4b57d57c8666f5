import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"

import { CHROMIUM_FLAGS } from "../../../scripts/find-browser"

export const PHONE = { width: 375, height: 812 } as const
export const DESKTOP = { width: 1280, height: 900 } as const

export function siteUrl(pathname: string): string {
  const base = process.env.E2E_BASE_URL
  if (!base) throw new Error("E2E_BASE_URL is not set: run the e2e tests through jest (global-setup.ts)")
  return `${base}${pathname}`
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.E2E_BROWSER_PATH
  if (!executablePath) throw new Error("E2E_BROWSER_PATH is not set: run the e2e tests through jest")
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
}

export interface OpenedPage {
  context: BrowserContext
  page: Page
  /** Console errors and warnings, and uncaught exceptions, seen so far. */
  problems: string[]
}

/** A fresh context (no shared cookies or cache) and page at the given viewport size. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { javaScriptEnabled?: boolean; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`))
  return { context, page, problems }
}

/** Resolves once React has hydrated the page: it then keeps its props on the DOM nodes it owns. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main-content")
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps$"))
  })
}

/**
 * Loads a route, checks it answered 200, and waits until it is interactive and has fetched what it
 * loads once idle (the animation engine).
 */
export async function visit(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(siteUrl(pathname), { waitUntil: "networkidle" })
  if (!response || response.status() !== 200) {
    throw new Error(`${pathname} answered ${response?.status() ?? "nothing"}`)
  }
  await waitForHydration(page)
}

export type OpenPage = (
  viewport?: { width: number; height: number },
  options?: { javaScriptEnabled?: boolean; reducedMotion?: "reduce" | "no-preference" },
) => Promise<OpenedPage>

/**
 * For a test file: launches one browser before its tests and closes it after them, and closes every
 * page a test opened when the test ends. Returns the function that opens a page.
 */
export function useBrowser(): OpenPage {
  let browser: Browser | undefined
  let opened: OpenedPage[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    await Promise.all(opened.map(({ context }) => context.close()))
    opened = []
  })
  return async (viewport = DESKTOP, options = {}) => {
    if (!browser) throw new Error("useBrowser: the browser is not running")
    const result = await openPage(browser, viewport, options)
    opened.push(result)
    return result
  }
}
