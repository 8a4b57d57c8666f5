// @ts-check
/**
 * Compares two builds of the site (two `public/` folders) for a change that should leave what
 * visitors and search engines get as it was, e.g. a rename:
 *
 *   node scripts/commands/compare-builds.js <before/public> <after/public>
 *
 * - every page (`*.html`), its page data and `/version.json` must be identical once what a rename
 *   or a rebuild changes by itself is set aside: CSS modules' class names (numbered in the order
 *   they appear), chunk and file names with their content hashes, the build's hashes, `builtAt`
 *   and `commit`;
 * - a page's context (its page data's `pageContext`, what the build gave the page) is compared
 *   field by field: each field added, removed or changed is listed, by template;
 * - the sitemap: every image that is listed under another page is listed, with both pages.
 *
 * It prints what it found and ends with 1 when pages, page data (outside the contexts) or
 * `/version.json` differ, or a page is missing on either side.
 */
const { createHash } = require("node:crypto")
const { existsSync, readdirSync, readFileSync } = require("node:fs")
const path = require("node:path")
const { VERSION_FILE } = require("./site")

/**
 * Every file under `root` whose name `keep` accepts, relative to it.
 * @param {string} root @param {(file: string) => boolean} keep @param {string} [folder]
 * @returns {string[]}
 */
function filesUnder(root, keep, folder = "") {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name)
    if (entry.isDirectory()) return filesUnder(root, keep, relative)
    return keep(relative) ? [relative] : []
  })
}

/** A CSS module's class name as the production build writes it: a base64 hash, `_` first before a digit. */
const CLASS_NAME = /(?<=\.)[A-Za-z0-9_+-]{6,7}(?![A-Za-z0-9_+-])/g

/**
 * A stylesheet's rules, `@media` ones inside their condition: "condition|selector{declarations}".
 * @param {string} css @param {string} [condition] @returns {string[]}
 */
function rulesOf(css, condition = "") {
  const rules = []
  let depth = 0
  let start = 0
  let open = 0
  for (let index = 0; index < css.length; index++) {
    if (css[index] === "{" && depth++ === 0) open = index
    if (css[index] !== "}" || --depth !== 0) continue
    const prelude = css.slice(start, open).trim()
    const body = css.slice(open + 1, index)
    if (prelude.startsWith("@media") || prelude.startsWith("@supports")) rules.push(...rulesOf(body, prelude))
    else rules.push(`${condition}|${prelude}{${body}}`)
    start = index + 1
  }
  return rules
}

/**
 * A rule ("condition|selectors{declarations}") with its list of selectors sorted: the minifier
 * merges rules with the same declarations and lists their selectors in the order of their names,
 * which a rename changes. @param {string} rule
 */
function withSortedSelectors(rule) {
  const bar = rule.indexOf("|")
  const brace = rule.indexOf("{")
  return `${rule.slice(0, bar + 1)}${rule
    .slice(bar + 1, brace)
    .split(",")
    .sort()
    .join(",")}${rule.slice(brace)}`
}

/**
 * What a build's stylesheet says, with its class names in names of their own: each class is named
 * by the rules it appears in (a rename changes a CSS module's hashed name, not its rules), and the
 * rules are sorted (the order of the modules in the sheet follows their file names). Gives the
 * sheet as the build wrote it (`css`), so normalised (`sheet`), and `renamed`, which gives a text
 * the classes' stable names.
 * @param {string} root
 */
