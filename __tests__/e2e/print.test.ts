import { expect, PHONE, test, visit } from "./support/browser"
import { ROUTES } from "./support/routes"
import { CALL_BAR_LABEL } from "../../src/lib/call-bar"
import { HOME_PATH } from "../../src/lib/paths"

/**
 * A printed page shows every section (issue 113): blocks still waiting for their entrance
 * (Reveal.tsx, 0.6 s as they scroll in) print as they are, and the call bar, which is for a screen,
 * does not print.
 */
test("a printed page shows every section, the blocks not yet scrolled to included, and no call bar", async ({ openPage }) => {
  const { page } = await openPage(PHONE)
  for (const { path } of ROUTES) {
    await visit(page, path)
    await page.emulateMedia({ media: "screen" })
    if (path === HOME_PATH) {
      // The home page's blocks below the first screen wait for their entrance until they are scrolled to.
      await expect.poll(() => page.locator('[data-reveal="waiting"]').count(), { message: "blocks waiting" }).toBeGreaterThan(2)
    }
    await page.emulateMedia({ media: "print" })
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll("main section, main [data-reveal]")]
        .filter((element) => {
          const style = getComputedStyle(element)
          return style.opacity !== "1" || style.visibility === "hidden"
        })
        .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ""}`),
    )
    expect(hidden, `${path}: what would not print`).toEqual([])
    await expect(page.getByRole("complementary", { name: CALL_BAR_LABEL }), `${path}: the call bar`).toBeHidden()
  }
})
