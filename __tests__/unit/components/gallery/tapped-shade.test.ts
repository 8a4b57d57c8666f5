import { bordersAround, rehearseTap, shadeTappedPage } from "../../../../src/components/gallery/tapped-shade"
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

describe("bordersAround", () => {
  it("shades the screen from each of its edges to the tile's", () => {
    expect(bordersAround(rect(20, 100.25, 180, 135), 412, 823)).toBe("100.3px 212.0px 587.8px 20.0px")
  })

  it("shades as much of the tile as is off the screen", () => {
    expect(bordersAround(rect(-30, -50, 180, 135), 412, 823)).toBe("0.0px 262.0px 738.0px 0.0px")
    expect(bordersAround(rect(300, 700, 180, 135), 412, 823)).toBe("700.0px 0.0px 0.0px 300.0px")
  })
})

describe("shadeTappedPage", () => {
  it("shades the whole page but the tapped tile, when the viewer will zoom from it: the screen without its scrollbars", () => {
    const screen = document.documentElement
    Object.defineProperties(screen, {
      clientWidth: { value: 412, configurable: true },
      clientHeight: { value: 823, configurable: true },
    })
    try {
      const shade = shadeTappedPage(shownTile(rect(20, 100, 180, 135)), item({ left: 0, top: 0.1, width: 1, height: 0.75 }))
      expect(shade.element.parentElement).toBe(document.body)
      expect(shade.element.style.borderWidth).toBe("100.0px 212.0px 588.0px 20.0px")
    } finally {
      for (const size of ["clientWidth", "clientHeight"]) delete (screen as unknown as Record<string, unknown>)[size]
    }
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
    expect(cases.map((shade) => [shade.element.parentElement === document.body, shade.element.style.borderWidth])).toEqual([
      [true, ""],
      [true, ""],
      [true, ""],
    ])
  })
})

describe("rehearseTap", () => {
  it("makes the shade a tap on the tile makes and works out its style, then leaves the page as it was", () => {
    const tapped = () => [shownTile(rect(20, 100, 180, 135)), item({ left: 0, top: 0.1, width: 1, height: 0.75 })] as const
    const { element: tapsShade } = shadeTappedPage(...tapped())
    tapsShade.remove()
    const styled = jest.spyOn(window, "getComputedStyle")
    try {
      rehearseTap(...tapped())
      expect(styled).toHaveBeenCalledWith(
        expect.objectContaining({
          className: tapsShade.className,
          style: expect.objectContaining({ borderWidth: tapsShade.style.borderWidth }),
        }),
      )
      expect(document.body.innerHTML).toBe("")
    } finally {
      styled.mockRestore()
    }
  })
})
