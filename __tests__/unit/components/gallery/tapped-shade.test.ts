import { outlineWithout, shadeTappedPage } from "../../../../src/components/gallery/tapped-shade"
import type * as TappedShade from "../../../../src/components/gallery/tapped-shade"
import type { GalleryItem } from "../../../../src/components/gallery/types"
import { ZOOM_TIMING } from "../../../../src/components/gallery/viewer-zoom"

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRectReadOnly

/** A tile picture that has its file shown, where `box` is. */
function shownTile(box: DOMRectReadOnly): HTMLImageElement {
  const tile = document.createElement("img")
  Object.defineProperties(tile, { complete: { value: true }, naturalWidth: { value: 720 } })
  tile.getBoundingClientRect = () => box as DOMRect
  return tile
}

const item = (tileBox: GalleryItem["tileBox"]) => ({ tileBox }) as GalleryItem

afterEach(() => document.body.replaceChildren())

describe("outlineWithout", () => {
  it("outlines the screen and the tile, the tile left out (evenodd)", () => {
    expect(outlineWithout(rect(20, 100.25, 180, 135), 412, 823)).toBe(
      'path(evenodd, "M0 0H412V823H0Z M20.0 100.3H200.0V235.3H20.0Z")',
    )
  })
})

describe("shadeTappedPage", () => {
  it("shades the whole page but the tapped tile, when the viewer will zoom from it", () => {
    const shade = shadeTappedPage(shownTile(rect(20, 100, 180, 135)), item({ left: 0, top: 0.1, width: 1, height: 0.75 }))
    expect(shade.element.parentElement).toBe(document.body)
    expect(shade.element.style.clipPath).toContain("M20.0 100.0H200.0V235.0H20.0Z")
  })

  it("fades the shade in as the viewer zooms from the tile, in the zoom's timing, with a CSS animation its frame starts", () => {
    const animate = jest.fn()
    Object.assign(HTMLElement.prototype, { animate })
    try {
      const { element } = shadeTappedPage(shownTile(rect(20, 100, 180, 135)), item({ left: 0, top: 0.1, width: 1, height: 0.75 }))
      expect([element.style.animationDuration, element.style.animationTimingFunction]).toEqual([
        `${ZOOM_TIMING.duration}ms`,
        ZOOM_TIMING.easing,
      ])
      // Nothing that works out the page's style inside the tap's handler.
      expect(animate).not.toHaveBeenCalled()
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate
    }
  })

  it("does not fade where the visitor asks for less motion: the shade is there at once", async () => {
    const asked = jest.fn(() => ({ matches: true }) as MediaQueryList)
    Object.assign(window, { matchMedia: asked })
    try {
      await jest.isolateModulesAsync(async () => {
        const isolated = await import("../../../../src/components/gallery/tapped-shade")
        const { element } = (isolated as typeof TappedShade).shadeTappedPage(
          shownTile(rect(20, 100, 180, 135)),
          item({ left: 0, top: 0.1, width: 1, height: 0.75 }),
        )
        expect(asked).toHaveBeenCalledWith("(prefers-reduced-motion: reduce)")
        expect([element.style.animationDuration, element.style.animationTimingFunction]).toEqual(["", ""])
      })
    } finally {
      delete (window as Partial<Window>).matchMedia
    }
  })

  it("shades the whole page where there is nothing to zoom from: the tile off screen, not yet shown, or its place unknown", () => {
    const cases = [
      shadeTappedPage(shownTile(rect(20, -400, 180, 135)), item({ left: 0, top: 0, width: 1, height: 1 })),
      shadeTappedPage(document.createElement("img"), item({ left: 0, top: 0, width: 1, height: 1 })),
      shadeTappedPage(shownTile(rect(20, 100, 180, 135)), item(null)),
    ]
    expect(cases.map((shade) => [shade.element.parentElement === document.body, shade.element.style.clipPath])).toEqual([
      [true, ""],
      [true, ""],
      [true, ""],
    ])
  })
})
