// @ts-check
/**
 * npm run bench -- --scale=N --limit[=S]: whether a back catalogue of N photos publishes over
 * successive builds when each may run S seconds (the host's 900 unless told). In
 * .scratch/bench-scale/limited-site/ (git-ignored) it builds N unique real photos (unique-photos.js) cold,
 * in netlify mode, on one core (taskset, where the machine has it), each build counting its limit
 * from 150 s before it started, as the host's does (BUILD_STARTED_AT, src/host/build-limit.js);
 * then builds again, warm (.cache/, public/ and .prepared-photos/ kept, as the host's build cache
 * keeps them), until no photo waits or a build publishes no more. It prints each build's time and
 * the photos it published, and how many builds N photos take.
 */
const fs = require("node:fs")
const path = require("node:path")
const { build } = require("./build-timing")
const { createBenchSite } = require("./real-photo-site")
const { HOST } = require("./scale")
const { uniquePhotos } = require("./unique-photos")
const { SETUP_ALLOWANCE_SECONDS, readPublishedVersion, VERSION_FILE } = require("./site")
const { scratchFolder } = require("../scripts/test-runner/scratch")

const SITE = path.join(scratchFolder("bench-scale"), "limited-site")
/** Builds in a row before the bench gives up: the build plugin's chain stops at 10 (next-photo-build). */
const MAX_BUILDS = 12

/** The photos waiting after the build in `site`, from its /version.json. */
const waitingAfter = (/** @type {string} */ site) =>
  readPublishedVersion(JSON.parse(fs.readFileSync(path.join(site, "public", VERSION_FILE), "utf8")))?.photosWaiting ?? 0

/** @param {number} count @param {number} [limitSeconds] */
async function measureLimitedBuilds(count, limitSeconds = HOST.buildSeconds) {
  const photos = await uniquePhotos(count)
  const copies = photos.map((from) => ({ from, name: path.basename(from) }))
  createBenchSite(SITE, copies, copies[0].name)
  /** @type {{ seconds: number, hostSeconds: number, imageSeconds: number, published: number, prepared: number | null }[]} */
  const builds = []
  for (let index = 0; index < MAX_BUILDS; index++) {
    console.log(`Limited builds: build ${index + 1}, ${index === 0 ? "cold" : "warm"}, on one core, ${limitSeconds} s allowed...`)
    const env = {
      IMAGE_SERVICE: "netlify",
      BUILD_LIMIT_SECONDS: String(limitSeconds),
      BUILD_STARTED_AT: String(Date.now()),
    }
    const { seconds, imageSeconds, photosPrepared } = build(SITE, { pinned: true, env })
    const published = count - waitingAfter(SITE)
    const before = builds.at(-1)?.published ?? 0
    builds.push({ seconds, hostSeconds: seconds + SETUP_ALLOWANCE_SECONDS, imageSeconds, published, prepared: photosPrepared })
    if (published === count || published === before) break
  }
  return { count, limitSeconds, builds, allPublished: builds.at(-1)?.published === count }
}

/** @param {Awaited<ReturnType<typeof measureLimitedBuilds>>} limited */
function printLimitedBuilds({ count, limitSeconds, builds, allPublished }) {
  console.log(
    `\nLimited builds: ${count} unique photos, ${limitSeconds} s a build (counted from ${SETUP_ALLOWANCE_SECONDS} s before it started), netlify mode, one core`,
  )
  builds.forEach((run, index) =>
    console.log(
      `  build ${index + 1}: ${run.seconds.toFixed(0)} s (${run.hostSeconds.toFixed(0)} s with the host's setup), ` +
        `${run.prepared ?? "?"} photos prepared in ${run.imageSeconds.toFixed(0)} s, ${run.published} of ${count} published`,
    ),
  )
  console.log(
    `  ${allPublished ? `all ${count} published in ${builds.length} builds` : `${count - (builds.at(-1)?.published ?? 0)} photos still waiting`}`,
  )
}

module.exports = { measureLimitedBuilds, printLimitedBuilds }
