// @ts-check
/**
 * Part of `npm run lint`: every width in a media query of src/ is one of the breakpoints of
 * src/styles/breakpoints.json, so the whole site changes layout at the same few widths; and
 * global.css's side padding, card gap and content width are those of src/styles/layout.json, from
 * which the grid's image sizes are worked out (src/lib/gallery-view.ts). (CSS cannot read JSON, nor
 * a custom property inside @media, so the tokens are checked here.)
 */
const fs = require("node:fs")
const path = require("node:path")
const { BREAKPOINTS: breakpoints, LAYOUT } = require("./site")

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

/** Each layout token of global.css, as src/styles/layout.json has it. */
const GLOBAL_CSS = path.join(SRC, "styles", "global.css")
const tokens = { "--space": LAYOUT.sidePaddingRem, "--card-gap": LAYOUT.cardGapRem, "--content-width": LAYOUT.contentWidthRem }
const globalCss = fs.readFileSync(GLOBAL_CSS, "utf8")
for (const [token, rem] of Object.entries(tokens)) {
  if (!globalCss.includes(`${token}: ${rem}rem;`))
    problems.push(
      `src/styles/global.css: ${token} is not ${rem}rem, as src/styles/layout.json has it (the grid's image sizes are worked out from it)`,
    )
}

if (problems.length > 0) {
  console.error(problems.join("\n"))
  process.exit(1)
}
console.log(`Media queries: every width is one of ${[...allowed].join(", ")}; the layout's tokens are layout.json's`)
