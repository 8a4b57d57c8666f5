import sharp from "sharp"
import type { Calibration } from "./cdn-calibration"
import { QUALITY_RANGE, TILE_FORMATS, type TileFormat } from "../image-recipes"
import { formatOfFm, NETLIFY_IMAGES_PATH, netlifyImageUrl } from "./netlify-pictures"
import { encodeTile, fidelityOf, SEARCH_PRECISION, type RawTile } from "../encoding/tile-quality"
import { galleryPagePath } from "../../lib/paths"

/**
 * Measures the host's image CDN's encoder against sharp's (`npm run images:calibrate`): for a sample
 * of the live gallery's tiles, the CDN's file of each tile source at the source's own size (no
 * resize, so no resampler is measured) and the page's quality; the fidelity that file reaches
 * against the source's pixels; and the quality at which sharp, encoding the same pixels as the
 * build does, reaches the same fidelity. The median difference per format is the calibration
 * cdn-calibration.ts applies. The measurement needs no earlier calibration: whatever quality a page
 * asks for, the CDN's quality and sharp's reaching the same fidelity are each measured, so a run
 * against an unchanged site finds what the last one found.
 */

/** One tile source of the live gallery, with the widest file the page names of it in each format. */
interface GalleryTile {
  /** The tile source the CDN cuts it from (an address on the site). */
  source: string
  width: number
  height: number
  /** Each format's quality in the page's address of that file (the CDN's scale). */
  quality: Record<TileFormat, number>
}

/**
 * The tiles of a gallery page's HTML: every image CDN address of a cut (fit=cover) grouped by
 * source, each format's widest address (the source's own size). Photos lacking a format are left out.
 */
export function galleryTiles(html: string): GalleryTile[] {
  const addresses = [
    ...html.replace(/&amp;/g, "&").matchAll(new RegExp(`${NETLIFY_IMAGES_PATH.replace(/\./g, "\\.")}\\?[^"\\s,]+`, "g")),
  ]
  const found = new Map<string, Map<TileFormat, { width: number; height: number; quality: number }>>()
  for (const [address] of addresses) {
    const params = new URLSearchParams(address.slice(address.indexOf("?") + 1))
    const source = params.get("url")
    const format = formatOfFm(params.get("fm"))
    if (!source || !format || params.get("fit") !== "cover") continue
    const candidate = { width: Number(params.get("w")), height: Number(params.get("h")), quality: Number(params.get("q")) }
    const formats = found.get(source) ?? new Map<TileFormat, typeof candidate>()
    const known = formats.get(format)
    if (!known || candidate.width > known.width) formats.set(format, candidate)
    found.set(source, formats)
  }
  return [...found]
    .filter(([, formats]) => TILE_FORMATS.every((format) => formats.has(format)))
    .map(([source, formats]) => {
      const first = formats.get(TILE_FORMATS[0])
      return {
        source,
        width: first?.width ?? 0,
        height: first?.height ?? 0,
        quality: Object.fromEntries(
          TILE_FORMATS.map((format) => [format, formats.get(format)?.quality ?? 0]),
        ) as GalleryTile["quality"],
      }
    })
}

/** How far apart, in quality steps, sharp's first probes are. */
const PROBE_STEP = 12

/** One tile's measurement in one format. */
interface TileMeasurement {
  source: string
  format: TileFormat
  /** The quality the page asks the CDN for (its scale), and the fidelity the CDN's file reaches. */
  cdnQuality: number
  fidelity: number
  /** The quality at which sharp's file of the same pixels reaches that fidelity (interpolated). */
  sharpQuality: number
}

