// @ts-check
/** A real photo's tiles cut as the build cuts them, for the benchmarks of the tiles: bench:quality and the AVIF effort table. */
const path = require("node:path")
const { PHONE_TILE_WIDTH, cutTiles, makeWorkingCopy } = require("./site")

/**
 * The search tile and the phone's tile of a photo file, from its working copy; none when the build refuses it.
 * @param {string} file
 */
async function searchAndPhoneTiles(file) {
  const copy = await makeWorkingCopy(file, path.extname(file).slice(1).toLowerCase())
  if (!copy.ok) return undefined
  const { searchTile, tileAt } = await cutTiles(copy.data)
  return { search: searchTile, phone: tileAt(PHONE_TILE_WIDTH) }
}

/** @typedef {NonNullable<Awaited<ReturnType<typeof searchAndPhoneTiles>>>} PhotoTiles */

module.exports = { searchAndPhoneTiles }
