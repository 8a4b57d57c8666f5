import type { Page } from "@playwright/test"
import { photoShare } from "../support/photo-share"
import { expect, nextFrames, test, visit } from "./support/browser"
import { HERO, HERO_PAGES, heroFiles, placeholderOf, realPhotos, reloadWithHeroPhoto, screenPixels } from "./support/hero-photos"

/**
 * The owner's work where visitors land (issue 113): with each real photo as the hero photo of each
 * page that opens on one, the share of the first screen where a photo visibly shows (photo-share.ts:
 * the screen against the same with every image hidden, its placeholder colour left, the hero's in
 * the colour the build would give that photo), on a phone and on a desktop; the median over the
 * photos at least the page's minimum (HERO_PAGES). Each photo's share is printed.
 */

/**
 * Hides every image of the page but its placeholder colour (through the CSS object model, which the
 * pages' policy allows), the hero's in the colour the build would give its photo.
 */
const hideImages = (page: Page, heroPlaceholder: string) =>
  page.evaluate(
    ({ hero, placeholder }) => {
      const heroImage = document.querySelector<HTMLImageElement>(`${hero} img`)
      if (heroImage)
        heroImage.className = [...heroImage.classList]
          .filter((name) => !/^ph[rgb]\d$/.test(name))
          .concat(placeholder.split(" "))
          .join(" ")
      // The picture moved out of its box, which keeps its background: the placeholder's colour.
      for (const image of document.images) image.style.setProperty("object-position", "100000px 100000px", "important")
    },
    { hero: HERO, placeholder: heroPlaceholder },
  )

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

for (const { path, minimumShare } of HERO_PAGES.filter(
  (page): page is { path: string; minimumShare: number } => page.minimumShare !== undefined,
))
  for (const viewport of [
    { name: "phone", width: 390, height: 844 },
    { name: "desktop", width: 1366, height: 900 },
  ]) {
    test(`on a ${viewport.name}, ${path}'s first screen shows the owner's photo over at least ${minimumShare * 100} % of it`, async ({
      openPage,
    }) => {
      test.setTimeout(realPhotos.length * 6_000)
      const { page } = await openPage({ width: viewport.width, height: viewport.height })
      await visit(page, path)
      const files = await heroFiles(page)
      const shares: number[] = []
      for (const photo of realPhotos) {
        await reloadWithHeroPhoto(page, files, photo)
        await nextFrames(page)
        const shown = await screenPixels(page)
        await hideImages(page, await placeholderOf(photo))
        await nextFrames(page)
        shares.push(photoShare(shown, await screenPixels(page)))
      }
      const each = realPhotos.map((photo, index) => `${photo} ${(shares[index] * 100).toFixed(0)} %`).join(", ")
      console.log(`${path} on a ${viewport.name}: median ${(median(shares) * 100).toFixed(1)} %; ${each}`)
      expect(median(shares)).toBeGreaterThanOrEqual(minimumShare)
    })
  }
