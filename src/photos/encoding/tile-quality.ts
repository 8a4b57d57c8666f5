import sharp from "sharp"
import { AVIF_EFFORT, FIDELITY_TARGET, QUALITY_RANGE, type TileFormat } from "../image-recipes"
import { meanSsim } from "./tile-ssim"

/**
 * Finds, for one photo's tile, the lowest quality of a format whose file reaches the fidelity
 * target, and lowers a quality until a file fits its byte ceiling. Both steer by measurement, with
 * as few encodes as they can: AVIF is slow to encode, and the search is part of every cold build.
 */

/** Uncompressed RGBA pixels of a tile. */
export interface RawTile {
  data: Buffer
  width: number
  height: number
}

interface Probe {
  quality: number
  file: Buffer
  /** Mean SSIM against the uncompressed tile. */
  fidelity: number
}

/** sharp's default WebP effort (0 fastest, 6 slowest), which the site's WebP tiles keep. */
const WEBP_EFFORT = 4

/**
 * `tile` encoded in `format` at `quality`: AVIF at `avifEffort` and WebP at `webpEffort`, the site's
 * unless a benchmark tries another or a quick measure of the bytes asks for the fastest.
 */
export function encodeTile(
  tile: RawTile,
  format: TileFormat,
  quality: number,
  avifEffort = AVIF_EFFORT,
  webpEffort = WEBP_EFFORT,
): Promise<Buffer> {
  const pixels = sharp(tile.data, { raw: { width: tile.width, height: tile.height, channels: 4 } }).removeAlpha()
  if (format === "avif") return pixels.avif({ quality, effort: avifEffort }).toBuffer()
  if (format === "webp") return pixels.webp({ quality, effort: webpEffort }).toBuffer()
  return pixels.jpeg({ quality, progressive: true }).toBuffer()
}

/** Mean SSIM of an encoded file against the tile it was made from (1 is identical). */
export async function fidelityOf(tile: RawTile, file: Buffer): Promise<number> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return meanSsim(tile, { data, width: info.width, height: info.height })
}

async function probe(tile: RawTile, format: TileFormat, quality: number, avifEffort: number): Promise<Probe> {
  const file = await encodeTile(tile, format, quality, avifEffort)
  return { quality, file, fidelity: await fidelityOf(tile, file) }
}

/** Where between two probes the target lies, by straight-line interpolation of fidelity in quality. */
function interpolate(below: Probe, above: Probe, target: number): number {
  const span = above.fidelity - below.fidelity
  const share = span > 0 ? (target - below.fidelity) / span : 0.5
  const quality = Math.ceil(below.quality + share * (above.quality - below.quality))
  return Math.min(above.quality - 1, Math.max(below.quality + 1, quality))
}

/** The largest quality step still worth a probe: closer than this, the higher quality is kept. */
export const SEARCH_PRECISION = 3
const MAX_PROBES = 3
/**
 * How much fidelity one quality step adds near the target, for a typical photo (measured on the
 * real photos' tiles): only to aim the second probe; the answer is always measured.
 */
const TYPICAL_GAIN_PER_STEP = 0.003

/**
 * The lowest quality of `format` whose file of `tile` reaches `target` fidelity (within three
 * quality steps), found with two encodes for most photos and three at most (AVIF's are slow): a
 * first guess where a typical photo lands, a second aimed just above the target from how far the
 * first fell from it, and, only when the target lies between them and they are far apart (or
 * neither reached it), a third by interpolation (or aimed again). A photo that reaches the target
 * even at the lowest quality gets the lowest; one that cannot reach it, the highest.
 * Returns the chosen probe (its file is the tile at that quality) and every probe made.
 */
