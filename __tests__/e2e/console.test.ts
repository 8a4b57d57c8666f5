// Each page's console from its load on, at every width, is checked in every-page.test.ts.
import { DESKTOP, expect, pageSettled, sendContactForm, siteUrl, test, visit } from "./support/browser"

test.describe("browser console", () => {
  test("reports nothing on an unknown address but the two 404s that make it the 404 page", async ({ openPage }) => {
    const { page, problems } = await openPage(DESKTOP)
    const missing: string[] = []
    page.on("response", (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname)
    })
    await page.goto(siteUrl("/no-such-page"))
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Page not found")
    await page.waitForLoadState("networkidle")
    // The document itself, and the page data Gatsby looks for before it shows its 404 page.
    expect([...new Set(missing)].sort()).toEqual(["/no-such-page", "/page-data/no-such-page/page-data.json"])
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([])
  })

  test("stays free of errors while navigating, opening the viewer and sending the form", async ({ openPage }) => {
    const { page, problems } = await openPage(DESKTOP)
    await visit(page, "/")
    for (const label of ["Gallery", "Our Services", "Contact"]) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click()
      await page.waitForFunction((text) => document.querySelector("[aria-current=page]")?.textContent === text, label)
      await pageSettled(page)
      if (label === "Gallery") {
        await page.getByRole("main").getByRole("listitem").first().getByRole("link").click()
        // The viewer's code is fetched on this first click: the keys go to it once it is open.
        const viewer = page.getByRole("dialog")
        await viewer.waitFor()
        await page.keyboard.press("ArrowRight")
        await page.keyboard.press("Escape")
        await viewer.waitFor({ state: "detached" })
      }
    }
    await sendContactForm(page)
    expect(problems).toEqual([])
  })
})
