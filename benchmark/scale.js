// @ts-check
/**
 * npm run bench -- --scale=N: whether a back catalogue of photos publishes from a cold build on the
 * host, which stops a build at 15 minutes and guarantees it one core and 3 GB.
 *
 * For each image mode it builds, cold and on one core (taskset, where the machine has it), a copy
 * of the site (.scratch/bench-scale/site/) with a few, then N, unique real photos (unique-photos.js: no
 * cache can skip one). From the two it works out the fixed cost of a build and the cost of one more
 * photo, and so how many photos fit in the host's 15 minutes; beside them, peak memory and the
 * share of each phase of one photo's cost (photo-phases.js, one photo at a time, one core), for
 * JPEG photos and, on their own row, the iPhone's HEIC ones (decoded in WebAssembly).
 */
const { spawnSync } = require("node:child_process")
const fs = require("node:fs")
const path = require("node:path")
const { ONE_CORE, build } = require("./build-timing")
const { ROOT } = require("./constants")
const { createBenchSite } = require("./real-photo-site")
const { uniquePhotos } = require("./unique-photos")
const { mean } = require("./numbers")
const { scratchFolder } = require("../scripts/scratch")
const { HOST_BUILD_LIMIT_SECONDS } = require("./site")

const SITE = path.join(scratchFolder("bench-scale"), "site")
const EDGE = path.join(ROOT, "..", "shared", "photos", "edge")
/** The small build the large one is compared with. */
const FEW = 10
/** Photos whose phases are timed one at a time: enough to average over different subjects. */
const PHASE_SAMPLE = 6

/** The host's limits: its build time limit (src/host/build-limit.js) and the 3 GB Netlify guarantees a build. */
const HOST = { buildSeconds: HOST_BUILD_LIMIT_SECONDS, memoryMb: 3072 }

/** @typedef {"build" | "netlify"} ImageMode */

/** A cold build of `photos` in `mode`, on one core. @param {string[]} photos @param {ImageMode} mode */
function coldBuild(photos, mode) {
  const copies = photos.map((from) => ({ from, name: path.basename(from) }))
  createBenchSite(SITE, copies, copies[0].name)
  return build(SITE, { pinned: true, env: { IMAGE_SERVICE: mode } })
}

/** @typedef {{ copy: number, search: number, encodes: number, cdn: number, viewer: number }} Phases One photo's, in seconds. */

/** Each phase of each of `photos`, one photo at a time on one core. @param {string[]} photos @returns {Phases[]} */
function phasesOf(photos) {
  const script = path.join(__dirname, "photo-phases.js")
  const [command, ...args] = [...ONE_CORE, process.execPath, script, ...photos]
  const result = spawnSync(command, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`photo-phases.js failed:\n${result.stderr.slice(-2000)}`)
  return JSON.parse(result.stdout)
}

/** Build mode's phases. */
const PHASES = /** @type {const} */ (["copy", "search", "encodes", "viewer"])

/** The mean seconds of each phase over `rows`, their sum (build mode's work), and netlify mode's work. @param {Phases[]} rows */
function meanPhases(rows) {
  const each = (/** @type {keyof Phases} */ phase) => mean(rows.map((row) => row[phase]))
  /** @type {Phases} */
  const phases = {
    copy: each("copy"),
    search: each("search"),
    encodes: each("encodes"),
    cdn: each("cdn"),
    viewer: each("viewer"),
  }
  return {
    ...phases,
    total: PHASES.reduce((sum, phase) => sum + phases[phase], 0),
    netlify: phases.copy + phases.search + phases.cdn,
  }
}

/**
 * From a cold build of `few` photos and one of `many` (each { photos, seconds }): the cost of one
 * more photo, the fixed cost of a build, and how many photos fit in the host's limit (and how many
 * if each cost `extraPerPhoto` seconds more, as a HEIC photo does).
 * @param {{ photos: number, seconds: number }} few @param {{ photos: number, seconds: number }} many
 */
function scaleFigures(few, many, extraPerPhoto = 0) {
  const perPhotoSeconds = (many.seconds - few.seconds) / (many.photos - few.photos)
  const fixedSeconds = few.seconds - perPhotoSeconds * few.photos
  const fitting = (/** @type {number} */ perPhoto) => Math.floor((HOST.buildSeconds - fixedSeconds) / perPhoto)
  return {
    perPhotoSeconds,
    fixedSeconds,
    photosFitting: fitting(perPhotoSeconds),
    heavierFitting: fitting(perPhotoSeconds + extraPerPhoto),
  }
}

