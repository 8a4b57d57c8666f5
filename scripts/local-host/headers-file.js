// @ts-check
/**
 * Reads a `_headers` file, the format Netlify and Cloudflare Pages use:
 *
 *   /path-pattern
 *     Header-Name: value
 *
 * A pattern may end in `*` to match everything below it.
 */
const fs = require("node:fs")

/** @typedef {{ pattern: string, headers: Record<string, string> }} HeaderRule */

/** @param {string} text @returns {HeaderRule[]} */
function parseHeaderRules(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const rule = rules[rules.length - 1]
    const colon = line.indexOf(":")
    if (!rule || colon < 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`)
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** @param {string} file @returns {HeaderRule[]} */
function readHeaderRules(file) {
  return fs.existsSync(file) ? parseHeaderRules(fs.readFileSync(file, "utf8")) : []
}

/** @param {string} pattern @param {string} urlPath */
function matches(pattern, urlPath) {
  return pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath
}

/**
 * Sets of headers laid over each other: a later value of a header replaces an earlier one, header
 * names compared without regard to case (HTTP's rule); the later spelling is kept.
 * @param {Record<string, string>[]} sets @returns {Record<string, string>}
 */
function mergeHeaders(...sets) {
  /** @type {Map<string, [string, string]>} */
  const byName = new Map()
  for (const set of sets) for (const [name, value] of Object.entries(set)) byName.set(name.toLowerCase(), [name, value])
  return Object.fromEntries(byName.values())
}

/**
 * The headers a host serves for `urlPath`, read the way Netlify reads `_headers`: every rule whose
 * pattern matches, in the file's order, each later rule's value of a header replacing an earlier one.
 * @param {HeaderRule[]} rules @param {string} urlPath @returns {Record<string, string>}
 */
function headersFor(rules, urlPath) {
  return mergeHeaders(...rules.filter((rule) => matches(rule.pattern, urlPath)).map((rule) => rule.headers))
}

module.exports = { parseHeaderRules, readHeaderRules, headersFor, mergeHeaders }
