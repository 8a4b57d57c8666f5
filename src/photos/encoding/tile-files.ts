import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { cdnTileQualities, type CdnTile, type SearchResult } from "./cdn-tile-qualities"
import { tileBoxOf, type CropOffsets, type TileBox } from "./tile-box"
import { bytesSlope, encodeTile, lowestQualityReaching, startingQuality, withinCeiling, type RawTile } from "./tile-quality"
import type { ImageService } from "../image-service"
import { TILE_FOLDER, TILE_RECORD_FILE } from "../photo-rules"
import {
  FALLBACK_JPEG_WIDTH,
  QUALITY_RANGE,
  SEARCH_WIDTH,
  TILE_ASPECT_RATIO,
  TILE_FORMATS,
  TILE_WIDTHS,
  tileCeilingBytes,
  tileSettingsKey,
  type TileFormat,
} from "../image-recipes"

/**
 * Makes one photo's grid tiles from its working copy: AVIF and WebP at every tile width, one JPEG,
 * each at the lowest quality that reaches the fidelity target (tile-quality.ts) and within its
 * width's byte ceiling, and records them in `tiles.json` beside the files. When the host's image
 * CDN makes the files (image-service.ts), it makes only what the CDN cannot: the tile source (the
 * widest tile, cut by attention, nearly lossless) and the quality of each format at each width,
 * from the search and within the width's ceiling (cdn-tile-qualities.ts).
 */

interface TileFile {
  format: TileFormat
  width: number
  height: number
  quality: number
  bytes: number
  /** The file's name: the photo's, its size and a hash of its bytes (so a changed file gets a new address). */
  name: string
}

export interface TileSet {
  settings: string
  /** The tile's dominant colour, shown until its file arrives. */
  backgroundColor: string
  /** Where the tile sits in the whole photo (none in a record made before it was kept: keepTileBox adds it). */
  box?: TileBox
  /** Each format's search: the quality it chose and the fidelity (mean SSIM at the search width) reached. */
  search: Record<TileFormat, { quality: number; fidelity: number }>
  /** The encoded tiles (none when the CDN makes them). */
  files: TileFile[]
  /** The tile source the CDN makes the tiles from, and the files it is asked for (IMAGE_SERVICE=netlify only). */
  source?: { name: string; width: number; height: number; files: CdnTile[] }
}

const EXTENSIONS: Record<TileFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" }

const heightOf = (width: number) => Math.round(width / TILE_ASPECT_RATIO)

/** The tile widths a working copy `width` x `height` px can fill without enlarging (at least one). */
function tileWidthsFor(width: number, height: number): number[] {
  const widest = Math.min(width, Math.floor(height * TILE_ASPECT_RATIO))
  const fitting = TILE_WIDTHS.filter((tileWidth) => tileWidth <= widest)
  return fitting.length > 0 ? fitting : [widest - (widest % 2)]
}

/** `image`'s pixels, `width` wide, and where sharp's strategy cut it (when it did). */
async function rawCut(image: sharp.Sharp, width: number): Promise<{ tile: RawTile; crop: CropOffsets }> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  if (info.width !== width) throw new Error(`tile of ${info.width} px where ${width} px was asked`)
  return { tile: { data, width: info.width, height: info.height }, crop: info }
}

const rawTile = async (image: sharp.Sharp, width: number): Promise<RawTile> => (await rawCut(image, width)).tile

function smaller(tile: RawTile, width: number): Promise<RawTile> {
  if (width === tile.width) return Promise.resolve(tile)
  const pixels = sharp(tile.data, { raw: { width: tile.width, height: tile.height, channels: 4 } })
  return rawTile(pixels.resize(width, heightOf(width)), width)
}

const hex = (value: number) => value.toString(16).padStart(2, "0")

function fileName(stem: string, format: TileFormat, width: number, data: Buffer): string {
  const hash = createHash("sha1").update(data).digest("hex").slice(0, 10)
  return `${stem}-${width}x${heightOf(width)}-${hash}.${EXTENSIONS[format]}`
}

/** The widths a format is made at: every tile width, or for JPEG the one fallback. */
function widthsOf(format: TileFormat, widths: readonly number[]): number[] {
  if (format !== "jpeg") return [...widths]
  const fitting = widths.filter((width) => width <= FALLBACK_JPEG_WIDTH)
  return [fitting[fitting.length - 1] ?? widths[0]]
}

