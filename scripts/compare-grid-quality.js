/**
 * npm run bench:quality: how big and how faithful a gallery tile is at each quality setting, per
 * format, on the real photos of ../shared/photos/real/ (or the folder given as the first argument).
 *
 * Each photo is cut to the grid's tile (720x540, sharp's attention crop, as the site makes it), then
 * encoded as AVIF, WebP and JPEG at several qualities. For each setting it prints the average and
 * largest file size and the average PSNR against the uncompressed tile (higher is closer; above
 * about 38 dB differences are hard to see at this size). The site's settings are chosen from this
 * table: the lowest quality of each format whose PSNR matches the others', within the tile budget.
 */
const fs = require("node:fs")
const path = require("node:path")
const sharp = require("sharp")

const FOLDER = process.argv[2] ?? path.join(__dirname, "..", "..", "shared", "photos", "real")
const TILE = { width: 720, height: 540 }
const SETTINGS = {
  avif: [30, 35, 40, 45, 50],
  webp: [50, 55, 60, 65, 70],
  jpeg: [55, 65, 70, 75, 80],
}

/** Peak signal-to-noise ratio of two RGB buffers of the same size, in dB. */
function psnr(a, b) {
  let squared = 0
  for (let i = 0; i < a.length; i += 1) squared += (a[i] - b[i]) ** 2
  const mse = squared / a.length
  return mse === 0 ? 99 : 10 * Math.log10((255 * 255) / mse)
}

async function main() {
  const photos = fs.readdirSync(FOLDER).filter((file) => /\.jpe?g$/i.test(file))
  if (photos.length === 0) throw new Error(`No JPEG photos in ${FOLDER}`)
  const results = {}
  for (const photo of photos) {
    const tile = await sharp(path.join(FOLDER, photo))
      .rotate()
      .resize({ ...TILE, fit: "cover", position: sharp.strategy.attention })
      .removeAlpha()
      .toColourspace("srgb")
      .raw()
      .toBuffer()
    const reference = () => sharp(tile, { raw: { ...TILE, channels: 3 } })
    for (const [format, qualities] of Object.entries(SETTINGS)) {
      for (const quality of qualities) {
        const encoded = await reference().toFormat(format, { quality }).toBuffer()
        const decoded = await sharp(encoded).removeAlpha().raw().toBuffer()
        const key = `${format} q${quality}`
        results[key] ??= { sizes: [], psnr: [] }
        results[key].sizes.push(encoded.length / 1024)
        results[key].psnr.push(psnr(tile, decoded))
      }
    }
  }
  const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  console.log(`${photos.length} photos from ${FOLDER}, tiles of ${TILE.width}x${TILE.height}\n`)
  console.log("setting      avg KB  max KB  avg PSNR dB")
  for (const [key, { sizes, psnr: scores }] of Object.entries(results)) {
    console.log(
      `${key.padEnd(11)} ${average(sizes).toFixed(1).padStart(7)} ${Math.max(...sizes)
        .toFixed(1)
        .padStart(7)} ${average(scores).toFixed(2).padStart(12)}`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
