import { frameOverTile } from "../../../../src/components/gallery/viewer-zoom"

const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height }) as DOMRectReadOnly

describe("frameOverTile", () => {
  it("draws the frame so that its box lies exactly over the tile, cut to the box", () => {
    const frame = rect(10, 100, 400, 300)
    const box = { left: 0.25, top: 0.25, width: 0.5, height: 0.5 }
    const { transform, clipPath } = frameOverTile(frame, box, rect(50, 60, 100, 75))
    expect(transform).toBe("translate(-10.0px, -77.5px) scale(0.5000)")
    expect(clipPath).toBe("inset(25.00% 25.00% 25.00% 25.00%)")
    // The box's top left corner (100, 75 in the frame) lands on the tile's: 10 - 10 + 100 x 0.5 = 50, 100 - 77.5 + 75 x 0.5 = 60.
  })

  it("cuts the frame to a box at its edge", () => {
    const { clipPath } = frameOverTile(
      rect(0, 0, 300, 400),
      { left: 0, top: 0.4375, width: 1, height: 0.5625 },
      rect(0, 0, 300, 225),
    )
    expect(clipPath).toBe("inset(43.75% 0.00% 0.00% 0.00%)")
  })
})
