import {
  CDN_CEILING_SHARE,
  PHONE_TILE_WIDTH,
  QUALITY_RANGE,
  TILE_FORMATS,
  tileCeilingBytes,
  type TileFormat,
} from "../image-recipes"
import { encodeTile, type RawTile } from "./tile-quality"

/**
 * When the host's image CDN makes the tiles (IMAGE_SERVICE=netlify), the build encodes none of
 * them, yet each width must still keep within its byte ceiling (image-recipes.ts), the phone's
 * 720 px tile above all. This finds the quality to ask the CDN for at each width and format from
 * the photo's own search (its file at the search width, how its bytes fell with quality) and how
 * its bytes grow with width, measured on the tile phones load with fast encodes:
 *
 * 1. JPEG at that width (milliseconds): its growth is JPEG's own, and an upper bound of AVIF's and
 *    WebP's on the real photos (their bytes grow more slowly with width), so a photo whose bound
 *    fits every ceiling needs nothing more.
 * 2. Otherwise, that format's fastest encoder (effort 0) at the search width and the phone's,
 *    whose growth is the site's encoder's within a few percent, and again at the lowered quality
 *    until the phone's tile fits (its bytes' fall with quality measured there too).
 */

/** sharp's fastest AVIF and WebP effort: only to measure how a photo's bytes grow and fall. */
const FASTEST = 0

/** At most this many fast encodes at the phone's width at a lowered quality. */
const MAX_CHECKS = 2

/** A tile the CDN makes: its format and width, at the quality (sharp's scale) that keeps it within its ceiling. */
export interface CdnTile {
  format: TileFormat
  width: number
  quality: number
}

/** A format's search at the search width: the quality it chose, that file's bytes, and d ln(bytes)/d quality. */
export interface SearchResult {
  quality: number
  bytes: number
  slope: number
}

/** `quality`, or lower by as many steps as bring `bytes` down to `aim` at `slope`, never under the format's floor. */
function lowered(format: TileFormat, quality: number, bytes: number, aim: number, slope: number): number {
  if (bytes <= aim) return quality
  const steps = Math.max(1, Math.ceil(Math.log(bytes / aim) / Math.max(slope, 0.01)))
  return Math.max(QUALITY_RANGE[format].floor, quality - steps)
}

const aimOf = (width: number, format: TileFormat) => CDN_CEILING_SHARE * tileCeilingBytes(width, format)

/**
 * The tiles to ask the CDN for: every format at every one of `widths` (sorted; the search was made
 * at `searchWidth`, the narrowest), none at a quality above the search's, each estimated to fit
 * `CDN_CEILING_SHARE` of its ceiling. `tileAt` gives the uncompressed tile of a width.
 */
export async function cdnTileQualities(
  tileAt: (width: number) => RawTile,
  widths: readonly number[],
  searchWidth: number,
  searches: Record<TileFormat, SearchResult>,
): Promise<CdnTile[]> {
  const wider = widths.filter((width) => width > searchWidth)
  const reference = wider.filter((width) => width <= PHONE_TILE_WIDTH).pop() ?? wider[0]
  const tiles: CdnTile[] = []
  // A wider tile is never asked for at a higher quality than a narrower one: its ceiling grows more slowly than its bytes.
  const add = (format: TileFormat, qualityAt: (width: number) => number) => {
    let highest = Infinity
    for (const width of widths) {
      highest = Math.min(highest, qualityAt(width))
      tiles.push({ format, width, quality: highest })
    }
  }
  const fastBytes = async (width: number, format: TileFormat, quality: number) =>
    (await encodeTile(tileAt(width), format, quality, FASTEST, FASTEST)).length
  if (reference === undefined) {
    for (const format of TILE_FORMATS) {
      const { quality, bytes, slope } = searches[format]
      add(format, (width) => lowered(format, quality, bytes, aimOf(width, format), slope))
    }
    return tiles
  }
  /** How bytes grow with width: ln(bytes at the reference / at the search width) / ln(their widths' ratio). */
  const growthOf = (referenceBytes: number, searchBytes: number) =>
    Math.log(referenceBytes / searchBytes) / Math.log(reference / searchWidth)
  const jpegAtReference = await fastBytes(reference, "jpeg", searches.jpeg.quality)
  const jpegGrowth = growthOf(jpegAtReference, searches.jpeg.bytes)
  for (const format of TILE_FORMATS) {
    const search = searches[format]
    /**
     * The bytes of each width at the search's quality, from the bytes at the reference: growing as
     * measured up to it, and beyond it (estimated, not measured) at least as fast as JPEG's.
     */
    const bytesFrom = (referenceBytes: number) => {
      const growth = growthOf(referenceBytes, search.bytes)
      return (width: number) =>
        width <= reference
          ? search.bytes * (width / searchWidth) ** growth
          : referenceBytes * (width / reference) ** Math.max(growth, jpegGrowth)
    }
    const qualityFor = (bytesAt: (width: number) => number, slope: number) => (width: number) =>
      lowered(format, search.quality, bytesAt(width), aimOf(width, format), slope)
    const bound = qualityFor(bytesFrom(search.bytes * (reference / searchWidth) ** jpegGrowth), search.slope)
    if (widths.every((width) => bound(width) === search.quality)) {
      add(format, () => search.quality)
      continue
    }
    // The fast encoder's bytes turned into the site's encoder's, from the one file both made (JPEG's is the site's).
    const scale = format === "jpeg" ? 1 : search.bytes / (await fastBytes(searchWidth, format, search.quality))
    const measuredAt = async (quality: number) => scale * (await fastBytes(reference, format, quality))
    const referenceBytes = format === "jpeg" ? jpegAtReference : await measuredAt(search.quality)
    const bytesAt = bytesFrom(referenceBytes)
    let slope = search.slope
    let quality = qualityFor(bytesAt, slope)(reference)
    // The phone's tile is measured again at its lowered quality until it fits, which measures the slope there too.
    for (let check = 0; check < MAX_CHECKS && quality < search.quality; check += 1) {
      const bytes = await measuredAt(quality)
      const measured = Math.log(referenceBytes / bytes) / (search.quality - quality)
      if (measured > 0) slope = measured
      if (bytes <= aimOf(reference, format) || quality === QUALITY_RANGE[format].floor) break
      quality = lowered(format, quality, bytes, aimOf(reference, format), slope)
    }
    const estimated = qualityFor(bytesAt, slope)
    add(format, (width) => (width === reference ? quality : estimated(width)))
  }
  return tiles
}
