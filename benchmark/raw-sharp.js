// @ts-check
/**
 * The floor for the site's image work: plain sharp making the same files from the same photos,
 * each photo decoded once, as many photos at a time as the machine has cores. The tiles are the
 * very files the build made (each at the quality its search chose, read from the photo's
 * tiles.json), without the search; the other files follow the recipes of
 * src/photos/image-recipes.ts: every photo's viewer files and, for the featured photo, the home
 * page's hero and the share image.
 */
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const sharp = require("sharp")
const {
  AVIF_EFFORT,
  HERO_RECIPE,
  LARGEST_SERVED_EDGE_PX,
  SHARE_RECIPE,
  TILE_ASPECT_RATIO,
  VIEWER_RECIPE,
  fittingWidths,
} = require("./site")

/** How plain sharp encodes each served format at a quality, as gatsby-plugin-sharp does (AVIF at sharp's default effort). */
const ENCODE = {
  /** @param {import("sharp").Sharp} image @param {number} quality */
  avif: (image, quality) => image.avif({ quality }),
  /** @param {import("sharp").Sharp} image @param {number} quality */
  webp: (image, quality) => image.webp({ quality }),
  /** @param {import("sharp").Sharp} image @param {number} quality */
  jpeg: (image, quality) => image.jpeg({ quality, progressive: true }),
}

/**
 * The tiles the build made of `file` (a photo directly in content/gallery/ of the site at `root`).
 * @param {string} root @param {string} file @returns {import("../src/benchmarked").TileSet["files"]}
 */
function tilesOf(root, file) {
  const record = path.join(root, ".prepared-photos", path.basename(file), ".tiles", "tiles.json")
  if (!fs.existsSync(record)) throw new Error(`No tiles were made of ${file}: expected ${record}`)
  return JSON.parse(fs.readFileSync(record, "utf8")).files
}

/** @param {string} file @param {boolean} featured @param {import("../src/benchmarked").TileSet["files"]} tiles */
async function deriveOne(file, featured, tiles) {
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ width: LARGEST_SERVED_EDGE_PX, height: LARGEST_SERVED_EDGE_PX, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
  const copy = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  const tile = (/** @type {number} */ width) =>
    copy().resize(width, Math.round(width / TILE_ASPECT_RATIO), { fit: "cover", position: sharp.strategy.attention })
  const picture = (/** @type {import("../src/benchmarked").PictureRecipe} */ recipe) =>
    fittingWidths(recipe.widths, info.width).flatMap((width) =>
      recipe.formats.map(({ format, quality }) => ENCODE[format](copy().resize(width), quality).toBuffer()),
    )
  const share = copy().resize(SHARE_RECIPE.width, SHARE_RECIPE.height, { fit: "cover", position: "centre" })
  const jobs = [
    // The tiles' AVIF at the build's own effort (image-recipes.ts), the other pictures' at sharp's default.
    ...tiles.map(({ format, width, quality }) =>
      (format === "avif" ? tile(width).avif({ quality, effort: AVIF_EFFORT }) : ENCODE[format](tile(width), quality)).toBuffer(),
    ),
    ...picture(VIEWER_RECIPE),
    ...(featured ? [...picture(HERO_RECIPE), ENCODE[SHARE_RECIPE.format](share, SHARE_RECIPE.quality).toBuffer()] : []),
  ]
  const files = await Promise.all(jobs)
  return files.length
}

/**
 * Seconds plain sharp takes to make the site's files from `photos` (the gallery's for each, the
 * hero's and the share image's for `featured` too), and how many it made.
 * @param {string[]} photos @param {string} featured @param {string} root
 */
async function timeRawSharp(photos, featured, root) {
  const tiles = new Map(photos.map((photo) => [photo, tilesOf(root, photo)]))
  const started = Date.now()
  let next = 0
  let files = 0
  const worker = async () => {
    while (next < photos.length) {
      const photo = photos[next++]
      files += await deriveOne(photo, photo === featured, tiles.get(photo) ?? [])
    }
  }
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker))
  return { seconds: (Date.now() - started) / 1000, files }
}

module.exports = { ENCODE, timeRawSharp }