function stylesheetOf(root) {
  // The sheet the pages use (a build leaves those of earlier builds beside it).
  const file = /data-href="\/(styles\.[0-9a-f]+\.css)"/.exec(readFileSync(path.join(root, "index.html"), "utf8"))?.[1]
  const css = file ? readFileSync(path.join(root, file), "utf8") : ""
  // A "+" in a class name is escaped in the sheet ("\+-gNrY"), not in a class attribute.
  const rules = rulesOf(css.replace(/\\\+/g, "+"))
  const rulesOfClass = new Map()
  for (const rule of rules) {
    const selector = rule.slice(0, rule.indexOf("{"))
    for (const [name] of selector.matchAll(CLASS_NAME)) rulesOfClass.set(name, [...(rulesOfClass.get(name) ?? []), rule])
  }
  const names = new Map()
  for (const [name, its] of rulesOfClass) {
    const signature = its
      .map((/** @type {string} */ rule) =>
        withSortedSelectors(rule.replace(CLASS_NAME, (/** @type {string} */ other) => (other === name ? "&" : "*"))),
      )
      .sort()
    names.set(name, `C${createHash("sha1").update(signature.join("\n")).digest("hex").slice(0, 10)}`)
  }
  const renamed = (/** @type {string} */ text) => text.replace(CLASS_NAME, (name) => names.get(name) ?? name)
  return {
    names,
    sheet: rules
      .map((rule) => withSortedSelectors(renamed(rule)))
      .sort()
      .join("\n"),
    css,
    renamed,
  }
}

/**
 * A page's text with what a rebuild or a rename changes by itself set aside.
 * @param {string} text @param {ReturnType<typeof stylesheetOf>} [stylesheet]
 */
function normalizedPage(text, stylesheet) {
  const withoutHashes = text
    .replace(/___webpackCompilationHash="[0-9a-f]+"/g, '___webpackCompilationHash="HASH"')
    .replace(/\/[A-Za-z0-9_.~-]+-[0-9a-f]{20}\.js/g, "/CHUNK.js")
    .replace(/component---[a-z0-9-]+/g, "COMPONENT")
    .replace(/styles\.[0-9a-f]+\.css/g, "styles.HASH.css")
  if (!stylesheet) return withoutHashes
  // The inlined stylesheet as the normalised sheet; class attributes by the classes' stable names.
  const inlined = withoutHashes.split(stylesheet.css).join("STYLESHEET")
  return inlined.replace(
    /class="([^"]*)"/g,
    (_, /** @type {string} */ names) => `class="${stylesheet.renamed(names.replace(/(^|\s)/g, "$1."))}"`,
  )
}

/**
 * Page data without what a rebuild changes by itself: the nodes of a list in the order of their ids.
 * @param {string} text
 */
function normalizedPageData(text) {
  return JSON.parse(normalizedPage(text), (_, value) =>
    Array.isArray(value) && value.every((each) => typeof each?.id === "string")
      ? [...value].sort((a, b) => a.id.localeCompare(b.id))
      : value,
  )
}

/** `/version.json` without what every build changes. @param {string} text */
function normalizedVersion(text) {
  const { builtAt, commit, ...rest } = JSON.parse(text)
  return JSON.stringify({ ...rest, builtAt: typeof builtAt, commit: typeof commit }, null, 2)
}

/**
 * Each field of two page contexts that is not the same: "+ field", "- field", "~ field".
 * @param {Record<string, unknown>} [before] @param {Record<string, unknown>} [after]
 */
function contextChanges(before = {}, after = {}) {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...fields].flatMap((field) => {
    if (!(field in before)) return [`+ ${field}`]
    if (!(field in after)) return [`- ${field}`]
    return JSON.stringify(before[field]) === JSON.stringify(after[field]) ? [] : [`~ ${field}`]
  })
}

/** The sitemap's pages and the images listed under each: image address → page address. @param {string} root */
function sitemapImages(root) {
  const pageOfImage = new Map()
  for (const file of readdirSync(root).filter((name) => /^sitemap-\d+\.xml$/.test(name))) {
    for (const [, entry] of readFileSync(path.join(root, file), "utf8").matchAll(/<url>(.*?)<\/url>/gs)) {
      const page = /<loc>(.*?)<\/loc>/.exec(entry)?.[1] ?? ""
      for (const [, image] of entry.matchAll(/<image:loc>(.*?)<\/image:loc>/g)) pageOfImage.set(image, page)
    }
  }
  return pageOfImage
}

