// @ts-check
/**
 * Every setting the site's code reads from its environment, in one table: who sets it, what holds
 * when it is unset, what it changes, which runtime reads it, and what it accepts: the one module that
 * reads `process.env`; the lint refuses it elsewhere (tests may set it, and a tool may hand it on to
 * a child process). The visitors' scripts read none: the build decides, and hands them what it
 * decided through a page's data (the contact form's delivery: src/gatsby/contact-delivery.ts). docs/settings.md
 * is this table (a unit test holds them together). Plain CommonJS, so the host's build plugins
 * load it as the build, the tools and the tests do.
 *
 * A wrong value gets one line naming the setting and what it accepts. Where it would make the site
 * wrong (`ifWrong: "stop"`) the build stops on it (checkContentAndPhotos, the build's first step,
 * lists them) and reading it throws that line; otherwise the line says what is done instead and
 * the value reads as unset.
 */
const os = require("node:os")
const { z } = require("zod")
const { HOST_BUILD_LIMIT_SECONDS } = require("./build-limit")

/** @typedef {"build" | "host plugins" | "tools"} Runtime */

const NETLIFY = "Netlify, in its builds"
const OWNER = "the owner, in Netlify's environment variables"
const DEVELOPER = "a developer"

const anything = z.string()
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined)
const webAddress = z.url({ protocol: /^https?$/ })
const wholeNumber = z.string().regex(/^\d+$/).transform(Number)
const positiveWholeNumber = z
  .string()
  .regex(/^[1-9]\d*$/)
  .transform(Number)

/**
 * @template {z.ZodType} Schema
 * @param {{ setBy: string, unset: string, changes: string, readBy: Runtime[], schema: Schema, accepts?: string, ifWrong?: string }} spec
 * `ifWrong`: "stop", or what is done instead of a wrong value.
 */
const setting = (spec) => spec