/**
 * The tile source: nearly lossless (JPEG at quality 95 without chroma subsampling), so that the
 * CDN's files of it reach the fidelity the search measured against the uncompressed tile.
 */
const TILE_SOURCE_QUALITY = 95

/** A working copy cut into its tiles: by attention, at every tile width it fills. */
interface CutTiles {
  widths: number[]
  /** The widest tile, the others made from it. */
  largest: RawTile
  /** Where the tiles sit in the whole photo. */
  box: TileBox
  tileAt: (width: number) => RawTile
  /** The tile each format's quality search runs on (SEARCH_WIDTH, or the narrowest it has). */
  searchTile: RawTile
}

/** The widest tile of the working copy `copy` (its file or its bytes), cut by attention, the widths it fills, and where it sits. */
async function cutWidest(copy: string | Buffer): Promise<{ widths: number[]; largest: RawTile; box: TileBox }> {
  const { width = 0, height = 0 } = await sharp(copy).metadata()
  const widths = tileWidthsFor(width, height)
  const widest = widths[widths.length - 1]
  const { tile, crop } = await rawCut(
    sharp(copy)
      .resize(widest, heightOf(widest), { fit: "cover", position: sharp.strategy.attention })
      .flatten({ background: "#ffffff" }),
    widest,
  )
  return { widths, largest: tile, box: tileBoxOf({ width, height }, tile, crop) }
}

/** Cuts the working copy `copy` (its file or its bytes) into its tiles, the widest first and the others from it. */
async function cutTiles(copy: string | Buffer): Promise<CutTiles> {
  const { widths, largest, box } = await cutWidest(copy)
  const tiles = new Map<number, RawTile>()
  for (const tileWidth of widths) tiles.set(tileWidth, await smaller(largest, tileWidth))
  const tileAt = (tileWidth: number) => tiles.get(tileWidth) ?? largest
  return { widths, largest, box, tileAt, searchTile: tileAt(widths.includes(SEARCH_WIDTH) ? SEARCH_WIDTH : widths[0]) }
}

/** One format's quality search on the search tile: the lowest quality reaching the target, and how bytes grow with quality. */
type FormatSearch = Awaited<ReturnType<typeof lowestQualityReaching>> & { slope: number }

async function searchFormats(searchTile: RawTile): Promise<Record<TileFormat, FormatSearch>> {
  const searches = {} as Record<TileFormat, FormatSearch>
  for (const format of TILE_FORMATS) {
    const found = await lowestQualityReaching(searchTile, format)
    searches[format] = { ...found, slope: bytesSlope(found.probes) }
  }
  return searches
}

/**
 * `build` mode: every format at each of its widths, written into `folder`: the search tile's file
 * as searched, each other width from the quality of the width before it, within its byte ceiling.
 */
async function encodeTileFiles(
  { widths, tileAt, searchTile }: CutTiles,
  searches: Record<TileFormat, FormatSearch>,
  folder: string,
  stem: string,
): Promise<TileFile[]> {
  const files: TileFile[] = []
  for (const format of TILE_FORMATS) {
    const { chosen, slope } = searches[format]
    let previous = { width: searchTile.width, quality: chosen.quality, bytes: chosen.file.length }
    for (const tileWidth of widthsOf(format, widths)) {
      const tile = tileAt(tileWidth)
      const ceiling = tileCeilingBytes(tileWidth, format)
      const quality =
        tile === searchTile ? chosen.quality : startingQuality(previous, tileWidth, ceiling, slope, QUALITY_RANGE[format].floor)
      const made = tile === searchTile ? chosen.file : await encodeTile(tile, format, quality)
      const fitted = await withinCeiling(tile, format, quality, made, ceiling, slope)
      previous = { width: tileWidth, quality: fitted.quality, bytes: fitted.file.length }
      const name = fileName(stem, format, tileWidth, fitted.file)
      writeFileSync(path.join(folder, name), fitted.file)
      files.push({
        format,
        width: tileWidth,
        height: heightOf(tileWidth),
        quality: fitted.quality,
        bytes: fitted.file.length,
        name,
      })
    }
  }
  return files
}