/** The image modes (src/photos/image-service.ts): the build makes every file, or the host's CDN does. */
/** @type {ImageMode[]} */
const MODES = ["build", "netlify"]

/** Each phase of a sample of `photos` (JPEG) and of the edge set's HEIC photos, one at a time on one core. @param {string[]} photos */
function measurePhases(photos) {
  const heic = fs.existsSync(EDGE)
    ? fs
        .readdirSync(EDGE)
        .filter((file) => /\.hei[cf]$/i.test(file))
        .map((file) => path.join(EDGE, file))
    : []
  const step = Math.floor(photos.length / PHASE_SAMPLE)
  const sample = Array.from({ length: PHASE_SAMPLE }, (_, index) => photos[index * step])
  return {
    jpeg: meanPhases(phasesOf(sample)),
    heic: heic.length > 0 ? meanPhases(phasesOf(heic)) : null,
    heicPhotos: heic.length,
  }
}

/** A HEIC photo costs what a JPEG one does, but for its slower decoding into a working copy; null without HEIC photos. */
const heicExtraOf = (/** @type {ReturnType<typeof measurePhases>} */ phases) =>
  phases.heic ? phases.heic.copy - phases.jpeg.copy : null

/** What a HEIC photo costs more than one of `photos`, in seconds on one core. @param {string[]} photos */
const heicExtraSeconds = (photos) => heicExtraOf(measurePhases(photos))

/** @param {number} count */
async function measureScale(count, modes = MODES) {
  if (!Number.isInteger(count) || count <= FEW) throw new Error(`--scale=N needs more than ${FEW} photos, not ${count}`)
  const photos = await uniquePhotos(count)
  const phases = measurePhases(photos)
  const runs = []
  for (const mode of modes) {
    console.log(`Scale, ${mode} mode: a cold build of ${FEW} photos on one core...`)
    const few = coldBuild(photos.slice(0, FEW), mode)
    console.log(`Scale, ${mode} mode: a cold build of ${count} photos on one core (several minutes)...`)
    const many = coldBuild(photos, mode)
    const builds = { few: { photos: FEW, ...few }, many: { photos: count, ...many } }
    const { heavierFitting, ...figures } = scaleFigures(builds.few, builds.many, heicExtraOf(phases) ?? 0)
    runs.push({ mode, ...builds, ...figures, heicPhotosFitting: phases.heic ? heavierFitting : null })
  }
  return { count, pinned: ONE_CORE.length > 0, host: HOST, phases, runs }
}

const fixed1 = (/** @type {number | null} */ value) => (value === null ? "-" : value.toFixed(1))
/** @param {ReturnType<typeof meanPhases>} phases @param {(typeof PHASES)[number]} phase */
const share = (phases, phase) => `${phase} ${((phases[phase] / phases.total) * 100).toFixed(0)} %`

/** @param {Awaited<ReturnType<typeof measureScale>>} scale */
function printScale({ count, pinned, host, phases, runs }) {
  console.log(
    `\nScale: cold builds of ${FEW} and ${count} unique real photos, ${pinned ? "on one core (taskset -c 0)" : "on every core (no taskset here)"}`,
  )
  for (const run of runs) {
    console.log(
      `  ${run.mode} mode: ${fixed1(run.few.seconds)} s and ${fixed1(run.many.seconds)} s; fixed cost ${fixed1(run.fixedSeconds)} s, ` +
        `one more photo ${run.perPhotoSeconds.toFixed(2)} s; peak memory ${fixed1(run.many.peakMb)} MB of the host's ${host.memoryMb}; ` +
        `photos that fit in ${host.buildSeconds} s: ${run.photosFitting}` +
        (run.heicPhotosFitting === null ? "" : ` (${run.heicPhotosFitting} if all were HEIC)`),
    )
  }
  /** @param {string} label @param {ReturnType<typeof meanPhases>} measured */
  const row = (label, measured) =>
    console.log(
      `  ${label}: ${measured.total.toFixed(2)} s of the site's own image work (${PHASES.map((phase) => share(measured, phase)).join(", ")}); ` +
        `netlify mode ${measured.netlify.toFixed(2)} s (copy, search, then ${measured.cdn.toFixed(2)} s for its tiles' CDN qualities and tile source)`,
    )
  console.log("One photo at a time, one core:")
  row(`JPEG photo (${PHASE_SAMPLE} measured)`, phases.jpeg)
  if (phases.heic) row(`HEIC photo (${phases.heicPhotos} measured, decoded in WebAssembly)`, phases.heic)
}

module.exports = { HOST, heicExtraSeconds, measureScale, printScale, scaleFigures }