const SETTINGS = {
  IMAGE_SERVICE: setting({
    setBy: `netlify.toml (netlify) for the host's builds; ${DEVELOPER}`,
    unset: "build",
    changes: "who makes the image files: the build itself, or Netlify's image CDN (docs/performance.md)",
    readBy: ["build", "tools"],
    schema: z.enum(["build", "netlify"]),
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
  GITHUB_STATUS_TOKEN: setting({
    setBy: OWNER,
    unset: "the editor cannot tell whether a save went live",
    changes: `the GitHub token ("Commit statuses: write") each production build posts its status with`,
    readBy: ["host plugins"],
    schema: anything,
  }),
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
  CONTENT_READ_LOG: setting({
    setBy: DEVELOPER,
    unset: "off",
    changes: "any value prints each read and check of the content files",
    readBy: ["build"],
    schema: flag,
  }),
  PORT: setting({
    setBy: DEVELOPER,
    unset: "9000",
    changes: "the port npm start serves the site on",
    readBy: ["tools"],
    schema: positiveWholeNumber.default(9000),
    accepts: "a port number",
    ifWrong: "stop",
  }),
  E2E_PORT: setting({
    setBy: `fresh-ci; ${DEVELOPER}`,
    unset: "9123",
    changes:
      "the port the end-to-end tests serve the site on; the netlify-mode site and a form service's stand-in take the next two",
    readBy: ["tools"],
    schema: positiveWholeNumber.default(9123),
    accepts: "a port number",
    ifWrong: "stop",
  }),
  CHROME_PATH: setting({
    setBy: DEVELOPER,
    unset: "Debian's chromium-headless-shell for the tests, else the system's Chromium or Chrome",
    changes: "the Chromium or Chrome the tests and the bench drive",
    readBy: ["tools"],
    schema: anything,
  }),
  TEST_REPORT_DIR: setting({
    setBy: `npm test for its phases; ${DEVELOPER}`,
    unset: "a new temporary folder",
    changes: "where npm test's phases write their reports",
    readBy: ["tools"],
    schema: anything,
  }),
  TEST_REPORT_NAME: setting({
    setBy: "npm test, for each jest phase",
    unset: "all",
    changes: "the name of a jest phase's report",
    readBy: ["tools"],
    schema: anything,
  }),
  CI: setting({
    setBy: "CI",
    unset: "not CI",
    changes: "any value: a test left focused (test.only) fails the run",
    readBy: ["tools"],
    schema: flag,
  }),
}

/** @typedef {typeof SETTINGS} Table */
/** @typedef {keyof Table} SettingName */
/** @typedef {{ [Name in SettingName]: import("zod").output<Table[Name]["schema"]> | (undefined extends import("zod").input<Table[Name]["schema"]> ? never : undefined) }} Settings */
/** @typedef {{ name: SettingName, line: string, stops: boolean }} WrongSetting */

/** @typedef {Record<string, string | undefined>} Environment */

const names = /** @type {SettingName[]} */ (Object.keys(SETTINGS))

/** A setting's one line when `raw` is not what it accepts. @param {SettingName} name @param {string} raw */
function wrongLine(name, raw) {
  /** @type {{ accepts?: string, ifWrong?: string }} */
  const { accepts, ifWrong } = SETTINGS[name]
  const instead = ifWrong === "stop" ? "" : `; ${ifWrong ?? "it is ignored"}`
  return `${name} is "${raw}": set it to ${accepts ?? "a value"}${instead}.`
}

/**
 * One setting's value in `env`, read through its table entry (unset, blank and wrong values read as
 * unset), and its line when the value is wrong.
 * @template {SettingName} Name @param {Name} name @param {Environment} env
 * @returns {{ value: Settings[Name], wrong?: WrongSetting }}
 */
function readSetting(name, env) {
  /** @type {z.ZodType} */
  const schema = SETTINGS[name].schema
  const raw = env[name]?.trim() || undefined
  const read = schema.safeParse(raw)
  if (read.success) return { value: read.data }
  const unset = schema.safeParse(undefined)
  const value = unset.success ? unset.data : undefined
  if (raw === undefined) return { value }
  return { value, wrong: { name, line: wrongLine(name, raw), stops: SETTINGS[name].ifWrong === "stop" } }
}

/**
 * Every setting in `env`, read through the table: the values, and a line for each wrong one.
 * @param {Environment} [env] @returns {{ values: Settings, wrong: WrongSetting[] }}
 */
function readSettings(env = process.env) {
  const read = names.map((name) => readSetting(name, env))
  const values = Object.fromEntries(names.map((name, index) => [name, read[index].value]))
  const wrong = read.flatMap((setting) => (setting.wrong ? [setting.wrong] : []))
  return { values: /** @type {Settings} */ (values), wrong }
}

/**
 * One setting's value from `env`; a wrong value that would make the site wrong throws its line.
 * @template {SettingName} Name @param {Name} name @param {Environment} [env] @returns {Settings[Name]}
 */
function settingOf(name, env = process.env) {
  const { value, wrong } = readSetting(name, env)
  if (wrong?.stops) throw new Error(wrong.line)
  return value
}

/**
 * The settings Gatsby and its Netlify adapter read from the environment themselves, written once
 * when gatsby-config.ts loads (a value already set wins): GATSBY_CPU_COUNT, since Gatsby runs its
 * image jobs in (cores - 1) workers, which leaves one of two cores idle (at least two workers keep
 * both busy, measured with `npm run bench -- --real-photos=100`; cores are those the build may use:
 * availableParallelism honours `taskset`); NETLIFY_LOCAL off Netlify, so the adapter keeps .cache/
 * and public/ in .netlify/build-cache/ and a second build over its moved public/ does not stop.
 */
function writeGatsbySettings(env = process.env) {
  const cores = os.availableParallelism()
  env.GATSBY_CPU_COUNT ??= String(cores === 1 ? 2 : Math.max(3, cores))
  if (!env.NETLIFY) env.NETLIFY_LOCAL ??= "true"
}

/** Records when the host's build reached the plugins (BUILD_STARTED_AT), for the build command after them. @param {string} startedAt */
function recordBuildStart(startedAt, env = process.env) {
  env.BUILD_STARTED_AT = startedAt
}

module.exports = { SETTINGS, readSettings, recordBuildStart, settingOf, writeGatsbySettings }
