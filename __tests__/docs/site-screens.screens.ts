import { mkdirSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { HEADER_LINKS } from "../../src/components/layout/navigation"
import { animationsDone, expect, test, visit } from "../e2e/support/browser"
import { ROOT } from "../e2e/support/editor"

/**
 * The owner's guide's "How the site looks" (docs/owner-guide.md): each of the six routes' first
 * screen on a phone (390x844) and on a desktop (1366x900), made by `npm run docs:screens` from the
 * production build with the content as it is. Commit docs/screens/ after the look changes. Each a
 * palette PNG under 200 KB.
 */
const SCREENS_FOLDER = path.join(ROOT, "docs", "screens")
const SIZE_LIMIT = 200 * 1024
const SCREENS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 900 } },
] as const

/** "home" for "/", "about" for "/about": the file's name for a route. */
const screenName = (route: string, screen: string) => `site-${route === "/" ? "home" : route.slice(1)}-${screen}`

test.beforeAll(() => mkdirSync(SCREENS_FOLDER, { recursive: true }))

for (const { name, viewport } of SCREENS) {
  test(`the six routes' first screen on a ${name}`, async ({ openPage }) => {
    const { page } = await openPage(viewport)
    for (const { to } of HEADER_LINKS) {
      await visit(page, to)
      await page.evaluate(() =>
        Promise.all([...document.images].filter((image) => image.loading !== "lazy").map((image) => image.decode())),
      )
      await animationsDone(page)
      const file = path.join(SCREENS_FOLDER, `${screenName(to, name)}.png`)
      const png = await sharp(await page.screenshot())
        .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
        .toBuffer()
      writeFileSync(file, png)
      expect({ file, small: statSync(file).size < SIZE_LIMIT }).toEqual({ file, small: true })
    }
  })
}
