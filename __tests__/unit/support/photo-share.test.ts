import type { RawImage } from "../../support/line-contrast"
import { photoShare } from "../../support/photo-share"

/** A width x height image, each pixel's [r, g, b] from `colour(x, y)`, `channels` channels. */
function image(width: number, height: number, colour: (x: number, y: number) => number[], channels = 3): RawImage {
  const data = new Uint8Array(width * height * channels)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set(colour(x, y), (y * width + x) * channels)
  }
  return { data, width, height, channels }
}

describe("the share of a screen a photo visibly shows", () => {
  test("counts the pixels that change by more than 32 on some channel", () => {
    const placeholder = image(10, 10, () => [100, 100, 100])
    // A quarter of the pixels change by 40 in red only, a quarter by exactly 32, the rest not at all.
    const photo = image(10, 10, (x, y) => (y < 5 && x < 5 ? [140, 100, 100] : y >= 5 && x < 5 ? [132, 68, 100] : [100, 100, 100]))
    expect(photoShare(photo, placeholder)).toBeCloseTo(0.25, 5)
  })

  test("reads images with an alpha channel, and refuses two screens of different sizes", () => {
    const withAlpha = image(4, 1, (x) => [x * 80, 0, 0, 255], 4)
    expect(
      photoShare(
        withAlpha,
        image(4, 1, () => [0, 0, 0, 255], 4),
      ),
    ).toBeCloseTo(0.75, 5)
    expect(() =>
      photoShare(
        image(2, 2, () => [0, 0, 0]),
        image(3, 2, () => [0, 0, 0]),
      ),
    ).toThrow(/differ in size/)
  })
})
