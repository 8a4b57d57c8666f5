// @ts-check
/**
 * Part of `npm run lint`: every width in a media query of src/ is one of the breakpoints of
 * src/styles/breakpoints.json, so the whole site changes layout at the same few widths.
 * (CSS cannot read a custom property inside @media, so the tokens are checked here.)
 */
const fs = require("node:fs")
const path = require("node:path")
const { BREAKPOINTS: breakpoints } = require("./site")

const SRC = path.join(__dirname, "..", "..", "src")
const allowed = new Set(Object.values(breakpoints).map((width) => `${width}px`))

const cssFiles = fs
  .readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => path.join(SRC, file))

const problems = cssFiles.flatMap((file) =>
  [...fs.readFileSync(file, "utf8").matchAll(/@media[^{]*\((?:min|max)-width:\s*([^)]+)\)/g)]
    .filter(([, width]) => !allowed.has(width.trim()))
    .map(
      ([query]) =>
        `${path.relative(process.cwd(), file)}: "${query.trim()}" is not one of the breakpoints ${[...allowed].join(", ")}`,
    ),
)

if (problems.length > 0) {
  console.error(problems.join("\n"))
  process.exit(1)
}
console.log(`Media queries: every width is one of ${[...allowed].join(", ")}`)
