// @ts-check
/**
 * Photos no cache has seen: the n-th is a different crop of one of the real photos of
 * ../shared/photos/real/ (turned upright, then cut to a window whose size and place no other
 * photo shares), saved as a camera would, a JPEG at quality 90. Kept in .scratch/bench-scale/photos/, so a
 * second run does not make them again.
 */
const fs = require("node:fs")
const path = require("node:path")
const sharp = require("sharp")
const { ROOT } = require("./constants")
const { scratchFolder } = require("../scripts/test-runner/scratch")

const REAL = path.join(ROOT, "..", "shared", "photos", "real")
const FOLDER = path.join(scratchFolder("bench-scale"), "photos")

/**
 * The crop window of the n-th use of a photo: from 96 % of each edge down by 0.5 % a use (at least
 * 60 %), its place moving across the photo, so every use is a different picture.
 * @param {number} use @param {number} width @param {number} height
 */
function windowOf(use, width, height) {
  const share = Math.max(0.6, 0.96 - 0.005 * use)
  const cropWidth = Math.round(width * share)
  const cropHeight = Math.round(height * share)
  const across = ((use * 37) % 101) / 100
  const down = ((use * 61) % 101) / 100
  return {
    left: Math.round((width - cropWidth) * across),
    top: Math.round((height - cropHeight) * down),
    width: cropWidth,
    height: cropHeight,
  }
}

/** `count` unique photos (paths), made where missing. @param {number} count */
async function uniquePhotos(count) {
  if (!fs.existsSync(REAL)) throw new Error(`The real photos are missing: expected them in ${REAL}`)
  const sources = fs
    .readdirSync(REAL)
    .filter((file) => /\.jpe?g$/i.test(file))
    .sort()
  fs.mkdirSync(FOLDER, { recursive: true })
  const photos = []
  for (let index = 0; index < count; index += 1) {
    const source = sources[index % sources.length]
    const use = Math.floor(index / sources.length)
    const target = path.join(FOLDER, `${String(index + 1).padStart(4, "0")}-${source}`)
    if (!fs.existsSync(target)) {
      const upright = await sharp(path.join(REAL, source)).rotate().raw().toBuffer({ resolveWithObject: true })
      const { width, height, channels } = upright.info
      await sharp(upright.data, { raw: { width, height, channels } })
        .extract(windowOf(use, width, height))
        .jpeg({ quality: 90 })
        .toFile(target)
    }
    photos.push(target)
  }
  return photos
}

module.exports = { uniquePhotos, windowOf }