/**
 * What differs between two builds: `found` (what it saw) and `problems` (what must not differ).
 * @param {string} beforeRoot @param {string} afterRoot
 */
function compareBuilds(beforeRoot, afterRoot) {
  const problems = []
  const found = []
  const isPage = (/** @type {string} */ file) => file.endsWith(".html") && !file.startsWith("admin")
  const isPageData = (/** @type {string} */ file) => file.startsWith("page-data") && file.endsWith("page-data.json")
  const pages = {
    before: filesUnder(beforeRoot, (file) => isPage(file) || isPageData(file)),
    after: filesUnder(afterRoot, (file) => isPage(file) || isPageData(file)),
  }
  for (const file of pages.before.filter((each) => !pages.after.includes(each))) problems.push(`only before: ${file}`)
  for (const file of pages.after.filter((each) => !pages.before.includes(each))) problems.push(`only after: ${file}`)
  const stylesheets = { before: stylesheetOf(beforeRoot), after: stylesheetOf(afterRoot) }
  if (stylesheets.before.sheet !== stylesheets.after.sheet) problems.push("the stylesheet differs")
  const changesByTemplate = new Map()
  let samePages = 0
  let samePageData = 0
  for (const file of pages.before.filter((each) => pages.after.includes(each))) {
    const before = readFileSync(path.join(beforeRoot, file), "utf8")
    const after = readFileSync(path.join(afterRoot, file), "utf8")
    if (isPage(file)) {
      if (normalizedPage(before, stylesheets.before) === normalizedPage(after, stylesheets.after)) samePages++
      else problems.push(`page differs: ${file}`)
      continue
    }
    const { pageContext: contextBefore, ...restBefore } = normalizedPageData(before).result
    const { pageContext: contextAfter, ...restAfter } = normalizedPageData(after).result
    const template = JSON.parse(before).componentChunkName
    if (JSON.stringify(restBefore) === JSON.stringify(restAfter)) samePageData++
    else problems.push(`page data differs: ${file}`)
    const changes = contextChanges(contextBefore, contextAfter).join(", ")
    if (!changes) continue
    const key = `${template}: ${changes}`
    changesByTemplate.set(key, (changesByTemplate.get(key) ?? 0) + 1)
  }
  found.push(`pages identical: ${samePages}; page data identical outside the contexts: ${samePageData}`)
  for (const [key, count] of changesByTemplate) found.push(`page context of ${count} page(s) of ${key}`)

  const versionFiles = [beforeRoot, afterRoot].map((root) => path.join(root, VERSION_FILE))
  if (versionFiles.every((file) => existsSync(file))) {
    const [before, after] = versionFiles.map((file) => normalizedVersion(readFileSync(file, "utf8")))
    if (before === after) found.push("/version.json identical")
    else problems.push("/version.json differs")
  }

  const images = { before: sitemapImages(beforeRoot), after: sitemapImages(afterRoot) }
  let moved = 0
  for (const [image, page] of images.before) {
    const now = images.after.get(image)
    if (now === page) continue
    moved++
    found.push(`sitemap: ${image} listed under ${page} before, ${now ?? "nowhere"} after`)
  }
  for (const image of [...images.after.keys()].filter((each) => !images.before.has(each))) {
    moved++
    found.push(`sitemap: ${image} listed only after, under ${images.after.get(image)}`)
  }
  found.push(`sitemap: ${images.before.size} images before, ${moved} listed under another page after`)

  return { found, problems }
}

if (require.main === module) {
  const [before, after] = process.argv.slice(2)
  if (!before || !after) {
    console.error("usage: node scripts/commands/compare-builds.js <before/public> <after/public>")
    process.exit(2)
  }
  const { found, problems } = compareBuilds(path.resolve(before), path.resolve(after))
  for (const line of [...found, ...problems.map((problem) => `DIFFERS ${problem}`)]) console.log(line)
  process.exit(problems.length === 0 ? 0 : 1)
}

module.exports = { compareBuilds }
