// @ts-check
/**
 * What the first load of the site's pages holds, by package: the scripts the pages fetched as
 * they loaded (Gatsby's runtime, React, the app chunk, the page's own chunks and those it shares
 * with other pages, which only the browser sees it fetch), each counted once over the pages given, their gzip size shared out among the files they were built from in proportion to each
 * file's bytes in the chunk (read from the chunk's source map), and those files grouped by the
 * package (or the site's folder) they belong to. So the next person sees where the bytes are.
 */
const fs = require("node:fs")
const path = require("node:path")
const zlib = require("node:zlib")
const { SourceMapConsumer } = require("source-map-js")
const { KB } = require("./constants")

/**
 * The package a source of a chunk belongs to, from its path in the source map
 * ("webpack://site/./node_modules/@scope/name/dist/x.mjs" -> "@scope/name").
 * @param {string} source
 */
function packageOf(source) {
  const file = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "")
  const inModules = file.lastIndexOf("node_modules/")
  if (inModules !== -1) {
    const [first, second] = file.slice(inModules + "node_modules/".length).split("/")
    return first.startsWith("@") ? `${first}/${second}` : first
  }
  if (file.startsWith(".cache/")) return "gatsby (.cache/: loader, router glue, head)"
  if (file.startsWith("webpack/")) return "webpack runtime"
  const site = file.match(/^src\/([^/]+)\//)
  if (site) return `site: src/${site[1]}/`
  if (file.startsWith("src/") || /^gatsby-(browser|ssr)/.test(file)) return "site: src/ and gatsby-browser"
  return "other"
}

/**
 * Bytes of the generated code each source produced, by the source map's mappings (line by line).
 * @param {string} code @param {import("source-map-js").RawSourceMap} map
 */
function bytesBySource(code, map) {
  const lineLengths = code.split("\n").map((line) => line.length)
  /** @type {import("source-map-js").MappingItem[]} */
  const mappings = []
  new SourceMapConsumer(map).eachMapping((mapping) => mappings.push(mapping))
  /** @type {Map<string, number>} */
  const bytes = new Map()
  mappings.forEach(({ source, generatedLine: line, generatedColumn: column }, index) => {
    const next = mappings[index + 1]
    const end = next?.generatedLine === line ? next.generatedColumn : (lineLengths[line - 1] ?? column)
    if (source) bytes.set(source, (bytes.get(source) ?? 0) + end - column)
  })
  return bytes
}

/**
 * Gzip KB by package over `fetched`, the scripts pages fetched on their first load ("/app-1a2b.js",
 * from measure-pages.js), each counted once, largest first: [{ name, kb, share }], with the total
 * and the part no file of the site's own wrote (React, Gatsby's runtime, webpack's): what any page of
 * this stack loads before the site adds anything.
 * @param {string} publicDir @param {string[]} fetched
 */
function firstLoadByPackage(publicDir, fetched) {
  const scripts = new Set(fetched)
  /** @type {Map<string, number>} */
  const packages = new Map()
  let total = 0
  for (const script of scripts) {
    const file = path.join(publicDir, script)
    const code = fs.readFileSync(file, "utf8")
    const gzip = zlib.gzipSync(code, { level: 9 }).length
    total += gzip
    const mapFile = `${file}.map`
    const bySource = fs.existsSync(mapFile) ? bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, "utf8"))) : new Map()
    const mapped = [...bySource.values()].reduce((sum, bytes) => sum + bytes, 0)
    if (mapped === 0) {
      packages.set("unmapped", (packages.get("unmapped") ?? 0) + gzip)
      continue
    }
    for (const [source, bytes] of bySource) {
      const name = packageOf(source)
      packages.set(name, (packages.get(name) ?? 0) + (gzip * bytes) / mapped)
    }
  }
  const rows = [...packages].map(([name, bytes]) => ({ name, kb: bytes / KB, share: bytes / total })).sort((a, b) => b.kb - a.kb)
  const siteKb = rows.filter((row) => row.name.startsWith("site:")).reduce((sum, row) => sum + row.kb, 0)
  return { scripts: [...scripts], totalKb: total / KB, stackKb: total / KB - siteKb, rows }
}

/** Prints the table, the packages under 0.5 KB summed on one line. @param {ReturnType<typeof firstLoadByPackage>} firstLoad @param {string[]} routes */
function printFirstLoadPackages({ scripts, totalKb, stackKb, rows }, routes) {
  console.log(
    `\nFirst-load JavaScript by package (${scripts.length} scripts of ${routes.join(", ")}; gzip, shared out by source map):`,
  )
  const shown = rows.filter((row) => row.kb >= 0.5)
  const rest = rows.filter((row) => row.kb < 0.5)
  const width = Math.max(...shown.map((row) => row.name.length), 20)
  for (const row of shown)
    console.log(`  ${row.name.padEnd(width)}  ${row.kb.toFixed(1).padStart(5)} KB  ${(row.share * 100).toFixed(0).padStart(3)}%`)
  const restKb = rest.reduce((sum, row) => sum + row.kb, 0)
  if (rest.length > 0)
    console.log(`  ${`${rest.length} more, under 0.5 KB each`.padEnd(width)}  ${restKb.toFixed(1).padStart(5)} KB`)
  console.log(`  ${"total".padEnd(width)}  ${totalKb.toFixed(1).padStart(5)} KB`)
  console.log(`  ${"of which not the site's code".padEnd(width)}  ${stackKb.toFixed(1).padStart(5)} KB (React, Gatsby, webpack)`)
}

module.exports = { firstLoadByPackage, packageOf, printFirstLoadPackages }
