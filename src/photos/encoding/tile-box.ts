/**
 * Where a photo's grid tile sits in the whole photo: the tiles are 4:3 cuts around what sharp's
 * attention strategy finds interesting (tile-files.ts), so the viewer, which shows the whole photo,
 * can place the tapped tile's pixels where they belong while the large file loads.
 */

/** The tile's box as fractions of the whole photo's width and height (0-1, four decimals). */
export interface TileBox {
  left: number
  top: number
  width: number
  height: number
}

/** What sharp reports of a strategy crop: where the resized photo starts, left of and above the cut (0 or less); none when nothing was cut. */
export interface CropOffsets {
  cropOffsetLeft?: number
  cropOffsetTop?: number
}

interface Size {
  width: number
  height: number
}

const fraction = (value: number) => Math.round(value * 10000) / 10000

/**
 * The box of a tile `tile` cut from a photo `photo` by a cover resize: the photo scaled to cover
 * the tile, then cut at sharp's offsets (in the scaled photo's pixels).
 */
export function tileBoxOf(photo: Size, tile: Size, crop: CropOffsets): TileBox {
  const scale = Math.max(tile.width / photo.width, tile.height / photo.height)
  const scaled = { width: photo.width * scale, height: photo.height * scale }
  return {
    left: fraction(Math.max(0, -(crop.cropOffsetLeft ?? 0)) / scaled.width),
    top: fraction(Math.max(0, -(crop.cropOffsetTop ?? 0)) / scaled.height),
    width: fraction(tile.width / scaled.width),
    height: fraction(tile.height / scaled.height),
  }
}
