/**
 * A Netlify build plugin (netlify.toml): restores before each build, and saves after it, the
 * folders that make the next build warm: Gatsby's .cache/ and public/ (its processed images) and
 * .prepared-photos/ (the upright, stripped working copies of the owner's photos). Netlify keeps
 * them in its build cache; "Clear cache and deploy site" starts again from a cold build.
 */
const KEPT_FOLDERS = [".prepared-photos", ".cache", "public"]

// Netlify takes every export for an event handler, so only those are exported.
module.exports = {
  async onPreBuild({ utils }) {
    await utils.cache.restore(KEPT_FOLDERS)
  },
  async onPostBuild({ utils }) {
    await utils.cache.save(KEPT_FOLDERS)
  },
}
