/**
 * A Netlify build plugin (netlify.toml): tells the owner, on the commit their save made, whether
 * the change went live and, if not, why, in one line (status.js): publishing when the build starts,
 * live once the deploy is (its warnings with it), not published with the build's first problem
 * from the owner's report (src/gatsby/owner-report.ts). Production builds only.
 */
const { tell } = require("./status")

// Netlify takes every export for an event handler, so only those are exported.
module.exports = {
  onPreBuild: ({ utils }) => tell("pending", { utils }),
  // After the deploy is live.
  onSuccess: ({ utils }) => tell("success", { utils }),
  onError: ({ utils }) => tell("failure", { utils }),
}
