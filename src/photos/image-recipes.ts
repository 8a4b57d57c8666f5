/**
 * How the gallery's tiles (the grid's 4:3 images) are made: the widths, the fidelity every tile
 * reaches and the byte ceiling no tile passes. `npm run bench:quality` measures and justifies the
 * target; README.md ("Photo tiles") explains it.
 */

/** The grid's shape: every tile is 4:3, cut around what sharp's attention strategy finds interesting. */
export const TILE_ASPECT_RATIO = 4 / 3

/** The widths of 1 to 4 columns at 1x and 2x (GRID_IMAGE_SIZES in src/lib/gallery-view.ts). */
export const TILE_WIDTHS = [360, 540, 720, 960] as const

/** The one JPEG tile, for the few browsers that read neither AVIF nor WebP. */
export const FALLBACK_JPEG_WIDTH = 720

export const TILE_FORMATS = ["avif", "webp", "jpeg"] as const
export type TileFormat = (typeof TILE_FORMATS)[number]

/**
 * The fidelity every tile reaches: mean SSIM (ssim.js, Wang et al.'s windowed SSIM on luma) of the
 * smallest tile, 360x270, against the uncompressed tile. The smallest tile shows the most detail per
 * pixel, so a quality that reaches the target there reaches it at every larger width too. 0.94 is
 * where compression starts to show as smearing of fine texture in the smallest tile on a phone held
 * at reading distance; `npm run bench:quality` prints bytes and fidelity at each target.
 */
export const FIDELITY_TARGET = 0.94
export const SEARCH_WIDTH = 360

/**
 * The qualities searched in each format (the lowest that reaches the target is used), where the
 * search starts (where a typical photo lands: it only saves encodes) and the floor a byte ceiling
 * may push a file down to. Below `lowest` the format's own artefacts (AVIF's smearing, WebP's and
 * JPEG's blocks) show whatever the metric says, so only a ceiling goes lower.
 */
export const QUALITY_RANGE: Record<TileFormat, { lowest: number; highest: number; typical: number; floor: number }> = {
  avif: { lowest: 20, highest: 64, typical: 36, floor: 10 },
  webp: { lowest: 30, highest: 88, typical: 40, floor: 20 },
  jpeg: { lowest: 40, highest: 90, typical: 45, floor: 30 },
}

const KB = 1024

/**
 * What a phone may fetch of the gallery before scrolling (README's budget for a 412x823 phone at
 * DPR 1.75), and how many tiles its first screen and the next can hold: the grid starts about 400
 * px down and a phone's tiles are about 300 px apart, so five start within two screens.
 */
const PHONE_BYTES_BEFORE_SCROLLING = 130 * KB
const PHONE_TILES_BEFORE_SCROLLING = 5

/**
 * The most bytes a tile of `width` may take in `format`, whatever the photo. The 720 px AVIF tile is
 * the one phones load (a 380 px tile at DPR 1.75, or at 2x on a DPR 3 screen), so its ceiling is a
 * fifth of the phone's budget, 26 KB: five of them keep within it on any photos. Other widths get
 * bytes in proportion to their width (a narrower tile holds more detail per pixel), never more than
 * 45 KB. WebP and JPEG, only for browsers that read no AVIF, get what they need for the same
 * fidelity (about 1.5 and 2 times AVIF's bytes on the real photos), so that their ceiling does not
 * push them into blocks.
 */
const FORMAT_COST: Record<TileFormat, number> = { avif: 1, webp: 1.5, jpeg: 2 }
const PHONE_TILE_WIDTH = 720

export function tileCeilingBytes(width: number, format: TileFormat = "avif"): number {
  const phoneTile = PHONE_BYTES_BEFORE_SCROLLING / PHONE_TILES_BEFORE_SCROLLING
  return Math.round(Math.min(45 * KB, (phoneTile * width) / PHONE_TILE_WIDTH) * FORMAT_COST[format])
}

/** Changes whenever any setting above does, so that every photo's tiles are then made again. */
export const TILE_SETTINGS = JSON.stringify({
  v: 1,
  widths: TILE_WIDTHS,
  jpeg: FALLBACK_JPEG_WIDTH,
  target: FIDELITY_TARGET,
  at: SEARCH_WIDTH,
  range: QUALITY_RANGE,
  ceiling: TILE_WIDTHS.map((width) => TILE_FORMATS.map((format) => tileCeilingBytes(width, format))),
})
