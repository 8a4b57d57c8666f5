import { DENSE_SCREEN, withDenseScreenSizes } from "../../../src/lib/dense-screens"
import { GRID_IMAGE_SIZES, viewerImageSizes } from "../../../src/lib/gallery-view"

describe("sizes for screens above 2x", () => {
  it("puts each size, scaled to 2x at DPR 3, under the same condition on a dense screen, before the sizes as given", () => {
    expect(withDenseScreenSizes("(min-width: 640px) 50vw, 100vw")).toBe(
      `${DENSE_SCREEN} and (min-width: 640px) calc(50vw * 2 / 3), ${DENSE_SCREEN} calc(100vw * 2 / 3), (min-width: 640px) 50vw, 100vw`,
    )
  })

  it("keeps the commas inside min() and calc() within their size", () => {
    const viewer = viewerImageSizes(1.5)
    expect(withDenseScreenSizes(viewer)).toBe(`${DENSE_SCREEN} calc(${viewer} * 2 / 3), ${viewer}`)
  })

  it("gives the grid's every column layout its dense-screen size", () => {
    const sizes = withDenseScreenSizes(GRID_IMAGE_SIZES)
    const entries = GRID_IMAGE_SIZES.split(/,\s*(?=\(|calc)/)
    expect(sizes.endsWith(GRID_IMAGE_SIZES)).toBe(true)
    expect(sizes.split(DENSE_SCREEN).length - 1).toBe(entries.length)
  })
})
