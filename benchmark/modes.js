// @ts-check
/**
 * What `npm run bench` can measure, and the flags that choose it: one table, read by node:util's
 * parseArgs. A flag with a number takes it as `--flag=N`; without one, its default.
 */
const { parseArgs } = require("node:util")
const { HOST_BUILD_LIMIT_SECONDS } = require("./site")

/**
 * @typedef {object} Flag
 * @property {string} [number] What its number counts ("photos", "seconds").
 * @property {string} [text] What its text names ("routes", "folder"); a flag with neither is a switch.
 * @property {number} [fallback] The number when the flag comes without one.
 * @property {number} [least] The smallest number it takes.
 */

/** @type {Record<string, Flag>} */
const FLAGS = {
  "skip-build-timing": {},
  "real-photos": { number: "photos", fallback: 100, least: 1 },
  "edge-photos": {},
  scale: { number: "photos", least: 1 },
  limit: { number: "seconds", fallback: HOST_BUILD_LIMIT_SECONDS, least: 1 },
  catalogue: { number: "photos", fallback: 1000, least: 10 },
  "main-thread": {},
  routes: { text: "routes" },
  runs: { number: "runs", least: 3 },
  against: { text: "folder" },
  cpu: { number: "times slower", least: 1 },
}

/**
 * @typedef {{ [name: string]: number | boolean | string | undefined }} Values
 * @typedef {object} Mode
 * @property {string} name
 * @property {string[]} flags The flags it takes.
 * @property {boolean} [allNeeded] Whether it needs all of them (else any, or none for the pages).
 * @property {(values: Values) => boolean} chosen
 */

/** @type {Mode[]} In the order they are chosen: the first whose flags are given. */
const MODES = [
  {
    name: "limited builds",
    flags: ["scale", "limit"],
    allNeeded: true,
    chosen: (values) => values.scale !== undefined && values.limit !== undefined,
  },
  { name: "scale", flags: ["scale"], chosen: (values) => values.scale !== undefined },
  { name: "catalogue", flags: ["catalogue", "runs", "cpu"], chosen: (values) => values.catalogue !== undefined },
  {
    name: "main thread",
    flags: ["main-thread", "routes", "runs", "against", "cpu"],
    chosen: (values) => values["main-thread"] === true,
  },
  {
    name: "pages",
    flags: ["skip-build-timing", "real-photos", "edge-photos", "runs"],
    chosen: () => true,
  },
]

/** @param {string} name */
const usageOf = (name) => {
  const { number, text, fallback } = FLAGS[name]
  if (text) return `--${name}=<${text}>`
  if (!number) return `--${name}`
  return fallback === undefined ? `--${name}=<${number}>` : `--${name}[=<${number}>]`
}

/** How to call the bench, mode by mode. */
const USAGE = MODES.map((mode) => {
  const flags = mode.flags.map((name) => (mode.allNeeded ? usageOf(name) : `[${usageOf(name)}]`))
  return `  npm run bench -- ${flags.join(" ")}   (${mode.name})`
}).join("\n")

/**
 * The mode `args` choose and their values (numbers for the flags that count): an unknown flag, a
 * number that is not a whole one at least the flag's least, or flags of two modes, are refused.
 * @param {string[]} args @returns {{ mode: string, values: Values }}
 */
function benchMode(args) {
  // A counting flag given bare takes its default: parseArgs wants a value for it.
  const given = args.map((arg) => {
    const flag = FLAGS[arg.replace(/^--/, "")]
    return flag?.number && flag.fallback !== undefined && arg.startsWith("--") ? `${arg}=${flag.fallback}` : arg
  })
  /** @type {import("node:util").ParseArgsConfig["options"]} */
  const options = {}
  for (const [name, flag] of Object.entries(FLAGS)) options[name] = { type: flag.number || flag.text ? "string" : "boolean" }
  let parsed
  try {
    parsed = parseArgs({ args: given, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\nUse:\n${USAGE}`)
  }
  /** @type {Values} */
  const values = {}
  for (const [name, value] of Object.entries(parsed)) {
    const { number, text, least = 0 } = FLAGS[name]
    if (text) {
      values[name] = String(value)
      continue
    }
    if (!number) {
      values[name] = value === true
      continue
    }
    const count = Number(value)
    if (!Number.isInteger(count) || count < least)
      throw new Error(`--${name} takes a whole number of ${number}, ${least} or more, not "${value}"`)
    values[name] = count
  }
  const mode = MODES.find((each) => each.chosen(values)) ?? MODES[MODES.length - 1]
  const foreign = Object.keys(values).filter((name) => !mode.flags.includes(name))
  if (foreign.length > 0)
    throw new Error(`${foreign.map((name) => `--${name}`).join(", ")} cannot go with the ${mode.name} mode.\nUse:\n${USAGE}`)
  return { mode: mode.name, values }
}

module.exports = { benchMode }
