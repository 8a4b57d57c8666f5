import type { Page } from "@playwright/test"
import { lineContrast, type Box } from "../support/line-contrast"
import { expect, nextFrames, test, visit } from "./support/browser"
import { HERO, HERO_PAGES, heroFiles, realPhotos, reloadWithHeroPhoto, screenPixels } from "./support/hero-photos"

/**
 * docs/requirements.md, The pages: text over a photo keeps 4.5:1 whatever the photo shows. Each real
 * photo of ../shared/photos/real/ (a nearly white one and busy ones among them) is swapped into the
 * image requests of the hero of each page that opens on one (hero-photos.ts); the contrast of every
 * line of the hero's and the header's words at the top of the page is measured on the rendered
 * pixels (line-contrast.ts), on a phone and on a desktop.
 */
const MINIMUM_CONTRAST = 4.5

interface TextLine {
  text: string
  colour: string
  box: Box
}

/**
 * Every line box of the header's and the hero's words on screen, with its text's colour; then the
 * words are made transparent (through the CSS object model, which the pages' policy allows).
 */
const linesThenHideWords = (page: Page) =>
  page.evaluate((heroSelector) => {
    const roots = [document.querySelector("header"), document.querySelector<HTMLElement>(heroSelector)].filter(
      (root) => root !== null,
    )
    const lines: TextLine[] = []
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ""
        const parent = node.parentElement
        if (text === "" || parent === null) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          const onScreen =
            rect.width > 0 &&
            rect.height > 0 &&
            rect.bottom > 0 &&
            rect.top < innerHeight &&
            rect.right > 0 &&
            rect.left < innerWidth
          if (onScreen)
            lines.push({
              text,
              colour: getComputedStyle(parent).color,
              box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
            })
        }
      }
    }
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll<HTMLElement | SVGElement>("*")]) {
        element.style.setProperty("color", "transparent", "important")
      }
    }
    return lines
  }, HERO)

for (const { path } of HERO_PAGES)
  for (const viewport of [
    { name: "phone", width: 390, height: 844 },
    { name: "desktop", width: 1366, height: 900 },
  ]) {
    test(`on a ${viewport.name}, every line of the header's and ${path}'s hero's words keeps ${MINIMUM_CONTRAST}:1 over each real photo`, async ({
      openPage,
    }) => {
      test.setTimeout(realPhotos.length * 6_000)
      expect(realPhotos.length).toBeGreaterThan(0)
      const { page } = await openPage({ width: viewport.width, height: viewport.height })
      await visit(page, path)
      const files = await heroFiles(page)
      expect(files.size).toBeGreaterThan(0)

      const failures: string[] = []
      const worstByPhoto: string[] = []
      for (const photo of realPhotos) {
        await reloadWithHeroPhoto(page, files, photo)
        const lines = await linesThenHideWords(page)
        expect(lines.length).toBeGreaterThan(3)
        await nextFrames(page)
        const pixels = await screenPixels(page)
        const measured = lines
          .map((line) => ({
            ...line,
            contrast: lineContrast(pixels, line.box, line.colour),
          }))
          .filter((line): line is TextLine & { contrast: number } => line.contrast !== null)
        for (const line of measured.filter((entry) => entry.contrast < MINIMUM_CONTRAST)) {
          failures.push(`${photo}: "${line.text}" (${line.colour}) ${line.contrast.toFixed(2)}:1`)
        }
        const worst = measured.reduce((low, line) => (line.contrast < low.contrast ? line : low))
        worstByPhoto.push(`${photo} ${worst.contrast.toFixed(2)} ("${worst.text}")`)
      }
      console.log(`${path} on a ${viewport.name}: the worst line's contrast over each photo: ${worstByPhoto.join(", ")}`)
      expect(failures, "lines under 4.5:1").toEqual([])
    })
  }
