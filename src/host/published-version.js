// @ts-check
/**
 * /version.json: what the live site says it was built from. A build that gets through publishes it
 * (src/gatsby/owner-report.ts); the editor's strip reads when the live site was built and its
 * warnings, `npm run images:calibrate` the image settings its pages ask for, the bench the photos
 * still waiting. Plain JavaScript with no imports, so Netlify's plain Node, the editor's script and
 * the scripts all load it.
 */

/** Its name in the built site (public/), and so its address. */
const VERSION_FILE = "version.json"
const VERSION_PATH = `/${VERSION_FILE}`

/**
 * @typedef {object} PublishedVersion
 * @property {string | null} commit The commit built (the owner's report's).
 * @property {string} builtAt When it was built (ISO 8601).
 * @property {string[]} warnings The content check's warnings, for the owner.
 * @property {number} photosWaiting Photos the build's time limit left for the next builds (on no page yet).
 * @property {PublishedImages} images Who makes the pages' images (src/photos/cdn/cdn-calibration.ts, BuiltImages).
 */

/**
 * @typedef {object} PublishedImages
 * @property {string} service "build" or "netlify" (src/photos/image-service.ts).
 * @property {Record<string, number>} [cdnQualityShift] The image CDN's calibration the pages ask with, by format.
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value)

/** @param {unknown} value @returns {PublishedImages} */
function readImages(value) {
  if (!isRecord(value)) return { service: "unknown" }
  const service = typeof value.service === "string" ? value.service : "unknown"
  const shift = value.cdnQualityShift
  if (!isRecord(shift)) return { service }
  /** @type {Record<string, number>} */
  const cdnQualityShift = {}
  for (const [format, steps] of Object.entries(shift)) if (typeof steps === "number") cdnQualityShift[format] = steps
  return { service, cdnQualityShift }
}

/**
 * /version.json's content, from what the site answered: undefined when it is not one (an older
 * build's file lacks some fields: they read as none).
 * @param {unknown} body @returns {PublishedVersion | undefined}
 */
function readPublishedVersion(body) {
  if (!isRecord(body) || typeof body.builtAt !== "string") return undefined
  const { commit, builtAt, warnings, photosWaiting, images } = body
  return {
    commit: typeof commit === "string" ? commit : null,
    builtAt,
    warnings: Array.isArray(warnings) ? warnings.filter((line) => typeof line === "string") : [],
    photosWaiting: typeof photosWaiting === "number" ? photosWaiting : 0,
    images: readImages(images),
  }
}

module.exports = { VERSION_FILE, VERSION_PATH, readPublishedVersion }
