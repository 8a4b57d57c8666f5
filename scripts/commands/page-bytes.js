// @ts-check
/**
 * What each page of a built site sends a visitor before they do anything, read from the build
 * itself (no browser, so the same build always gives the same figures): its HTML and its
 * first-load JavaScript, both gzip as the host sends them, and its headers from the build's
 * _headers as the host serves them (uncompressed); and every figure over its budget
 * (src/budgets.ts). `npm test` holds both image modes' sites to it (e2e/page-bytes.test.ts); the
 * bench measures the same in a browser, until the page is idle.
 *
 * A page's first load is every script its HTML loads (webpack's runtime, React, Gatsby's app) and
 * its page component's chunks with the chunks they share with other pages, which Gatsby's loader
 * fetches before it hydrates the page: the component named by the page's page-data.json, its files
 * from the build's webpack.stats.json. Code fetched later (the page transition once the page is
 * idle, the form's sending, the photo picker, the before/after slider) has budgets of its own.
 */
const { existsSync, readFileSync } = require("node:fs")
const path = require("node:path")
const zlib = require("node:zlib")
const { headersFor, parseHeaderRules } = require("../local-host/headers-file")
const { BUDGETS, KB } = require("./site")

/** @param {string} file gzip at level 9, as scripts/local-host/serve.js sends it, in KB */
const gzipKb = (file) => zlib.gzipSync(readFileSync(file), { level: 9 }).length / KB

/**
 * @typedef {{ page: string, htmlKb: number, headersKb: number, firstLoadJsKb: number, scripts: string[] }} PageBytes
 * @typedef {{ page: string, figure: string, kb: number, budgetKb: number }} Measured
 */

/** The value of `name` in one tag's attributes, or null. @param {string} tag @param {string} name */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : null
}

/**
 * The scripts a page's HTML loads: each `<script src>`, and each `<link>` that preloads a script
 * (`rel="preload" as="script"`, `rel="modulepreload"`), as site paths ("/app-1a2b.js").
 * @param {string} html
 */
function scriptsOfHtml(html) {
  // An inline script's text is not markup: it ends at the first </script>, as a browser reads it.
  const tags = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1")
  const scripts = (tags.match(/<script\b[^>]*>/gi) ?? []).map((tag) => attribute(tag, "src"))
  const preloads = (tags.match(/<link\b[^>]*>/gi) ?? [])
    .filter((tag) => {
      const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/)
      return rel.includes("modulepreload") || (rel.includes("preload") && attribute(tag, "as") === "script")
    })
    .map((tag) => attribute(tag, "href"))
  return [...scripts, ...preloads].filter(
    /** @returns {src is string} */ (src) => src !== null && src.startsWith("/") && !src.startsWith("//"),
  )
}

/** The page Gatsby's loader starts from: the HTML's `window.pagePath`. @param {string} html @param {string} file */
function pagePathOf(html, file) {
  const match = /\bpagePath\s*=\s*"([^"]*)"/.exec(html)
  if (!match) throw new Error(`${file} names no page for Gatsby's loader (window.pagePath): is it a page of the build?`)
  return match[1]
}

/** The address a page's HTML file answers at: "index.html" -> "/", "about.html" and "about/index.html" -> "/about". @param {string} relative */
const addressOfFile = (relative) => `/${relative.split(path.sep).join("/")}`.replace(/(\/index)?\.html$/, "") || "/"

/**
 * A build's pages' bytes: `(file) => PageBytes` for each page's HTML file in `publicFolder`, its
 * headers as the host sends them from the build's _headers. The build's webpack.stats.json,
 * _headers and each script's gzip are read once, however many pages share them.
 * @param {string} publicFolder the build (public/)
 */
