import sharp from "sharp"
import type { Calibration } from "./cdn-calibration"
import { SEARCH_WIDTH, TILE_FORMATS, type TileFormat } from "./image-recipes"
import { formatOfFm, NETLIFY_IMAGES_PATH, netlifyImageUrl } from "./netlify-pictures"
import { encodeTile, fidelityOf, SEARCH_PRECISION, type RawTile } from "./tile-quality"
import { galleryPagePath } from "../lib/paths"

/**
 * Measures the host's image CDN against sharp (`npm run images:calibrate`): for a sample of the
 * live gallery's tiles, the fidelity sharp reaches at the quality the tiles' search chose, and the
 * CDN quality at which the CDN's own file of the same tile, at the tile's own size, reaches it. The
 * median difference per format is the calibration cdn-calibration.ts applies.
 */

/** One tile of the live gallery, as its page names it for each format. */
interface GalleryTile {
  /** The tile source the CDN cuts it from (an address on the site). */
  source: string
  width: number
  height: number
  /** Each format's quality in the page's address (the CDN's scale). */
  quality: Record<TileFormat, number>
}

/**
 * The tiles of a gallery page's HTML: every image CDN address of a cut (fit=cover) grouped by
 * source, each format's address taken at the width nearest the search's. Photos lacking a format
 * are left out.
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
    if (!known || Math.abs(candidate.width - SEARCH_WIDTH) < Math.abs(known.width - SEARCH_WIDTH)) formats.set(format, candidate)
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

/** How far apart, in quality steps, the CDN qualities tried around the page's are. */
const PROBE_STEP = 12

/** One tile's measurement in one format. */
interface TileMeasurement {
  source: string
  format: TileFormat
  /** The search's quality (sharp's scale) and the fidelity sharp's file reaches at it. */
  sharpQuality: number
  fidelity: number
  /** The CDN quality whose file reaches that fidelity (interpolated between the qualities tried). */
  cdnQuality: number
}

const fetchBytes = async (address: string): Promise<Buffer> => {
  const response = await fetch(address)
  if (!response.ok) throw new Error(`${address} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** The tile uncompressed at `width` x `height`, cut from its source as the CDN cuts it (fit=cover, centred). */
async function referenceTile(sourceFile: Buffer, width: number, height: number): Promise<RawTile> {
  const data = await sharp(sourceFile).resize(width, height, { fit: "cover" }).ensureAlpha().raw().toBuffer()
  return { data, width, height }
}

/** The quality at which the fidelity measured at `points` reaches `target`, by straight lines between them. */
function qualityReaching(points: ReadonlyArray<{ quality: number; fidelity: number }>, target: number): number {
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

/** Measures one tile in every format against the CDN at `site`; `calibration`: the one the page was built with. */
async function measureTile(site: string, tile: GalleryTile, calibration?: Calibration): Promise<TileMeasurement[]> {
  const reference = await referenceTile(await fetchBytes(new URL(tile.source, site).href), tile.width, tile.height)
  const measurements: TileMeasurement[] = []
  for (const format of TILE_FORMATS) {
    const pageQuality = tile.quality[format]
    // The search's own quality: the page's, less the calibration the page was built with.
    const sharpQuality = pageQuality - (calibration?.qualityShift[format] ?? 0)
    const fidelity = await fidelityOf(reference, await encodeTile(reference, format, sharpQuality))
    const tried = [
      ...new Set([pageQuality - PROBE_STEP, pageQuality, pageQuality + PROBE_STEP].map((q) => Math.min(100, Math.max(1, q)))),
    ]
    const points = []
    for (const quality of tried) {
      const address = netlifyImageUrl(tile.source, tile.width, tile.height, format, quality)
      const file = await fetchBytes(new URL(address, site).href)
      const { width, height } = await sharp(file).metadata()
      if (width !== tile.width || height !== tile.height) {
        throw new Error(`${address} answered a ${width}x${height} image where ${tile.width}x${tile.height} was asked`)
      }
      points.push({ quality, fidelity: await fidelityOf(reference, file) })
    }
    measurements.push({ source: tile.source, format, sharpQuality, fidelity, cdnQuality: qualityReaching(points, fidelity) })
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
 * search's effort: about 2 steps) is the same to the search.
 */
function qualityShifts(measurements: readonly TileMeasurement[]): Calibration["qualityShift"] {
  const medians = medianShifts(measurements)
  const whole = (shift: number) => (Math.abs(Math.round(shift)) <= SEARCH_PRECISION ? 0 : Math.round(shift))
  return { avif: whole(medians.avif), webp: whole(medians.webp), jpeg: whole(medians.jpeg) }
}

/** Calibrates the CDN of the site at `site` on up to `photos` tiles of its /gallery page. */
export async function calibrate(
  site: string,
  { photos = 6, calibration }: { photos?: number; calibration?: Calibration } = {},
): Promise<{ calibration: Calibration; measurements: TileMeasurement[] }> {
  const page = await fetch(new URL(galleryPagePath(1), site))
  if (!page.ok) throw new Error(`${new URL(galleryPagePath(1), site).href} answered ${page.status}`)
  const tiles = galleryTiles(await page.text()).slice(0, photos)
  if (tiles.length === 0) {
    throw new Error(
      `${site}/gallery names no tile of the image CDN: is IMAGE_SERVICE "netlify" in the host's build (netlify.toml)?`,
    )
  }
  const measurements: TileMeasurement[] = []
  for (const tile of tiles) measurements.push(...(await measureTile(site, tile, calibration)))
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
