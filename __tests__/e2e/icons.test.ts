import { expect, PHONE, test } from "./support/browser"
import { ROUTES } from "./support/routes"
import { siteUrl } from "./support/server"

/** The icons shown on the page that are not drawn (yet) from the sprite: their addresses, empty when all are drawn. */
const undrawnIcons = () =>
  Array.from(document.querySelectorAll<SVGUseElement>("svg > use"))
    .filter((use) => (use.ownerSVGElement?.getBoundingClientRect().width ?? 0) > 0 && use.getBBox().width === 0)
    .map((use) => use.getAttribute("href"))

for (const javaScriptEnabled of [true, false]) {
  test(`draws every icon of the six routes from the build's sprite ${javaScriptEnabled ? "once hydrated" : "without JavaScript"}`, async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE, { javaScriptEnabled })
    for (const { path } of ROUTES) {
      await page.goto(siteUrl(path))
      expect(await page.locator("svg > use").count(), `${path} shows icons`).toBeGreaterThan(0)
      await expect.poll(() => page.evaluate(undrawnIcons), { message: `${path}: icons not drawn` }).toEqual([])
    }
  })
}
