// @ts-check
/**
 * npm run bench -- --scale=N: whether a back catalogue of photos publishes from a cold build on the
 * host, which stops a build at 15 minutes and guarantees it one core and 3 GB.
 *
 * For each image mode it builds, cold and on one core (taskset, where the machine has it), a copy
 * of the site (.scratch/bench-scale/site/) with a few, then N, unique real photos (unique-photos.js: no
 * cache can skip one). From the two it works out the fixed cost of a build and the cost of one more
 * photo, and so how many photos fit in the host's 15 minutes; beside them, peak memory.
 */
const path = require("node:path")
const { ONE_CORE, build } = require("./build-timing")
const { createBenchSite } = require("./real-photo-site")
const { uniquePhotos } = require("./unique-photos")
const { scratchFolder } = require("../scripts/test-runner/scratch")
const { HOST_BUILD_LIMIT_SECONDS, HOST_BUILD_MEMORY_MB } = require("./site")
const { fixed } = require("./numbers")

const SITE = path.join(scratchFolder("bench-scale"), "site")
/** The small build the large one is compared with. */
const FEW = 10

/** The host's limits: its build time limit (src/host/build-limit.js) and the 3 GB Netlify guarantees a build. */
const HOST = { buildSeconds: HOST_BUILD_LIMIT_SECONDS, memoryMb: HOST_BUILD_MEMORY_MB }

/** @typedef {"build" | "netlify"} ImageMode */

/** A cold build of `photos` in `mode`, on one core. @param {string[]} photos @param {ImageMode} mode */
function coldBuild(photos, mode) {
  const copies = photos.map((from) => ({ from, name: path.basename(from) }))
  createBenchSite(SITE, copies, copies[0].name)
  return build(SITE, { pinned: true, env: { IMAGE_SERVICE: mode } })
}

/**
 * From a cold build of `few` photos and one of `many` (each { photos, seconds }): the cost of one
 * more photo, the fixed cost of a build, and how many photos fit in the host's limit.
 * @param {{ photos: number, seconds: number }} few @param {{ photos: number, seconds: number }} many
 */
function scaleFigures(few, many) {
  const perPhotoSeconds = (many.seconds - few.seconds) / (many.photos - few.photos)
  const fixedSeconds = few.seconds - perPhotoSeconds * few.photos
  return { perPhotoSeconds, fixedSeconds, photosFitting: Math.floor((HOST.buildSeconds - fixedSeconds) / perPhotoSeconds) }
}

/** The image modes (src/photos/image-service.ts): the build makes every file, or the host's CDN does. */
/** @type {ImageMode[]} */
const MODES = ["build", "netlify"]

/** @param {number} count */
async function measureScale(count, modes = MODES) {
  if (!Number.isInteger(count) || count <= FEW) throw new Error(`--scale=N needs more than ${FEW} photos, not ${count}`)
  const photos = await uniquePhotos(count)
  const runs = []
  for (const mode of modes) {
    console.log(`Scale, ${mode} mode: a cold build of ${FEW} photos on one core...`)
    const few = coldBuild(photos.slice(0, FEW), mode)
    console.log(`Scale, ${mode} mode: a cold build of ${count} photos on one core (several minutes)...`)
    const many = coldBuild(photos, mode)
    const builds = { few: { photos: FEW, ...few }, many: { photos: count, ...many } }
    runs.push({ mode, ...builds, ...scaleFigures(builds.few, builds.many) })
  }
  return { count, pinned: ONE_CORE.length > 0, host: HOST, runs }
}

/** @param {Awaited<ReturnType<typeof measureScale>>} scale */
function printScale({ count, pinned, host, runs }) {
  console.log(
    `\nScale: cold builds of ${FEW} and ${count} unique real photos, ${pinned ? "on one core (taskset -c 0)" : "on every core (no taskset here)"}`,
  )
  for (const run of runs) {
    console.log(
      `  ${run.mode} mode: ${fixed(run.few.seconds)} s and ${fixed(run.many.seconds)} s; fixed cost ${fixed(run.fixedSeconds)} s, ` +
        `one more photo ${run.perPhotoSeconds.toFixed(2)} s; peak memory ${fixed(run.many.peakMb)} MB of the host's ${host.memoryMb}; ` +
        `photos that fit in ${host.buildSeconds} s: ${run.photosFitting}`,
    )
  }
}

module.exports = { HOST, measureScale, printScale, scaleFigures }
