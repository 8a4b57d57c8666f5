/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { browserStyleSheets, saltWithStyleSheets, type RendererConfig } from "../../../src/gatsby/html-follows-styles"

let publicFolder: string
beforeEach(() => {
  publicFolder = mkdtempSync(path.join(tmpdir(), "html-follows-styles-"))
})
afterEach(() => rmSync(publicFolder, { recursive: true, force: true }))

const writeStats = (assetsByChunkName: Record<string, string[]>) =>
  writeFileSync(path.join(publicFolder, "webpack.stats.json"), JSON.stringify({ assetsByChunkName }))

describe("the style sheets every page inlines", () => {
  it("are the browser bundle's CSS files, each once, sorted, whichever chunks name them", () => {
    writeStats({
      app: ["webpack-runtime-1.js", "styles.b2.css", "app-3.js"],
      "component---src-pages-index-tsx": ["styles.b2.css", "component---src-pages-index-tsx-4.js"],
      "component---src-templates-gallery-page-tsx": ["extra.a1.css"],
    })
    expect(browserStyleSheets(publicFolder)).toEqual(["extra.a1.css", "styles.b2.css"])
  })

  it("are none when the bundle has no CSS, so the build can say so", () => {
    writeStats({ app: ["app-3.js"] })
    expect(browserStyleSheets(publicFolder)).toEqual([])
  })
})

describe("the HTML renderer salted with the style sheets", () => {
  it("keeps the rest of its output settings and takes a salt that changes with any sheet's name", () => {
    const salted = (sheets: string[]) => {
      const config: RendererConfig & { output: { path?: string } } = { output: { path: "/site/public" } }
      saltWithStyleSheets(config, sheets)
      return config.output
    }
    const before = salted(["styles.b2.css"])
    expect(before.path).toBe("/site/public")
    expect(before.hashSalt).not.toBe(salted(["styles.c3.css"]).hashSalt)
    expect(before.hashSalt).not.toBe(salted(["extra.a1.css", "styles.b2.css"]).hashSalt)
    expect(before.hashSalt).toBe(salted(["styles.b2.css"]).hashSalt)
  })
})
