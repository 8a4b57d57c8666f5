import { frameOverTile } from "../../../../src/components/gallery/viewer-zoom"

const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height }) as DOMRectReadOnly

describe("frameOverTile", () => {
  it("draws the frame so that its box lies exactly over the tile", () => {
    const frame = rect(10, 100, 400, 300)
    const box = { left: 0.25, top: 0.25, width: 0.5, height: 0.5 }
    expect(frameOverTile(frame, box, rect(50, 60, 100, 75))).toBe("translate(-10.0px, -77.5px) scale(0.5000)")
    // The box's top left corner (100, 75 in the frame) lands on the tile's: 10 - 10 + 100 x 0.5 = 50, 100 - 77.5 + 75 x 0.5 = 60.
  })

  it("draws a box at the photo's edge over the tile", () => {
    // A portrait photo whose tile is its lower part: 300 px wide, so the scale is 1 and the box's top (175 px) meets the tile's.
    expect(frameOverTile(rect(0, 0, 300, 400), { left: 0, top: 0.4375, width: 1, height: 0.5625 }, rect(0, 0, 300, 225))).toBe(
      "translate(0.0px, -175.0px) scale(1.0000)",
    )
  })
})