export async function lowestQualityReaching(
  tile: RawTile,
  format: TileFormat,
  target = FIDELITY_TARGET,
  avifEffort = AVIF_EFFORT,
): Promise<{ chosen: Probe; probes: Probe[] }> {
  const { lowest, highest, typical } = QUALITY_RANGE[format]
  const probes: Probe[] = []
  const run = async (quality: number) => {
    const made = await probe(tile, format, quality, avifEffort)
    probes.push(made)
    return made
  }
  // The lowest-quality probe that reaches the target, and the highest that does not.
  const above = () =>
    probes
      .filter((made) => made.fidelity >= target)
      .reduce<Probe | undefined>((best, made) => (!best || made.quality < best.quality ? made : best), undefined)
  const below = () =>
    probes
      .filter((made) => made.fidelity < target)
      .reduce<Probe | undefined>((best, made) => (!best || made.quality > best.quality ? made : best), undefined)
  const clamp = (quality: number) => Math.min(highest, Math.max(lowest, quality))
  const first = await run(typical)
  const aimed = clamp(first.quality + Math.ceil((target - first.fidelity) / TYPICAL_GAIN_PER_STEP) + 1)
  if (aimed !== first.quality) await run(aimed)
  while (probes.length < MAX_PROBES) {
    const [over, under] = [above(), below()]
    // Two probes that both reach the target: the second was aimed just above it, so it is kept.
    if (!under) break
    let next: number
    if (over) {
      if (over.quality - under.quality <= SEARCH_PRECISION) break
      next = interpolate(under, over, target)
    } else {
      if (under.quality === highest) break
      next = clamp(under.quality + Math.ceil((target - under.fidelity) / TYPICAL_GAIN_PER_STEP) + SEARCH_PRECISION)
    }
    if (probes.some((made) => made.quality === next)) break
    await run(next)
  }
  // Nothing reached the target within three encodes (rare): the highest quality is the closest.
  const chosen = above() ?? probes.find((made) => made.quality === highest) ?? (await run(highest))
  return { chosen, probes }
}

/**
 * `file` (made at `quality`) or, when it is over `ceiling` bytes, the highest lower quality whose
 * file fits. The next quality tried comes from how the photo's bytes fell with quality in the
 * search (`slope`: the change of ln(bytes) per quality step); then one step down at a time.
 */
export async function withinCeiling(
  tile: RawTile,
  format: TileFormat,
  quality: number,
  file: Buffer,
  ceiling: number,
  slope: number,
): Promise<{ quality: number; file: Buffer }> {
  const { floor } = QUALITY_RANGE[format]
  let current = { quality, file }
  // One step more than the estimate: a second encode costs more than a slightly lower quality.
  let guess = quality - 1 - Math.max(1, Math.ceil(Math.log(file.length / ceiling) / Math.max(slope, 0.01)))
  while (current.file.length > ceiling && current.quality > floor) {
    const next = Math.max(floor, Math.min(current.quality - 1, guess))
    current = { quality: next, file: await encodeTile(tile, format, next) }
    guess = next - 2
  }
  return current
}

/**
 * The quality to make a `width` px tile at, from the narrower tile just made (`previous`): its
 * quality, or lower when the new tile's bytes (estimated from the previous file's, growing with
 * width to the power 1.5 and with quality by `slope`) would come within 10% of `ceiling`. Erring
 * low by a step costs less than a second encode of a wide AVIF tile.
 */
export function startingQuality(
  previous: { width: number; quality: number; bytes: number },
  width: number,
  ceiling: number,
  slope: number,
  floor: number,
): number {
  const estimate = previous.bytes * (width / previous.width) ** 1.5
  const aim = 0.9 * ceiling
  if (estimate <= aim) return previous.quality
  return Math.max(floor, previous.quality - Math.ceil(Math.log(estimate / aim) / Math.max(slope, 0.01)))
}

/** How much bytes grow per quality step for a typical photo (ln), when the probes are too close to tell. */
const TYPICAL_BYTES_SLOPE = 0.045

/** How fast a photo's file grows with quality, from its search probes: d ln(bytes) / d quality. */
export function bytesSlope(probes: readonly Probe[]): number {
  const sorted = [...probes].sort((a, b) => a.quality - b.quality)
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (!first || !last || last.quality - first.quality < 6) return TYPICAL_BYTES_SLOPE
  return Math.log(last.file.length / first.file.length) / (last.quality - first.quality)
}
