import { ssim } from "ssim.js"

/**
 * The fidelity measure of the tiles' quality search: ssim.js's mean SSIM with its defaults (luma
 * from integer weights, 11 px windows, Weber's SSIM from window sums), the same figure to the last
 * bit, in one pass over the pixels that makes no array the size of the image, and with the
 * uncompressed tile's part measured once for every file compared with it. The search compares about
 * eight files a photo, and in ssim.js the measure was half of a photo's work in a netlify-mode build.
 * ssim.js first shrinks images whose shorter side is 384 px or more (Wang et al.'s downsampling for
 * viewing distance); those, and images smaller than one window, are left to ssim.js itself.
 */

/** Pixels as 8-bit RGBA, row by row (a Buffer from sharp's raw output). */
export interface RgbaPixels {
  data: Uint8Array
  width: number
  height: number
}

/** ssim.js's defaults: the window's side, its constants (k1, k2, 8 bits) and its maxSize, the size it shrinks to. */
const WINDOW = 11
const WINDOW_AREA = WINDOW * WINDOW
const K1 = 0.01
const K2 = 0.03
const L = 255
const C1 = K1 * L * (K1 * L)
const C2 = K2 * L * (K2 * L)
const SHRINK_FROM = 256

/** What the measure needs of the uncompressed tile: its luma, and each window's sum and variance. */
interface Reference {
  luma: Int32Array
  sums: Float64Array
  variances: Int32Array
}

/** Each tile's part, by its pixels' buffer: the search compares one tile with file after file. */
const references = new WeakMap<Uint8Array, Reference>()

/** The luma of pixel `at` by ssim.js's integer weights (rgb2grayInteger). */
const lumaAt = (data: Uint8Array, at: number) => (77 * data[4 * at] + 150 * data[4 * at + 1] + 29 * data[4 * at + 2] + 128) >> 8

/**
 * Calls `visit` for every window wholly inside a `width` x `height` image, row by row, with the
 * sums over it of the quantities `valuesAt` gives each pixel (as many as `sums` holds): sums down
 * each column of the window's rows, then along them. They are whole numbers below 2^53, so exact
 * in any order, and nothing the size of the image is made on the way.
 */
function forEachWindow(
  width: number,
  height: number,
  sums: Float64Array,
  valuesAt: (at: number, values: Float64Array) => void,
  visit: (index: number) => void,
): void {
  const count = sums.length
  const values = new Float64Array(count)
  const columns = new Float64Array(count * width)
  let index = 0
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      valuesAt(row * width + x, values)
      for (let k = 0; k < count; k += 1) columns[k * width + x] += values[k]
      if (row < WINDOW) continue
      valuesAt((row - WINDOW) * width + x, values)
      for (let k = 0; k < count; k += 1) columns[k * width + x] -= values[k]
    }
    if (row < WINDOW - 1) continue
    sums.fill(0)
    for (let x = 0; x < width; x += 1) {
      for (let k = 0; k < count; k += 1) sums[k] += columns[k * width + x] - (x < WINDOW ? 0 : columns[k * width + x - WINDOW])
      if (x < WINDOW - 1) continue
      visit(index)
      index += 1
    }
  }
}

/** 1024 times a window's (co)variance from its sums, cut to a whole number as ssim.js keeps it. */
const spread = (productSum: number, sumA: number, sumB: number) =>
  Math.trunc(1024 * (productSum / WINDOW_AREA - (sumA / WINDOW_AREA) * (sumB / WINDOW_AREA)))

const windowsOf = (width: number, height: number) => (width - WINDOW + 1) * (height - WINDOW + 1)

function referenceOf(tile: RgbaPixels): Reference {
  const known = references.get(tile.data)
  if (known) return known
  const { data, width, height } = tile
  const luma = Int32Array.from({ length: width * height }, (_, at) => lumaAt(data, at))
  const reference = {
    luma,
    sums: new Float64Array(windowsOf(width, height)),
    variances: new Int32Array(windowsOf(width, height)),
  }
  const sums = new Float64Array(2)
  const valuesAt = (at: number, values: Float64Array) => {
    values[0] = luma[at]
    values[1] = luma[at] * luma[at]
  }
  forEachWindow(width, height, sums, valuesAt, (index) => {
    reference.sums[index] = sums[0]
    reference.variances[index] = spread(sums[1], sums[0], sums[0])
  })
  references.set(tile.data, reference)
  return reference
}

const clamped = ({ data, width, height }: RgbaPixels) => ({
  data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
  width,
  height,
})

/** Mean SSIM of `compared` against `tile` (same size), as ssim.js's `ssim(tile, compared).mssim`. */
export function meanSsim(tile: RgbaPixels, compared: RgbaPixels): number {
  const { width, height } = tile
  if (compared.width !== width || compared.height !== height) throw new Error("Image dimensions do not match")
  const shorter = Math.min(width, height)
  if (shorter < WINDOW || Math.round(shorter / SHRINK_FROM) > 1) return ssim(clamped(tile), clamped(compared)).mssim
  const reference = referenceOf(tile)
  const sums = new Float64Array(3)
  const valuesAt = (at: number, values: Float64Array) => {
    const luma = lumaAt(compared.data, at)
    values[0] = luma
    values[1] = luma * luma
    values[2] = reference.luma[at] * luma
  }
  let mean = 0
  forEachWindow(width, height, sums, valuesAt, (index) => {
    const meanX = reference.sums[index] / WINDOW_AREA
    const meanY = sums[0] / WINDOW_AREA
    const varianceY = spread(sums[1], sums[0], sums[0])
    const covariance = spread(sums[2], reference.sums[index], sums[0])
    const numerator = (2 * meanX * meanY + C1) * (2 * (covariance / 1024) + C2)
    const value = numerator / (meanX * meanX + meanY * meanY + C1) / (reference.variances[index] / 1024 + varianceY / 1024 + C2)
    // ssim.js's running mean, step by step, so that the figure is its own to the last bit.
    mean = index === 0 ? value : mean + (value - mean) / (index + 1)
  })
  return mean
}
