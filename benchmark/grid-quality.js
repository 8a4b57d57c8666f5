// @ts-check
/**
 * npm run bench:quality: why the tiles reach the fidelity target they do (src/photos/image-recipes.ts).
 *
 *   node benchmark/grid-quality.js [folder]   (default ../shared/photos/real/; try .../edge/ too)
 *
 * Each photo is made into its working copy and cut to the grid's tiles as the build does (the same
 * code, src/photos/), then the phone's AVIF tile (PHONE_TILE_WIDTH) is made two ways:
 * - at one fixed quality for every photo (how the site did it before), and
 * - at the lowest quality whose 360 px tile reaches each fidelity target (mean SSIM, ssim.js),
 *   within the phone tile's byte ceiling, as the build does.
 * For each it prints the quality chosen, the phone file's size (average and largest) and its
 * fidelity (lowest, average, highest): a fixed quality gives busy photos (foliage, brick, streets)
 * far less fidelity and far more bytes than plain ones; a target gives every photo the same.
 * Then WebP and JPEG at the site's target. Prints how many photos each ceiling held down.
 */
const fs = require("node:fs")
const path = require("node:path")
const { ROOT } = require("./constants")
const site = require("./site")
const { searchAndPhoneTiles } = require("./site-tiles")
const { mean } = require("./numbers")

const FOLDER = process.argv[2] ?? path.join(ROOT, "..", "shared", "photos", "real")
const FIXED_AVIF_QUALITY = 40
const TARGETS = [0.92, 0.93, 0.94, 0.95, 0.96]

/**
 * The phone's tile of a format at `quality`, held to the ceiling as the build holds it (unless `ceiling` is Infinity).
 * @param {import("./site-tiles").PhotoTiles} tiles @param {import("../src/benchmarked").TileFormat} format @param {number} quality @param {number} slope
 */
async function phoneTile(tiles, format, quality, slope, ceiling = site.tileCeilingBytes(site.PHONE_TILE_WIDTH, format)) {
  const made = await site.encodeTile(tiles.phone, format, quality)
  const fitted = await site.withinCeiling(tiles.phone, format, quality, made, ceiling, slope)
  return {
    quality: fitted.quality,
    bytes: fitted.file.length,
    capped: fitted.quality < quality,
    fidelity: await site.fidelityOf(tiles.phone, fitted.file),
  }
}

/** @param {string} label @param {Awaited<ReturnType<typeof phoneTile>>[]} rows */
function summary(label, rows) {
  const kb = rows.map((row) => row.bytes / 1024)
  const fidelity = rows.map((row) => row.fidelity)
  const capped = rows.filter((row) => row.capped).length
  console.log(
    [
      label.padEnd(26),
      mean(rows.map((row) => row.quality))
        .toFixed(1)
        .padStart(6),
      mean(kb).toFixed(1).padStart(7),
      Math.max(...kb)
        .toFixed(1)
        .padStart(7),
      Math.min(...fidelity)
        .toFixed(4)
        .padStart(8),
      mean(fidelity).toFixed(4).padStart(8),
      Math.max(...fidelity)
        .toFixed(4)
        .padStart(8),
      String(capped).padStart(7),
    ].join(" "),
  )
}

async function main() {
  /** @type {{ file: string, tiles: import("./site-tiles").PhotoTiles }[]} */
  const photos = []
  for (const file of fs.readdirSync(FOLDER).sort()) {
    const tiles = await searchAndPhoneTiles(path.join(FOLDER, file))
    if (tiles) photos.push({ file, tiles })
    else console.log(`(${file} left out: the build refuses it)`)
  }
  if (photos.length === 0) throw new Error(`No photo in ${FOLDER} that the build accepts`)
  console.log(
    `${photos.length} photos from ${FOLDER}; the ${site.PHONE_TILE_WIDTH}x${Math.round(site.PHONE_TILE_WIDTH / site.TILE_ASPECT_RATIO)} tile, the one phones load`,
  )
  console.log(
    `AVIF ceiling ${(site.tileCeilingBytes(site.PHONE_TILE_WIDTH) / 1024).toFixed(1)} KB; fidelity is mean SSIM (1 = identical)\n`,
  )
  console.log("setting                    avg q  avg KB  max KB  min fid  avg fid  max fid  capped")
  const fixed = []
  for (const { tiles } of photos) fixed.push(await phoneTile(tiles, "avif", FIXED_AVIF_QUALITY, 0.05, Infinity))
  summary(`avif fixed q${FIXED_AVIF_QUALITY}`, fixed)
  /** @param {import("../src/benchmarked").TileFormat} format @param {number} target */
  const searched = async (format, target) => {
    const rows = []
    for (const { tiles } of photos) {
      const { chosen, probes } = await site.lowestQualityReaching(tiles.search, format, target)
      rows.push(await phoneTile(tiles, format, chosen.quality, site.bytesSlope(probes)))
    }
    return rows
  }
  for (const target of TARGETS) {
    const mark = target === site.FIDELITY_TARGET ? " (site)" : ""
    summary(`avif target ${target}${mark}`, await searched("avif", target))
  }
  for (const format of /** @type {const} */ (["webp", "jpeg"]))
    summary(`${format} target ${site.FIDELITY_TARGET} (site)`, await searched(format, site.FIDELITY_TARGET))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
