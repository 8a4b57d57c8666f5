// @ts-check
/**
 * Every setting the site's code reads from its environment, in one table (its rows: the site's in
 * site-settings.js, the host's in host-settings.js, the tools' in tool-settings.js, made of
 * setting-kinds.js): who sets it, what holds when it is unset (a schema's default, or siteAddress and testReportFolder
 * below where it derives from other settings), what it changes, which runtime reads it, and what
 * it accepts. This is the one module that
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
const { mkdtempSync } = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const { HOST_SETTINGS } = require("./host-settings")
const { SITE_SETTINGS } = require("./site-settings")
const { TOOL_SETTINGS } = require("./tool-settings")

/** The table, the site's settings first, then the host's and the tools': the order of docs/settings.md. */
const SETTINGS = { ...SITE_SETTINGS, ...HOST_SETTINGS, ...TOOL_SETTINGS }

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
  /** @type {import("zod").ZodType} */
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

/**
 * The site's public address (SITE_URL's value when unset derives from other settings): SITE_URL, or
 * on Netlify its main address there (URL: the custom domain once there is one), else
 * https://www.example.com; no trailing slash.
 * @param {Environment} [env]
 */
function siteAddress(env = process.env) {
  const { SITE_URL, NETLIFY, URL } = readSettings(env).values
  return (SITE_URL ?? (NETLIFY ? URL : undefined) ?? "https://www.example.com").replace(/\/+$/, "")
}

/**
 * Where npm test's phases write their reports (TEST_REPORT_DIR's value when unset is made, not
 * read): TEST_REPORT_DIR, or a new empty temporary folder.
 * @param {Environment} [env]
 */
function testReportFolder(env = process.env) {
  return settingOf("TEST_REPORT_DIR", env) ?? mkdtempSync(path.join(os.tmpdir(), "test-report-"))
}

/** Records when the host's build reached the plugins (BUILD_STARTED_AT), for the build command after them. @param {string} startedAt */
function recordBuildStart(startedAt, env = process.env) {
  env.BUILD_STARTED_AT = startedAt
}

module.exports = { SETTINGS, readSettings, recordBuildStart, settingOf, siteAddress, testReportFolder, writeGatsbySettings }
