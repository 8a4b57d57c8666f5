// @ts-check
/**
 * What the settings table's rows are made of (src/host/settings.js): who sets a setting, the
 * runtimes that read it, and the schemas of what a value may be, each declared once.
 */
const { z } = require("zod")

/** @typedef {"build" | "host plugins" | "tools"} Runtime */

const NETLIFY = "Netlify, in its builds"
const OWNER = "the owner, in Netlify's environment variables"
const DEVELOPER = "a developer"

const anything = z.string()
/** A switch: on for any value but those that say off (false, 0, no, off, in any case); off unset or blank. */
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && !/^(false|0|no|off)$/i.test(value))
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

module.exports = { anything, DEVELOPER, flag, NETLIFY, OWNER, positiveWholeNumber, setting, webAddress, wholeNumber, z }
