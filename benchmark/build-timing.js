// @ts-check
/**
 * Times the site's builds: a cold build and a warm rebuild after one new photo, on the site itself
 * or on the real-photo copy (.scratch/bench-site/).
 */
const { spawnSync } = require("node:child_process")
const sharp = require("sharp")
const fs = require("node:fs")
const path = require("node:path")
const { ROOT, SITE_URL } = require("./constants")
const { preparationIn } = require("./site")
const { createRealPhotoSite } = require("./real-photo-site")

/** What the build printed about its own steps: the working copies and the image jobs, in seconds. @param {string} output @param {string} step */
function stepSeconds(output, step) {
  const match = new RegExp(`success ${step} - ([\\d.]+)s`).exec(output)
  return match ? Number(match[1]) : 0
}

/** `taskset -c 0` where the machine has it: a command held to one core, the share of a CPU the host guarantees a build. */
const ONE_CORE = fs.existsSync("/usr/bin/taskset") ? ["/usr/bin/taskset", "-c", "0"] : []

/**
 * Runs `gatsby build` in `root` (on one core with `pinned`, where taskset exists; `env` added to
 * the environment): its time, the time of its image work (working copies and image jobs, as the
 * build reports them), the photos it prepared (as its log says; null if it did not say) and its
 * peak memory (with GNU time, where the machine has it).
 * @param {string} [root] @param {{ pinned?: boolean, env?: Record<string, string> }} [options]
 */
function build(root = ROOT, { pinned = false, env = {} } = {}) {
  const started = Date.now()
  const gnuTime = fs.existsSync("/usr/bin/time") ? ["/usr/bin/time", "-f", "PEAK_RSS_KB %M"] : []
  const gatsby = [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"]
  const [command, ...args] = [...(pinned ? ONE_CORE : []), ...gnuTime, process.execPath, ...gatsby]
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", SITE_URL, ...env },
  })
  const output = `${result.stdout}${result.stderr}`
  if (result.status !== 0) throw new Error(`gatsby build failed in ${root}:\n${output.slice(-4000)}`)
  const peak = /PEAK_RSS_KB (\d+)/.exec(output)
  return {
    seconds: (Date.now() - started) / 1000,
    imageSeconds:
      stepSeconds(output, "onPreBootstrap") + stepSeconds(output, "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs"),
    photosPrepared: preparationIn(output)?.prepared ?? null,
    peakMb: peak ? Number(peak[1]) / 1024 : null,
  }
}

/** Builds the site in `root` for the bench (canonical links on the loopback origin Lighthouse visits) unless it is. */
function buildForBench(root = ROOT) {
  const robots = path.join(root, "public", "robots.txt")
  if (fs.existsSync(robots) && fs.readFileSync(robots, "utf8").includes(SITE_URL)) return
  console.log(`Building ${path.relative(ROOT, root) || "the site"} for ${SITE_URL}...`)
  build(root)
}

/** Cold build, then a warm rebuild after one new photo; the photo is removed and the site rebuilt. */
async function timeImagePipeline() {
  for (const folder of [".cache", "public", ".prepared-photos"]) {
    fs.rmSync(path.join(ROOT, folder), { recursive: true, force: true })
  }
  console.log("Timing a cold build (this takes a few minutes)...")
  const cold = build()
  const gallery = path.join(ROOT, "content", "gallery")
  const added = path.join(gallery, "zz-bench-added-photo.jpg")
  // A new photo: a mirrored copy of the owner's first JPEG, whatever the gallery holds.
  const model = fs.readdirSync(gallery).find((file) => /\.jpe?g$/i.test(file))
  if (!model) throw new Error("content/gallery/ has no JPEG photo to time a warm rebuild with")
  await sharp(path.join(gallery, model)).rotate().flop().jpeg({ quality: 85 }).toFile(added)
  try {
    console.log("Timing a warm rebuild after adding one photo...")
    const warm = build()
    return buildFigures(cold, warm)
  } finally {
    fs.rmSync(added, { force: true })
    console.log("Rebuilding without the added photo...")
    build()
  }
}

/** @typedef {ReturnType<typeof build>} Build @typedef {ReturnType<typeof buildFigures>} BuildFigures */
/** @param {Build} cold @param {Build} warm */
function buildFigures(cold, warm) {
  return {
    coldSeconds: cold.seconds,
    coldImageSeconds: cold.imageSeconds,
    warmSeconds: warm.seconds,
    warmPhotosPrepared: warm.photosPrepared,
    peakMb: cold.peakMb,
  }
}

/**
 * The real-photo site: a cold build of `count` photos of `set` (null: each once) and a warm
 * rebuild after one more photo (which then stays: the pages are measured with it).
 * @param {number | null} count @param {"real" | "edge"} [set]
 */
async function timeRealPhotoPipeline(count, set = "real") {
  console.log(
    `Making .scratch/bench-site/ with ${count === null ? `each usable ${set} photo once` : `${count} ${set} photos`}...`,
  )
  const site = await createRealPhotoSite(count, set)
  console.log(`Timing a cold build of ${site.count} photos (this takes several minutes)...`)
  const cold = build(site.root)
  site.addOne()
  console.log("Timing a warm rebuild after adding one photo...")
  const warm = build(site.root)
  return { root: site.root, builds: { photos: site.count, set, ...buildFigures(cold, warm) } }
}

module.exports = { ONE_CORE, build, buildForBench, timeImagePipeline, timeRealPhotoPipeline }
