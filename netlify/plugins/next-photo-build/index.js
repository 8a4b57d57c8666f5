/**
 * A Netlify build plugin (netlify.toml): once a production deploy is live, starts the next build
 * when this one left photos waiting and made progress (next-build.js). Production builds only; it
 * never fails a build.
 */
const { startNextBuild } = require("./next-build")

// Netlify takes every export for an event handler, so only those are exported.
module.exports = {
  // After the deploy is live, once a build.
  onSuccess: async () => {
    await startNextBuild()
  },
}
