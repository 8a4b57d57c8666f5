// @ts-check
/**
 * The bare Gatsby page: what the stack itself costs a phone's main thread, the floor the site's
 * pages are measured against (main-thread-floor.js). A site of one page, in .scratch/bench-bare-site/
 * (git-ignored, inside the project so that it builds with the project's own installed Gatsby and
 * React): the home page's text as static headings and paragraphs, a Head with its title, no
 * plugins, no styles, no images. Built again only when its page or Gatsby's or React's version
 * changed.
 */
const fs = require("node:fs")
const path = require("node:path")
const { ROOT } = require("./constants")
const { build } = require("./build-timing")
const { scratchFolder } = require("../scripts/test-runner/scratch")

const BARE_SITE = scratchFolder("bench-bare-site")
const BUILT_FROM = path.join(BARE_SITE, "built-from.json")

/**
 * The text a reader sees in the <main> of `html` (a built page, read without its scripts):
 * its title and each heading or paragraph as [tag, text], headings kept, the rest as paragraphs.
 * @param {import("playwright-core").Browser} browser @param {string} html
 */
async function readableText(browser, html) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.setContent(html)
    return await page.evaluate(() => ({
      title: document.title,
      blocks: Array.from(document.querySelectorAll("main :is(h1, h2, h3, p, li, figcaption, blockquote)"))
        .filter((element) => !element.querySelector("h1, h2, h3, p, li"))
        .map((element) => [
          /^H[1-3]$/.test(element.tagName) ? element.tagName.toLowerCase() : "p",
          element.textContent?.trim() ?? "",
        ])
        .filter(([, text]) => text !== ""),
    }))
  } finally {
    await context.close()
  }
}

/** @param {string} name */
const versionOf = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).version
/** The stack, at the versions the project has installed. */
const STACK = Object.fromEntries(["gatsby", "react", "react-dom"].map((name) => [name, versionOf(name)]))

/**
 * The bare site's files: one page rendering `blocks`, with `title` in its Head.
 * @param {{ title: string, blocks: string[][] }} text
 */
function bareSiteFiles({ title, blocks }) {
  const page = `import * as React from "react"

const BLOCKS = ${JSON.stringify(blocks)}

export default function Home() {
  return <main>{BLOCKS.map(([tag, text], index) => React.createElement(tag, { key: index }, text))}</main>
}

export const Head = () => <title>{${JSON.stringify(title)}}</title>
`
  return {
    // Gatsby builds only a folder whose package.json names it; the packages are the project's own.
    "package.json": `${JSON.stringify({ name: "bench-bare-site", private: true, dependencies: STACK }, null, 2)}\n`,
    "gatsby-config.js": "module.exports = {}\n",
    "src/pages/index.js": page,
  }
}

/**
 * Makes and builds the bare site from the home page of `publicFolder` (when it changed), and
 * returns its public/ folder.
 * @param {import("playwright-core").Browser} browser @param {string} publicFolder
 */
async function buildBarePage(browser, publicFolder) {
  const text = await readableText(browser, fs.readFileSync(path.join(publicFolder, "index.html"), "utf8"))
  const files = bareSiteFiles(text)
  const builtFrom = JSON.stringify(files)
  const bare = path.join(BARE_SITE, "public")
  const current = fs.existsSync(BUILT_FROM) && fs.readFileSync(BUILT_FROM, "utf8") === builtFrom
  if (current && fs.existsSync(path.join(bare, "index.html"))) return bare
  console.log(`Building the bare Gatsby ${STACK.gatsby} + React ${STACK.react} page (.scratch/bench-bare-site/)...`)
  fs.rmSync(BARE_SITE, { recursive: true, force: true })
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(BARE_SITE, file)), { recursive: true })
    fs.writeFileSync(path.join(BARE_SITE, file), content)
  }
  build(BARE_SITE, { env: { NODE_ENV: "production" } })
  fs.writeFileSync(BUILT_FROM, builtFrom)
  return bare
}

module.exports = { buildBarePage }
