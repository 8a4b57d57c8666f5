/** @jest-environment node */
import { readdirSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { ssim } from "ssim.js"
import { encodeTile, type RawTile } from "../../../../src/photos/encoding/tile-quality"
import { meanSsim, type RgbaPixels } from "../../../../src/photos/encoding/tile-ssim"
import { TILE_FORMATS } from "../../../../src/photos/image-recipes"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.photoWork)

const REAL = path.join(__dirname, "..", "..", "..", "..", "..", "shared", "photos", "real")

/** A real photo cut to `width` x `height` as the grid cuts it. */
async function tileOf(name: string, width: number, height: number): Promise<RawTile> {
  const data = await sharp(path.join(REAL, name)).rotate().resize(width, height, { fit: "cover" }).ensureAlpha().raw().toBuffer()
  return { data, width, height }
}

const decoded = async (file: Buffer): Promise<RgbaPixels> => {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** ssim.js's own figure, with its defaults: what the site's measure must give. */
const ssimJs = (a: RgbaPixels, b: RgbaPixels) => {
  const view = ({ data, width, height }: RgbaPixels) => ({
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width,
    height,
  })
  return ssim(view(a), view(b)).mssim
}

describe("the tiles' fidelity measure", () => {
  // Three photos not chosen for it (the first, middle and last of the folder), every format at a low and a high quality.
  const photos = readdirSync(REAL)
    .filter((name) => name.endsWith(".jpg"))
    .sort()
  const sample = [photos[0], photos[Math.floor(photos.length / 2)], photos[photos.length - 1]]

  it.each(sample)("gives ssim.js's figure to the last bit on a real search tile (%s), file after file", async (name) => {
    const tile = await tileOf(name, 360, 270)
    const figures: number[] = []
    for (const format of TILE_FORMATS)
      for (const quality of [30, 80]) {
        const file = await decoded(await encodeTile(tile, format, quality))
        const figure = meanSsim(tile, file)
        expect(figure).toBe(ssimJs(tile, file))
        figures.push(figure)
      }
    // The files differ, and so do their figures: the tile's part measured once does not hide the file's.
    expect(new Set(figures).size).toBe(figures.length)
  })

  it("gives ssim.js's figure on an odd size, and 1 for the tile itself", async () => {
    const tile = await tileOf(sample[1], 251, 187)
    const file = await decoded(await encodeTile(tile, "webp", 50))
    expect(meanSsim(tile, file)).toBe(ssimJs(tile, file))
    expect(meanSsim(tile, tile)).toBe(1)
  })

  it("leaves images ssim.js shrinks first, and those smaller than a window, to ssim.js", async () => {
    for (const [width, height] of [
      [960, 720],
      [10, 8],
    ]) {
      const tile = await tileOf(sample[2], width, height)
      const file = await decoded(await encodeTile(tile, "jpeg", 40))
      expect(meanSsim(tile, file)).toBe(ssimJs(tile, file))
    }
  })

  it("refuses a file of another size", async () => {
    const tile = await tileOf(sample[0], 360, 270)
    const other = await tileOf(sample[0], 360, 240)
    expect(() => meanSsim(tile, other)).toThrow("Image dimensions do not match")
  })
})
