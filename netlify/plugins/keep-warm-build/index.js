/**
 * A Netlify build plugin (netlify.toml): restores before each build, and saves after it, the
 * photos' working copies in .prepared-photos/ (upright, stripped, with their grid tiles), so that a
 * new photo costs only its own preparation. Gatsby's .cache/ and public/ (its processed images) are
 * kept by Gatsby's Netlify adapter itself (gatsby-config.ts), in the same build cache: each folder
 * is kept once. "Clear cache and deploy site" starts again from a cold build.
 */
const KEPT_FOLDERS = [".prepared-photos"]

// Netlify takes every export for an event handler, so only those are exported.
module.exports = {
  async onPreBuild({ utils }) {
    await utils.cache.restore(KEPT_FOLDERS)
  },
  async onPostBuild({ utils }) {
    await utils.cache.save(KEPT_FOLDERS)
  },
}
