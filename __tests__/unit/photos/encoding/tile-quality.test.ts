/** @jest-environment node */
import sharp from "sharp"
import {
  bytesSlope,
  encodeTile,
  fidelityOf,
  lowestQualityReaching,
  startingQuality,
  withinCeiling,
  type RawTile,
} from "../../../../src/photos/encoding/tile-quality"
import { QUALITY_RANGE } from "../../../../src/photos/image-recipes"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.photoWork)

/** A 360x270 tile: fine random texture (like foliage) or a smooth gradient (like a wall). */
async function tile(kind: "busy" | "plain"): Promise<RawTile> {
  const width = 360
  const height = 270
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const base = kind === "plain" ? 80 + (x / width) * 100 : 128
      const noise = kind === "busy" ? (random() - 0.5) * 160 : 0
      for (let channel = 0; channel < 3; channel += 1)
        pixels[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, base + noise + channel * 10))
    }
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .ensureAlpha()
    .raw()
    .toBuffer()
  return { data, width, height }
}

describe("choosing a tile's quality", () => {
  it("finds the lowest WebP quality that reaches the target: the chosen one does, one step lower does not", async () => {
    const busy = await tile("busy")
    const { chosen, probes } = await lowestQualityReaching(busy, "webp", 0.9)
    expect(probes.length).toBeLessThanOrEqual(3)
    expect(chosen.fidelity).toBeGreaterThanOrEqual(0.9)
    expect(await fidelityOf(busy, chosen.file)).toBeCloseTo(chosen.fidelity, 6)
    if (chosen.quality > QUALITY_RANGE.webp.lowest) {
      // Within the search's precision (three quality steps) of the lowest that reaches it.
      expect(await fidelityOf(busy, await encodeTile(busy, "webp", chosen.quality - 4))).toBeLessThan(0.9)
    }
  })

  it("gives a busy tile a higher quality than a plain one, and a plain one the lowest of the range", async () => {
    const [busy, plain] = await Promise.all([tile("busy"), tile("plain")])
    const forBusy = await lowestQualityReaching(busy, "jpeg", 0.9)
    const forPlain = await lowestQualityReaching(plain, "jpeg", 0.9)
    expect(forBusy.chosen.quality).toBeGreaterThan(forPlain.chosen.quality)
    expect(forPlain.chosen.quality).toBe(QUALITY_RANGE.jpeg.lowest)
  })

  it("takes the highest quality when even that falls short of the target", async () => {
    const busy = await tile("busy")
    const { chosen } = await lowestQualityReaching(busy, "jpeg", 0.99999)
    expect(chosen.quality).toBe(QUALITY_RANGE.jpeg.highest)
  })

  it("lowers the quality until the file fits its ceiling, and no further than the floor", async () => {
    const busy = await tile("busy")
    const quality = 80
    const file = await encodeTile(busy, "webp", quality)
    const ceiling = Math.round(file.length * 0.6)
    const fitted = await withinCeiling(busy, "webp", quality, file, ceiling, 0.03)
    expect(fitted.file.length).toBeLessThanOrEqual(ceiling)
    expect(fitted.quality).toBeLessThan(quality)
    const impossible = await withinCeiling(busy, "webp", quality, file, 10, 0.03)
    expect(impossible.quality).toBe(QUALITY_RANGE.webp.floor)
    expect(await withinCeiling(busy, "webp", quality, file, file.length, 0.03)).toEqual({ quality, file })
  })

  it("estimates how bytes grow with quality, and starts a wider tile lower only when its bytes would pass the ceiling", () => {
    const probe = (quality: number, bytes: number) => ({ quality, file: Buffer.alloc(bytes), fidelity: 0.9 })
    expect(bytesSlope([probe(30, 1000), probe(40, 2000)])).toBeCloseTo(Math.log(2) / 10, 6)
    // Probes too close together say little: a typical photo's growth instead.
    expect(bytesSlope([probe(30, 1000), probe(32, 5000)])).toBeLessThan(0.1)
    const previous = { width: 360, quality: 40, bytes: 10_000 }
    expect(startingQuality(previous, 720, 100_000, 0.07, 10)).toBe(40)
    expect(startingQuality(previous, 720, 20_000, 0.07, 10)).toBeLessThan(40)
    expect(startingQuality(previous, 720, 10, 0.07, 10)).toBe(10)
  })
})
