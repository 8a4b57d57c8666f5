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
  "image-service": { text: "build or netlify" },
  viewer: { number: "photos", fallback: 21, least: 3 },
  "main-thread": {},
  routes: { text: "routes" },
  runs: { number: "runs", least: 3 },
  against: { text: "folder" },
  cpu: { number: "times slower", least: 1 },
}

/**
 * The modes in the order they are chosen: the first whose `needs` are all given (the pages need
 * none); `takes`, the other flags it takes.
 * @typedef {{ name: string, needs: string[], takes: string[] }} Mode @type {Mode[]}
 */
const MODES = [
  { name: "limited builds", needs: ["scale", "limit"], takes: [] },
  { name: "scale", needs: ["scale"], takes: [] },
  { name: "catalogue", needs: ["catalogue"], takes: ["image-service", "runs", "cpu"] },
  { name: "viewer", needs: ["viewer"], takes: ["cpu"] },
  { name: "main thread", needs: ["main-thread"], takes: ["routes", "runs", "against", "cpu"] },
  { name: "pages", needs: [], takes: ["skip-build-timing", "real-photos", "edge-photos", "runs"] },
]

/** @param {string} name */
const usageOf = (name) => {
  const { number, text, fallback } = FLAGS[name]
  if (text) return `--${name}=<${text}>`
  if (!number) return `--${name}`
  return fallback === undefined ? `--${name}=<${number}>` : `--${name}[=<${number}>]`
}

/** How to call the bench, mode by mode. */
const USAGE = MODES.map(({ name, needs, takes }) => {
  const flags = [...needs.map(usageOf), ...takes.map((flag) => `[${usageOf(flag)}]`)]
  return `  npm run bench -- ${flags.join(" ")}   (${name})`
}).join("\n")

/**
 * A flag's value: a switch's true, a text, or a whole number at least the flag's least.
 * @param {string} name @param {string | boolean} value @returns {number | boolean | string}
 */
function flagValue(name, value) {
  const { number, text, least = 0 } = FLAGS[name]
  if (text || !number) return text ? String(value) : value === true
  const count = Number(value)
  if (!Number.isInteger(count) || count < least)
    throw new Error(`--${name} takes a whole number of ${number}, ${least} or more, not "${value}"`)
  return count
}

/**
 * @typedef {{ [name: string]: number | boolean | string | undefined }} Values
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
  /** @type {(flag: Flag) => "string" | "boolean"} */
  const typeOf = (flag) => (flag.number || flag.text ? "string" : "boolean")
  const options = Object.fromEntries(Object.entries(FLAGS).map(([name, flag]) => [name, { type: typeOf(flag) }]))
  let parsed
  try {
    parsed = parseArgs({ args: given, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\nUse:\n${USAGE}`)
  }
  /** @type {Values} */
  const values = Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, flagValue(name, value ?? false)]))
  const mode = /** @type {Mode} */ (MODES.find(({ needs }) => needs.every((flag) => values[flag] !== undefined)))
  const foreign = Object.keys(values).filter((name) => ![...mode.needs, ...mode.takes].includes(name))
  if (foreign.length > 0)
    throw new Error(`${foreign.map((name) => `--${name}`).join(", ")} cannot go with the ${mode.name} mode.\nUse:\n${USAGE}`)
  return { mode: mode.name, values }
}

module.exports = { benchMode }
