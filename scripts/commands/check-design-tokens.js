// @ts-check
/**
 * Part of `npm run lint`: the CSS Modules of src/ set type, corners, depth and colour only through
 * the design tokens of src/styles/global.css (docs/architecture.md, The look), so the look is
 * stated once: a font size, weight, radius or shadow is a `var(--…)` (or inherit, none, 0), a margin,
 * padding or gap has no length but a token's (`var(--space-3)`, `var(--space)`), and no
 * colour is written out (#hex, rgb(), hsl()) but one built on a token, `rgb(var(--scrim-rgb) / …)`.
 */
const fs = require("node:fs")
const path = require("node:path")

const SRC = path.join(__dirname, "..", "..", "src")
const TOKENS_FILE = path.join("styles", "global.css")
const THROUGH_TOKENS = ["font-size", "font-weight", "border-radius", "box-shadow"]
const KEYWORDS = new Set(["inherit", "none", "0"])
/** Spacing: lengths only through the spacing and layout tokens (0, auto, %, vh, env() stay free). */
const SPACING = /^(?:margin|padding)(?:-[a-z-]+)?$|^(?:row-|column-)?gap$/
const LENGTH = /(?<![\w.-])\d*\.?\d+(?:rem|px|em)\b/

/**
 * What breaks the rule in one CSS file, each as "line: what".
 * @param {string} css @returns {string[]}
 */
function tokenProblems(css) {
  return css.split("\n").flatMap((line, index) => {
    const where = `line ${index + 1}`
    const declaration = /^\s*([a-z-]+)\s*:\s*(.+?);?\s*$/.exec(line)
    const problems = []
    if (declaration && THROUGH_TOKENS.includes(declaration[1])) {
      const value = declaration[2].trim()
      if (!KEYWORDS.has(value) && !/^var\(--[\w-]+\)$/.test(value))
        problems.push(`${where}: ${declaration[1]} "${value}" is not one of global.css's tokens`)
    }
    const length = declaration && SPACING.test(declaration[1]) ? LENGTH.exec(declaration[2]) : null
    if (declaration && length)
      problems.push(`${where}: ${declaration[1]} has "${length[0]}", not one of global.css's spacing tokens`)
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\((?!var\()/i.exec(line.replace(/\/\*.*?\*\//g, ""))
    if (literal) problems.push(`${where}: the colour "${literal[0]}…" is written out, not one of global.css's tokens`)
    return problems
  })
}

if (require.main === module) {
  const files = fs
    .readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css") && file !== TOKENS_FILE)
  const problems = files.flatMap((file) =>
    tokenProblems(fs.readFileSync(path.join(SRC, file), "utf8")).map((problem) => `src/${file}: ${problem}`),
  )
  if (problems.length > 0) {
    console.error(problems.join("\n"))
    process.exit(1)
  }
  console.log(
    `Design tokens: the ${files.length} CSS files of src/ set type, spacing, corners, depth and colour through global.css's`,
  )
}

module.exports = { tokenProblems }
