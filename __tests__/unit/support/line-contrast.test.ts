import { channelsOf, contrastRatio, lineContrast, relativeLuminance, type RawImage } from "../../support/line-contrast"

/** A width x height image, each pixel's grey level from `grey(x, y)`, three channels. */
function greyImage(width: number, height: number, grey: (x: number, y: number) => number): RawImage {
  const data = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.fill(grey(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3)
  }
  return { data, width, height, channels: 3 }
}

describe("WCAG 2.1's figures", () => {
  test("white on black is 21:1, a colour on itself 1:1, in either order", () => {
    expect(contrastRatio(relativeLuminance(255, 255, 255), relativeLuminance(0, 0, 0))).toBeCloseTo(21, 5)
    expect(contrastRatio(relativeLuminance(0, 0, 0), relativeLuminance(255, 255, 255))).toBeCloseTo(21, 5)
    expect(contrastRatio(0.3, 0.3)).toBe(1)
  })

  test("#767676 on white is the familiar 4.54:1", () => {
    expect(contrastRatio(relativeLuminance(0x76, 0x76, 0x76), 1)).toBeCloseTo(4.54, 2)
  })

  test("reads computed colours and refuses translucent ones", () => {
    expect(channelsOf("rgb(255, 255, 255)")).toEqual([255, 255, 255])
    expect(channelsOf("rgba(30, 64, 175, 1)")).toEqual([30, 64, 175])
    expect(() => channelsOf("rgba(0, 0, 0, 0)")).toThrow(/translucent/)
    expect(() => channelsOf("white")).toThrow(/Not a computed/)
  })
})

describe("a line's contrast over the pixels behind it", () => {
  test("white text over black pixels: 21", () => {
    expect(
      lineContrast(
        greyImage(10, 10, () => 0),
        { x: 0, y: 0, width: 10, height: 10 },
        "rgb(255, 255, 255)",
      ),
    ).toBeCloseTo(21, 5)
  })

  test("takes the worse of the 5th and 95th percentiles: a line half over white fails for white text", () => {
    const halfWhite = greyImage(20, 10, (x) => (x < 10 ? 0 : 255))
    expect(lineContrast(halfWhite, { x: 0, y: 0, width: 20, height: 10 }, "rgb(255, 255, 255)")).toBeCloseTo(1, 5)
    expect(lineContrast(halfWhite, { x: 0, y: 0, width: 20, height: 10 }, "rgb(0, 0, 0)")).toBeCloseTo(1, 5)
  })

  test("a few stray pixels under 5 % do not decide it", () => {
    // 100 pixels, 4 of them white: the 95th percentile is still black.
    const specks = greyImage(10, 10, (x, y) => (y === 0 && x < 4 ? 255 : 0))
    expect(lineContrast(specks, { x: 0, y: 0, width: 10, height: 10 }, "rgb(255, 255, 255)")).toBeCloseTo(21, 5)
  })

  test("reads only the box, clipped to the image; a box outside it has no verdict", () => {
    const split = greyImage(20, 10, (x) => (x < 10 ? 0 : 255))
    expect(lineContrast(split, { x: 12, y: 2, width: 30, height: 4 }, "rgb(0, 0, 0)")).toBeCloseTo(21, 5)
    expect(lineContrast(split, { x: 25, y: 0, width: 5, height: 5 }, "rgb(0, 0, 0)")).toBeNull()
  })
})
