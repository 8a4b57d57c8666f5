/** @jest-environment node */
import path from "node:path"
import sharp from "sharp"
import { cdnTileQualities, type SearchResult } from "../../../../src/photos/encoding/cdn-tile-qualities"
import {
  PHONE_TILE_WIDTH,
  QUALITY_RANGE,
  TILE_FORMATS,
  TILE_WIDTHS,
  tileCeilingBytes,
  type TileFormat,
} from "../../../../src/photos/image-recipes"
import { bytesSlope, encodeTile, lowestQualityReaching, type RawTile } from "../../../../src/photos/encoding/tile-quality"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.photoWork)

const REAL = path.join(__dirname, "..", "..", "..", "..", "..", "shared", "photos", "real")

/** A real photo's tiles at every tile width, cut to 4:3 as the grid cuts them, and each format's search at the narrowest. */
async function photo(name: string, widths: readonly number[] = TILE_WIDTHS) {
  const tiles = new Map<number, RawTile>()
  for (const width of widths) {
    const height = Math.round((width * 3) / 4)
    const data = await sharp(path.join(REAL, name))
      .rotate()
      .resize(width, height, { fit: "cover" })
      .ensureAlpha()
      .raw()
      .toBuffer()
    tiles.set(width, { data, width, height })
  }
  const tileAt = (width: number) => tiles.get(width) as RawTile
  const searches = {} as Record<TileFormat, SearchResult>
  for (const format of TILE_FORMATS) {
    const { chosen, probes } = await lowestQualityReaching(tileAt(widths[0]), format)
    searches[format] = { quality: chosen.quality, bytes: chosen.file.length, slope: bytesSlope(probes) }
  }
  return { tileAt, searches, qualities: await cdnTileQualities(tileAt, widths, widths[0], searches) }
}

const qualityOf = (tiles: Awaited<ReturnType<typeof photo>>["qualities"], format: TileFormat, width: number) =>
  tiles.find((tile) => tile.format === format && tile.width === width)?.quality

describe("the qualities the image CDN is asked for", () => {
  it("lower a busy photo's phone tile below its search's quality, so that the file fits its ceiling", async () => {
    const { tileAt, searches, qualities } = await photo("brick-tower-building-blue-sky.jpg")
    expect(qualities).toHaveLength(TILE_FORMATS.length * TILE_WIDTHS.length)
    for (const format of TILE_FORMATS) {
      const atPhone = qualityOf(qualities, format, PHONE_TILE_WIDTH) ?? 0
      const file = await encodeTile(tileAt(PHONE_TILE_WIDTH), format, atPhone)
      expect(file.length).toBeLessThanOrEqual(tileCeilingBytes(PHONE_TILE_WIDTH, format))
      expect(atPhone).toBeGreaterThanOrEqual(QUALITY_RANGE[format].floor)
      const atSearch = searches[format].quality
      // at the search's quality, the phone's file would not fit: the quality was lowered for the ceiling
      const unlowered = await encodeTile(tileAt(PHONE_TILE_WIDTH), format, atSearch)
      expect({ format, over: unlowered.length > tileCeilingBytes(PHONE_TILE_WIDTH, format), lower: atPhone < atSearch }).toEqual({
        format,
        over: true,
        lower: true,
      })
      // wider tiles never ask for more than narrower ones
      const byWidth = TILE_WIDTHS.map((width) => qualityOf(qualities, format, width) ?? 0)
      expect(byWidth).toEqual([...byWidth].sort((a, b) => b - a))
    }
  })

  it("keep a plain photo's search quality at every width", async () => {
    const { searches, qualities } = await photo("highway-wind-turbines.jpg")
    for (const tile of qualities) expect(tile.quality).toBe(searches[tile.format].quality)
  })

  it("give a photo too small for a second width its one tile, at its search's quality", async () => {
    const { searches, qualities } = await photo("highway-wind-turbines.jpg", [300])
    expect(qualities.map((tile) => tile.width)).toEqual([300, 300, 300])
    for (const tile of qualities) expect(tile.quality).toBe(searches[tile.format].quality)
  })
})