/** `netlify` mode: the tile source written into `folder`, and the quality of each file the CDN is asked for. */
async function cdnTileSource(
  { widths, largest, tileAt, searchTile }: CutTiles,
  searches: Record<TileFormat, FormatSearch>,
  folder: string,
  stem: string,
): Promise<NonNullable<TileSet["source"]>> {
  const results = {} as Record<TileFormat, SearchResult>
  for (const format of TILE_FORMATS) {
    const { chosen, slope } = searches[format]
    results[format] = { quality: chosen.quality, bytes: chosen.file.length, slope }
  }
  return {
    ...(await writeTileSource(largest, folder, stem)),
    files: await cdnTileQualities(tileAt, widths, searchTile.width, results),
  }
}

/**
 * Makes the tiles of the working copy `copyFile` into `folder` (emptied first), as the image
 * service needs them (encodeTileFiles or cdnTileSource); returns their record.
 */
export async function makeTiles(copyFile: string, folder: string, stem: string, service: ImageService): Promise<TileSet> {
  const cut = await cutTiles(copyFile)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const searches = await searchFormats(cut.searchTile)
  const search = {} as TileSet["search"]
  for (const format of TILE_FORMATS)
    search[format] = { quality: searches[format].chosen.quality, fidelity: searches[format].chosen.fidelity }
  const { searchTile } = cut
  const { dominant } = await sharp(searchTile.data, {
    raw: { width: searchTile.width, height: searchTile.height, channels: 4 },
  }).stats()
  const tileSet: TileSet = {
    settings: tileSettingsKey(service),
    backgroundColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    box: cut.box,
    search,
    ...(service === "netlify"
      ? { files: [], source: await cdnTileSource(cut, searches, folder, stem) }
      : { files: await encodeTileFiles(cut, searches, folder, stem) }),
  }
  writeFileSync(path.join(folder, TILE_RECORD_FILE), JSON.stringify(tileSet, null, 1))
  return tileSet
}

/**
 * Adds where the tiles sit in the whole photo to a record made before the box was kept, from the
 * same cut of the working copy `copyFile` (no tile encoded again, the settings key unchanged: a
 * new key would remake and republish every photo). Returns whether the record changed.
 */
export async function keepTileBox(copyFile: string, folder: string): Promise<boolean> {
  const recordFile = path.join(folder, TILE_RECORD_FILE)
  const tileSet = JSON.parse(readFileSync(recordFile, "utf8")) as TileSet
  if (tileSet.box) return false
  const { box } = await cutWidest(copyFile)
  writeFileSync(recordFile, JSON.stringify({ ...tileSet, box }, null, 1))
  return true
}

/** Writes the tile source into `folder`: its name and size. */
async function writeTileSource(
  tile: RawTile,
  folder: string,
  stem: string,
): Promise<{ name: string; width: number; height: number }> {
  const data = await sharp(tile.data, { raw: { width: tile.width, height: tile.height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: TILE_SOURCE_QUALITY, chromaSubsampling: "4:4:4" })
    .toBuffer()
  const hash = createHash("sha1").update(data).digest("hex").slice(0, 10)
  const name = `${stem}-tile-source-${tile.width}x${tile.height}-${hash}.jpg`
  writeFileSync(path.join(folder, name), data)
  return { name, width: tile.width, height: tile.height }
}

/** The tiles recorded in `folder`, when they were made with today's settings and are all there. */
export function readTiles(folder: string, service: ImageService): TileSet | undefined {
  try {
    const tileSet = JSON.parse(readFileSync(path.join(folder, TILE_RECORD_FILE), "utf8")) as TileSet
    const names = [...tileSet.files.map((file) => file.name), ...(tileSet.source ? [tileSet.source.name] : [])]
    const complete = names.every((name) => existsSync(path.join(folder, name)))
    return tileSet.settings === tileSettingsKey(service) && complete ? tileSet : undefined
  } catch {
    return undefined
  }
}

/**
 * The names of the files the tile and picture resolvers publish for the working copy `copyFile`
 * in its folder of public/static/ (publish-files.ts): its tiles; or, when the CDN makes them, its
 * tile source and the working copy itself. Undefined while its tiles are not made.
 */
export function publishedNamesOf(copyFile: string, service: ImageService): string[] | undefined {
  const tiles = readTiles(path.join(path.dirname(copyFile), TILE_FOLDER), service)
  if (!tiles) return undefined
  return tiles.source ? [tiles.source.name, path.basename(copyFile)] : tiles.files.map((file) => file.name)
}
