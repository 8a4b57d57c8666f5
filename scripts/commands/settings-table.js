// @ts-check
/**
 * Writes docs/settings.md's table of settings from the code's (src/host/settings.js), row for row:
 * run it after adding or changing a setting. With --check it changes nothing and exits 1 when the
 * page is not current (a unit test runs it so).
 *
 *   npm run docs:settings [-- --check]
 */
const fs = require("node:fs")
const path = require("node:path")
const prettier = require("prettier")
const { SETTINGS } = require("./site")

const PAGE = path.join(__dirname, "..", "..", "docs", "settings.md")
const HEADER = ["Setting", "Set by", "When unset", "What it changes", "Read by"]

/** The table's rows, as the code's table gives them. @returns {string[][]} */
const rows = () =>
  Object.entries(SETTINGS).map(([name, { setBy, unset, changes, readBy }]) => [
    `\`${name}\``,
    setBy,
    unset,
    changes,
    readBy.join(", "),
  ])

/** `page` with its table of settings (the block of lines from the header's) made from the code's. @param {string} page */
async function withCurrentTable(page) {
  const lines = page.split("\n")
  const start = lines.findIndex((line) => line.startsWith(`| ${HEADER[0]} `))
  if (start < 0) throw new Error(`docs/settings.md has no table starting "| ${HEADER[0]} |"`)
  let end = start
  while (end < lines.length && lines[end].startsWith("|")) end += 1
  const table = [HEADER, HEADER.map(() => "---"), ...rows()].map((cells) => `| ${cells.join(" | ")} |`)
  const written = [...lines.slice(0, start), ...table, ...lines.slice(end)].join("\n")
  return prettier.format(written, { ...(await prettier.resolveConfig(PAGE)), filepath: PAGE })
}

if (require.main === module) {
  const page = fs.readFileSync(PAGE, "utf8")
  withCurrentTable(page)
    .then((current) => {
      if (process.argv.includes("--check")) {
        if (current === page) return console.log("docs/settings.md is current.")
        console.error("docs/settings.md is not the code's table of settings: run npm run docs:settings.")
        process.exit(1)
      }
      fs.writeFileSync(PAGE, current)
      console.log(`docs/settings.md: ${rows().length} settings, as src/host/settings.js has them.`)
    })
    .catch((error) => {
      console.error(error.message)
      process.exit(1)
    })
}
