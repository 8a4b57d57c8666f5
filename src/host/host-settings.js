// @ts-check
/**
 * The settings the host, Gatsby and the site's own plugins set for the build, in the settings table
 * (src/host/settings.js).
 */
const { anything, DEVELOPER, NETLIFY, positiveWholeNumber, setting, webAddress, z } = require("./setting-kinds")

const HOST_SETTINGS = {
  BUILD_STARTED_AT: setting({
    setBy: "keep-warm-build's onPreBuild (recordBuildStart)",
    unset: "the build counts its time limit from its photo check",
    changes: "when the host's build reached the plugins, in milliseconds since 1970",
    readBy: ["build"],
    schema: positiveWholeNumber,
    accepts: "milliseconds since 1970",
    ifWrong: "the build counts its time limit from now",
  }),
  NETLIFY: setting({
    setBy: NETLIFY,
    unset: "not on Netlify",
    changes: "Netlify Forms, the host's time limit and address; the adapter's cache in Netlify's",
    readBy: ["build"],
    schema: z
      .string()
      .optional()
      .transform((value) => value === "true"),
  }),
  URL: setting({
    setBy: NETLIFY,
    unset: "no address of the host's",
    changes: "the site's main address on Netlify (SITE_URL's default; the status's link)",
    readBy: ["build", "host plugins"],
    schema: webAddress,
    accepts: "an http(s) address",
    ifWrong: "it is not used",
  }),
  CONTEXT: setting({
    setBy: NETLIFY,
    unset: "not a deploy of Netlify's",
    changes:
      "production, deploy-preview or branch-deploy: only production posts statuses and starts photo builds; the editor's strip names previews",
    readBy: ["build", "host plugins"],
    schema: anything,
  }),
  COMMIT_REF: setting({
    setBy: NETLIFY,
    unset: "the checkout's HEAD",
    changes: "the commit a build publishes and reports on",
    readBy: ["build", "host plugins"],
    schema: anything,
  }),
  BRANCH: setting({
    setBy: NETLIFY,
    unset: "main",
    changes: "the branch built: CMS_BRANCH's default",
    readBy: ["build"],
    schema: anything,
  }),
  REPOSITORY_URL: setting({
    setBy: NETLIFY,
    unset: "the checkout's origin",
    changes: "the repository built: CMS_GITHUB_REPOSITORY's default, where statuses are posted",
    readBy: ["build", "host plugins"],
    schema: anything,
  }),
  INCOMING_HOOK_BODY: setting({
    setBy: "Netlify, in a build a build hook started",
    unset: "a build that starts a chain",
    changes: "the chain of photo builds this one belongs to (next-photo-build)",
    readBy: ["host plugins"],
    schema: anything,
  }),
  gatsby_executing_command: setting({
    setBy: "Gatsby",
    unset: "not run by Gatsby's command line",
    changes: "develop: the gallery folder is watched and no owner's report is written",
    readBy: ["build"],
    schema: anything,
  }),
  GATSBY_CPU_COUNT: setting({
    setBy: `writeGatsbySettings when gatsby-config.ts loads, unless set; ${DEVELOPER}`,
    unset: "the build's cores, at least 3 (2 on one core)",
    changes: "how many workers Gatsby runs its image jobs in (read by Gatsby)",
    readBy: ["build"],
    schema: anything,
  }),
  NETLIFY_LOCAL: setting({
    setBy: "writeGatsbySettings when gatsby-config.ts loads, off Netlify",
    unset: "true off Netlify",
    changes: "the Netlify adapter keeps .cache/ and public/ in .netlify/build-cache/ (read by the adapter)",
    readBy: ["build"],
    schema: anything,
  }),
}

module.exports = { HOST_SETTINGS }
