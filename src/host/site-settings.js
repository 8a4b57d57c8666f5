// @ts-check
/**
 * The settings of the site itself, in the settings table (src/host/settings.js): what the owner or
 * the host's configuration sets, and what the build and the host's plugins do with it.
 */
const { anything, DEVELOPER, OWNER, positiveWholeNumber, setting, webAddress, wholeNumber, z } = require("./setting-kinds")
const { HOST_BUILD_LIMIT_SECONDS } = require("./build-limit")

const SITE_SETTINGS = {
  IMAGE_SERVICE: setting({
    setBy: `netlify.toml (netlify) for the host's builds; ${DEVELOPER}`,
    unset: "build",
    changes: "who makes the image files: the build itself, or Netlify's image CDN (docs/performance.md)",
    readBy: ["build", "tools"],
    schema: z.enum(["build", "netlify"]).default("build"),
    accepts: `"build" (the build makes every image file) or "netlify" (Netlify's image CDN makes them), or unset`,
    ifWrong: "stop",
  }),
  GATSBY_CONTACT_ENDPOINT: setting({
    setBy: "the owner, on a host other than Netlify",
    unset: "the host's own forms: Netlify Forms on Netlify, requests/ under npm start",
    changes: "another form service the contact form sends each request to, as JSON",
    readBy: ["build"],
    schema: webAddress,
    accepts: "a form service's http(s) address, such as https://formspree.io/f/your-form-id",
    ifWrong: "stop",
  }),
  SITE_URL: setting({
    setBy: OWNER,
    unset: "Netlify's URL on Netlify, else https://www.example.com",
    changes: "the site's public address: canonical links, the sitemap, share images, the editor's link",
    readBy: ["build"],
    schema: webAddress,
    accepts: "the site's http(s) address, such as https://www.example.com",
    ifWrong: "stop",
  }),
  CMS_GITHUB_REPOSITORY: setting({
    setBy: `${DEVELOPER}, building the editor off Netlify`,
    unset: "REPOSITORY_URL's repository, else the checkout's origin",
    changes: "the GitHub repository the editor at /admin saves to",
    readBy: ["build"],
    schema: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
    accepts: "a GitHub repository as owner/name",
    ifWrong: "stop",
  }),
  CMS_BRANCH: setting({
    setBy: OWNER,
    unset: "BRANCH, else main",
    changes: "the branch the editor saves to",
    readBy: ["build"],
    schema: anything,
  }),
  BUILD_LIMIT_SECONDS: setting({
    setBy: OWNER,
    unset: `${HOST_BUILD_LIMIT_SECONDS} on Netlify (its build time limit), none elsewhere`,
    changes: "how long a build may prepare photos before the rest wait for the next build",
    readBy: ["build"],
    schema: positiveWholeNumber,
    accepts: "a whole number of seconds (e.g. 900 for 15 minutes)",
    ifWrong: `the build uses the host's limit (${HOST_BUILD_LIMIT_SECONDS} seconds on Netlify, none elsewhere)`,
  }),
  PHOTOS_PER_BUILD: setting({
    setBy: `${OWNER}, to try a back catalogue`,
    unset: "no cap",
    changes: "at most this many photos are prepared in one build; the rest wait for the next",
    readBy: ["build"],
    schema: wholeNumber,
    accepts: "a whole number of photos",
    ifWrong: "every photo is made",
  }),
  PHOTOS_BUILD_HOOK: setting({
    setBy: OWNER,
    unset: "waiting photos wait for the next save",
    changes: "the build hook a production build calls when it left photos waiting",
    readBy: ["host plugins"],
    schema: z.string().regex(/^https:\/\/api\.netlify\.com\/build_hooks\/[\w-]+$/),
    accepts: "a Netlify build hook's address (https://api.netlify.com/build_hooks/...)",
    ifWrong: "no build is started by itself",
  }),
  GATSBY_PLAUSIBLE_DOMAIN: setting({
    setBy: OWNER,
    unset: "visits are not counted: nothing of the tracker is built into any page",
    changes:
      "turns counting on: the site's domain as registered in Plausible, to which the pages report visits (docs/owner-guide.md)",
    readBy: ["build"],
    schema: z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/),
    accepts: "a domain as registered in Plausible, such as example-contracting.com",
    ifWrong: "stop",
  }),
  PLAUSIBLE_ADDRESS: setting({
    setBy: OWNER,
    unset: "https://plausible.io (Plausible's hosted service)",
    changes:
      "the Plausible the site's events path forwards to (a Netlify rewrite): the hosted one or the owner's own Community Edition",
    readBy: ["build"],
    schema: webAddress.default("https://plausible.io"),
    accepts: "a Plausible's http(s) address, such as https://plausible.io",
    ifWrong: "stop",
  }),
  GITHUB_STATUS_TOKEN: setting({
    setBy: OWNER,
    unset: "the editor cannot tell whether a save went live",
    changes: `the GitHub token ("Commit statuses: write") each production build posts its status with`,
    readBy: ["host plugins"],
    schema: anything,
  }),
}

module.exports = { SITE_SETTINGS }