function pageBytesOf(publicFolder) {
  /** @type {{ namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> }} */
  const stats = JSON.parse(readFileSync(path.join(publicFolder, "webpack.stats.json"), "utf8"))
  /** @type {Map<string, number>} */
  const scriptKb = new Map()
  const headerRules = parseHeaderRules(readFileSync(path.join(publicFolder, "_headers"), "utf8"))
  /** @param {string} address */
  const headersKb = (address) =>
    Object.entries(headersFor(headerRules, address))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("").length / KB

  /** The chunks of a page's component: page-data.json names the component, webpack.stats.json its files. @param {string} pagePath */
  function componentScripts(pagePath) {
    const dataPath = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "")
    const dataFile = path.join(publicFolder, "page-data", dataPath, "page-data.json")
    if (!existsSync(dataFile)) throw new Error(`The build has no page data for ${pagePath} (${dataFile})`)
    const { componentChunkName } = JSON.parse(readFileSync(dataFile, "utf8"))
    const group = stats.namedChunkGroups[componentChunkName]
    if (!group) throw new Error(`webpack.stats.json has no chunks for ${componentChunkName} (the component of ${pagePath})`)
    return group.assets.map((asset) => `/${asset.name}`).filter((name) => name.endsWith(".js"))
  }

  /** @param {string} file the page's HTML file @returns {PageBytes} */
  return (file) => {
    const html = readFileSync(file, "utf8")
    const scripts = [...new Set([...scriptsOfHtml(html), ...componentScripts(pagePathOf(html, file))])]
    const firstLoadJsKb = scripts.reduce((sum, script) => {
      const scriptFile = path.join(publicFolder, script)
      if (!existsSync(scriptFile))
        throw new Error(`${path.relative(publicFolder, file)} loads ${script}, which the build does not have`)
      if (!scriptKb.has(script)) scriptKb.set(script, gzipKb(scriptFile))
      return sum + (scriptKb.get(script) ?? 0)
    }, 0)
    const relative = path.relative(publicFolder, file)
    return { page: `/${relative}`, htmlKb: gzipKb(file), headersKb: headersKb(addressOfFile(relative)), firstLoadJsKb, scripts }
  }
}

/**
 * The JavaScript of a code-split chunk a page fetches later, gzip, in KB: the files webpack.stats.json
 * lists for the chunk group `name` (NaN when the build has none, which misses every budget).
 * @param {string} publicFolder @param {string} name
 */
function chunkKb(publicFolder, name) {
  /** @type {{ namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> }} */
  const stats = JSON.parse(readFileSync(path.join(publicFolder, "webpack.stats.json"), "utf8"))
  const scripts = (stats.namedChunkGroups[name]?.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith(".js"))
  return scripts.length === 0 ? NaN : scripts.reduce((sum, script) => sum + gzipKb(path.join(publicFolder, script)), 0)
}

/** Budgets a page's bytes are held to. @param {PageBytes} page @returns {Measured[]} */
function pageBytesMeasured(page) {
  const contact = /^\/contact(\.html|\/index\.html)$/.test(page.page)
  return [
    { page: page.page, figure: "HTML", kb: page.htmlKb, budgetKb: BUDGETS.pageHtmlKb },
    { page: page.page, figure: "headers", kb: page.headersKb, budgetKb: BUDGETS.pageHeadersKb },
    {
      page: page.page,
      figure: "first-load JavaScript",
      kb: page.firstLoadJsKb,
      budgetKb: contact ? BUDGETS.contactFirstLoadJsKb : BUDGETS.firstLoadJsKb,
    },
  ]
}

/**
 * One line for each figure over its budget, or not measured (NaN, none): the page, the figure, its
 * size and its budget. @param {Measured[]} measured
 */
const overBudget = (measured) =>
  measured
    .filter((m) => !(Number.isFinite(m.kb) && m.kb <= m.budgetKb))
    .map((m) =>
      Number.isFinite(m.kb)
        ? `${m.page}: ${m.figure} ${m.kb.toFixed(1)} KB, over its budget of ${m.budgetKb} KB`
        : `${m.page}: ${m.figure} not measured (${m.kb}), its budget ${m.budgetKb} KB`,
    )

/**
 * The public pages of a build: every HTML file but the editor's (/admin) and Gatsby's own
 * fragments (_gatsby/, page-data/).
 * @param {string} publicFolder @param {string[]} files every file under it
 */
const publicPages = (publicFolder, files) =>
  files.filter((file) => file.endsWith(".html") && !/^(admin|_gatsby|page-data)\//.test(path.relative(publicFolder, file)))

module.exports = { chunkKb, overBudget, pageBytesMeasured, pageBytesOf, publicPages, scriptsOfHtml }