const fetchBytes = async (address: string): Promise<Buffer> => {
  const response = await fetch(address)
  if (!response.ok) throw new Error(`${address} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** The tile source's pixels, uncompressed. */
async function pixelsOf(sourceFile: Buffer): Promise<RawTile> {
  const { data, info } = await sharp(sourceFile).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

type Point = { quality: number; fidelity: number }

/** The quality at which the fidelity measured at `points` reaches `target`, by straight lines between them. */
function qualityReaching(points: readonly Point[], target: number): number {
  const sorted = [...points].sort((a, b) => a.quality - b.quality)
  if (target <= sorted[0].fidelity) return sorted[0].quality
  for (let index = 1; index < sorted.length; index += 1) {
    const [below, above] = [sorted[index - 1], sorted[index]]
    if (target <= above.fidelity) {
      const span = above.fidelity - below.fidelity
      return below.quality + (span > 0 ? ((target - below.fidelity) / span) * (above.quality - below.quality) : 0)
    }
  }
  return sorted[sorted.length - 1].quality
}

/** At most this many probes between the two that bracket the target, each where the line between them crosses it. */
const REFINEMENTS = 2

/**
 * The quality (unrounded) at which sharp's file of `tile` in `format` reaches `target` fidelity:
 * probes PROBE_STEP apart from the format's typical quality until two bracket the target (or 1 or
 * 100 is reached), then probes where the line between the nearest two crosses it. It depends on
 * the target only, never on the quality the page asked for.
 */
async function sharpQualityReaching(tile: RawTile, format: TileFormat, target: number): Promise<number> {
  const points: Point[] = []
  const probe = async (quality: number) => {
    const known = points.find((point) => point.quality === quality)
    if (known) return known
    const point = { quality, fidelity: await fidelityOf(tile, await encodeTile(tile, format, quality)) }
    points.push(point)
    return point
  }
  const clamp = (quality: number) => Math.min(100, Math.max(1, Math.round(quality)))
  let current = await probe(QUALITY_RANGE[format].typical)
  const direction = current.fidelity < target ? 1 : -1
  for (;;) {
    const next = clamp(current.quality + direction * PROBE_STEP)
    if (next === current.quality) return current.quality
    current = await probe(next)
    if (current.fidelity >= target === (direction === 1)) break
  }
  for (let refinement = 0; refinement < REFINEMENTS; refinement += 1) {
    const below = points.filter((point) => point.fidelity < target).sort((a, b) => b.quality - a.quality)[0]
    const above = points.filter((point) => point.fidelity >= target).sort((a, b) => a.quality - b.quality)[0]
    if (!below || !above || Math.abs(above.quality - below.quality) <= 1) break
    await probe(clamp(qualityReaching([below, above], target)))
  }
  return qualityReaching(points, target)
}

/** Measures one tile in every format against the CDN at `site`. */
async function measureTile(site: string, tile: GalleryTile): Promise<TileMeasurement[]> {
  const pixels = await pixelsOf(await fetchBytes(new URL(tile.source, site).href))
  if (pixels.width !== tile.width || pixels.height !== tile.height) {
    throw new Error(
      `${tile.source} is ${pixels.width}x${pixels.height}, but the page's widest file of it ${tile.width}x${tile.height}: ` +
        "the page and the file are not of one build. Run the calibration again once the deploy is live.",
    )
  }
  const measurements: TileMeasurement[] = []
  for (const format of TILE_FORMATS) {
    const cdnQuality = tile.quality[format]
    const address = netlifyImageUrl(tile.source, tile.width, tile.height, format, cdnQuality)
    const file = await fetchBytes(new URL(address, site).href)
    const { width, height } = await sharp(file).metadata()
    if (width !== tile.width || height !== tile.height) {
      throw new Error(`${address} answered a ${width}x${height} image where ${tile.width}x${tile.height} was asked`)
    }
    const fidelity = await fidelityOf(pixels, file)
    const sharpQuality = await sharpQualityReaching(pixels, format, fidelity)
    measurements.push({ source: tile.source, format, cdnQuality, fidelity, sharpQuality })
  }
  return measurements
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Each format's median of (CDN quality - sharp quality) over the measurements, unrounded. */
export function medianShifts(measurements: readonly TileMeasurement[]): Calibration["qualityShift"] {
  const of = (format: TileFormat) =>
    median(measurements.filter((m) => m.format === format).map((m) => m.cdnQuality - m.sharpQuality))
  return { avif: of("avif"), webp: of("webp"), jpeg: of("jpeg") }
}

/**
 * Each format's shift from the measurements: the median, whole. A shift no larger than the
 * search's own precision (it settles up to SEARCH_PRECISION steps above the exact quality) is no
 * shift: an encoder that differs by less than that (ipx's AVIF at sharp's default effort against the
 * search's effort) is the same to the search.
 */
function qualityShifts(measurements: readonly TileMeasurement[]): Calibration["qualityShift"] {
  const medians = medianShifts(measurements)
  const whole = (shift: number) => (Math.abs(Math.round(shift)) <= SEARCH_PRECISION ? 0 : Math.round(shift))
  return { avif: whole(medians.avif), webp: whole(medians.webp), jpeg: whole(medians.jpeg) }
}

/** Why a gallery page names no tile of the image CDN, in the owner's words. */
function noCdnTiles(address: string, html: string): string {
  if (/\/static\/[^"\s,]+\.(avif|webp|jpe?g)\b/.test(html)) {
    return (
      `${address} shows tiles the build made itself, not the image CDN's: the site is built in build mode. ` +
      'Set IMAGE_SERVICE = "netlify" under [build.environment] in netlify.toml, publish, then calibrate.'
    )
  }
  return `${address} shows no photos yet: add photos to the gallery, publish, then calibrate.`
}

/** Calibrates the CDN of the site at `site` on up to `photos` tiles of its /gallery page. */
export async function calibrate(
  site: string,
  { photos = 6 }: { photos?: number } = {},
): Promise<{ calibration: Calibration; measurements: TileMeasurement[] }> {
  const address = new URL(galleryPagePath(1), site).href
  const page = await fetch(address)
  if (!page.ok) throw new Error(`${address} answered ${page.status}`)
  const html = await page.text()
  const tiles = galleryTiles(html).slice(0, photos)
  if (tiles.length === 0) throw new Error(noCdnTiles(address, html))
  const measurements: TileMeasurement[] = []
  for (const tile of tiles) measurements.push(...(await measureTile(site, tile)))
  return {
    calibration: {
      site,
      measuredOn: new Date().toISOString().slice(0, 10),
      photos: tiles.length,
      qualityShift: qualityShifts(measurements),
    },
    measurements,
  }
}
