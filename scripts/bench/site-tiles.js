/**
 * The site's own photo code (src/photos/, loaded with jiti) and tiles cut as the build cuts them,
 * for the benchmarks that measure the tiles: bench:quality, the AVIF effort table, photo phases.
 */
const path = require("node:path")
const sharp = require("sharp")
const { createJiti } = require("jiti")
const { ROOT } = require("./constants")

/** The modules of src/photos/ the benchmarks use, as one object. */
async function loadSitePhotoCode() {
  const jiti = createJiti(__filename)
  const modules = ["image-recipes.ts", "encoding/tile-quality.ts", "preparing/working-copy.ts", "encoding/tile-files.ts"]
  const loaded = await Promise.all(modules.map((file) => jiti.import(path.join(ROOT, "src", "photos", file))))
  return Object.assign({}, ...loaded)
}

/** The uncompressed `width` px 4:3 tile of `image` (a file or its bytes), cut by attention as tile-files.ts cuts it. */
async function cutTile(image, width, site) {
  const { data, info } = await sharp(image)
    .resize(width, Math.round(width / site.TILE_ASPECT_RATIO), { fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The search tile and the phone's tile of a photo file, from its working copy; none when the build refuses it. */
async function searchAndPhoneTiles(file, site) {
  const copy = await site.makeWorkingCopy(file, path.extname(file).slice(1).toLowerCase())
  if (!copy.ok) return undefined
  return {
    search: await cutTile(copy.data, site.SEARCH_WIDTH, site),
    phone: await cutTile(copy.data, site.PHONE_TILE_WIDTH, site),
  }
}

/** How sharp encodes each served format at a quality, as the build and gatsby-plugin-sharp do (AVIF at sharp's default effort). */
const ENCODE = {
  avif: (image, quality) => image.avif({ quality }),
  webp: (image, quality) => image.webp({ quality }),
  jpeg: (image, quality) => image.jpeg({ quality, progressive: true }),
}

module.exports = { ENCODE, cutTile, loadSitePhotoCode, searchAndPhoneTiles }
