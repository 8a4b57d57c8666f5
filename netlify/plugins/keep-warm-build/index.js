/**
 * A Netlify build plugin (netlify.toml): restores before each build, and saves after it, the
 * photos' working copies in .prepared-photos/ (upright, stripped, with their grid tiles), so that a
 * new photo costs only its own preparation. Gatsby's .cache/ and public/ (its processed images) are
 * kept by Gatsby's Netlify adapter itself (gatsby-config.ts), in the same build cache: each folder
 * is kept once. "Clear cache and deploy site" starts again from a cold build.
 *
 * A build that fails (a damaged photo, a mistake found after the photos) saves them too, so the next
 * build does not prepare them again. Whether the host keeps a failed build's cache is not
 * documented: the line onPreBuild prints in the next build's deploy log tells (docs/putting-online.md).
 *
 * It also records when the build reached it (BUILD_STARTED_AT, for the build command and the other
 * plugins), since the host does not say when a build began: the build prepares photos within the
 * host's time limit counted from then (src/host/build-limit.js).
 */
const { recordBuildStart } = require("../../../src/host/settings")

const KEPT_FOLDERS = [".prepared-photos"]

const RESTORED = "keep-warm-build: restored .prepared-photos/ (the photos' working copies) from an earlier build"
const NOTHING_RESTORED = "keep-warm-build: no .prepared-photos/ in the build cache: this build prepares every photo"

// Netlify takes every export for an event handler, so only those are exported.
module.exports = {
  async onPreBuild({ utils, netlifyConfig }) {
    const startedAt = String(Date.now())
    recordBuildStart(startedAt)
    if (netlifyConfig) recordBuildStart(startedAt, netlifyConfig.build.environment)
    console.log((await utils.cache.restore(KEPT_FOLDERS)) ? RESTORED : NOTHING_RESTORED)
  },
  async onPostBuild({ utils }) {
    await utils.cache.save(KEPT_FOLDERS)
  },
  async onError({ utils }) {
    await utils.cache.save(KEPT_FOLDERS)
  },
}
