/**
 * The floor for the site's image work: plain sharp making the same files from the same photos,
 * each photo decoded once, as many photos at a time as the machine has cores. The tiles are the
 * very files the build made (each at the quality its search chose, read from the photo's
 * tiles.json), without the search; the other settings mirror src/photos/working-copy.ts,
 * src/components/gallery/gallery-photo-fields.ts and, for the featured photo, the home page's hero
 * (src/pages/index.tsx) and the share image (useShareImage.ts).
 */
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const sharp = require("sharp")

const LARGEST_EDGE = 2000
const TILE_RATIO = 4 / 3
const VIEWER_WIDTHS = [800, 1280, 2000]
const HERO_WIDTHS = [480, 768, 1080, 1440, 1920]

/** The widths gatsby-plugin-image makes from a source `width` px wide (never wider than the source). */
function constrainedSizes(widths, width) {
  const kept = widths.filter((w) => w <= width)
  return kept.length < widths.length && !kept.includes(width) ? [...kept, width] : kept
}

/** The tiles the build made of `file` (a photo directly in content/gallery/ of the site at `root`). */
function tilesOf(root, file) {
  const record = path.join(root, ".prepared-photos", path.basename(file), ".tiles", "tiles.json")
  if (!fs.existsSync(record)) throw new Error(`No tiles were made of ${file}: expected ${record}`)
  return JSON.parse(fs.readFileSync(record, "utf8")).files
}

async function deriveOne(file, featured, tiles) {
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ width: LARGEST_EDGE, height: LARGEST_EDGE, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })
  const copy = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  const tile = (width) => copy().resize(width, Math.round(width / TILE_RATIO), { fit: "cover", position: sharp.strategy.attention })
  const encode = { avif: (image, quality) => image.avif({ quality }), webp: (image, quality) => image.webp({ quality }), jpeg: (image, quality) => image.jpeg({ quality, progressive: true }) }
  const jobs = [
    ...tiles.map(({ format, width, quality }) => encode[format](tile(width), quality).toBuffer()),
    ...constrainedSizes(VIEWER_WIDTHS, info.width).map((width) => copy().resize(width).webp({ quality: 70 }).toBuffer()),
    ...(featured
      ? [
          ...constrainedSizes(HERO_WIDTHS, info.width).flatMap((width) => [
            copy().resize(width).jpeg({ quality: 55, progressive: true }).toBuffer(),
            copy().resize(width).webp({ quality: 50 }).toBuffer(),
            copy().resize(width).avif({ quality: 40 }).toBuffer(),
          ]),
          copy().resize(1200, 630, { fit: "cover", position: "centre" }).jpeg({ quality: 80 }).toBuffer(),
        ]
      : []),
  ]
  const files = await Promise.all(jobs)
  return files.length
}

/**
 * Seconds plain sharp takes to make the site's files from `photos` (the gallery's for each, the
 * hero's and the share image's for `featured` too), and how many it made.
 */
async function timeRawSharp(photos, featured, root) {
  const tiles = new Map(photos.map((photo) => [photo, tilesOf(root, photo)]))
  const started = Date.now()
  let next = 0
  let files = 0
  const worker = async () => {
    while (next < photos.length) {
      const photo = photos[next++]
      files += await deriveOne(photo, photo === featured, tiles.get(photo))
    }
  }
  await Promise.all(Array.from({ length: os.cpus().length }, worker))
  return { seconds: (Date.now() - started) / 1000, files }
}

module.exports = { timeRawSharp }
