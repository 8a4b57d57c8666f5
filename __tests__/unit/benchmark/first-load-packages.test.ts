/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { SourceMapGenerator } from "source-map-js"
import { firstLoadByPackage, packageOf } from "../../../benchmark/first-load-packages"

describe("the first load's table by package", () => {
  it("names the package or the site's folder a chunk's source comes from", () => {
    expect(packageOf("webpack://site/./node_modules/react-dom/cjs/react-dom.production.min.js")).toBe("react-dom")
    expect(packageOf("webpack://site/./node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs")).toBe("@gatsbyjs/reach-router")
    expect(packageOf("webpack://site/./node_modules/a/node_modules/motion-dom/x.mjs")).toBe("motion-dom")
    expect(packageOf("webpack://site/./src/components/layout/Footer.tsx")).toBe("site: src/components/")
    expect(packageOf("webpack://site/.cache/loader.js")).toMatch(/^gatsby /)
    expect(packageOf("webpack://site/webpack/runtime/load script")).toBe("webpack runtime")
  })

  describe("over a built site", () => {
    let site: string
    beforeEach(() => {
      site = mkdtempSync(path.join(tmpdir(), "first-load-"))
    })
    afterEach(() => rmSync(site, { recursive: true, force: true }))

    /** A script of two lines, one from each source, with its source map. */
    function writeScript(name: string, parts: Array<{ source: string; code: string }>) {
      const map = new SourceMapGenerator({ file: name })
      parts.forEach(({ source }, index) =>
        map.addMapping({ source, generated: { line: index + 1, column: 0 }, original: { line: 1, column: 0 } }),
      )
      writeFileSync(path.join(site, name), parts.map((part) => part.code).join("\n"))
      writeFileSync(path.join(site, `${name}.map`), map.toString())
    }

    it("shares each script's gzip size among its packages by their bytes, counting a script two pages load once", () => {
      const big = "x".repeat(3000)
      const small = "y".repeat(1000)
      writeScript("app.js", [
        { source: "webpack://site/./node_modules/react-dom/index.js", code: big },
        { source: "webpack://site/./src/components/Header.tsx", code: small },
      ])
      writeScript("page-home.js", [{ source: "webpack://site/./src/pages/index.tsx", code: "z".repeat(500) }])
      // What two pages fetched: both the app chunk, one its page chunk.
      const table = firstLoadByPackage(site, ["/app.js", "/page-home.js", "/app.js"])
      expect(table.scripts.sort()).toEqual(["/app.js", "/page-home.js"])
      const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024
      expect(table.totalKb).toBeCloseTo(gzipKb(`${big}\n${small}`) + gzipKb("z".repeat(500)), 5)
      const kb = Object.fromEntries(table.rows.map((row) => [row.name, row.kb]))
      // react-dom wrote 3000 of app.js's 4000 mapped bytes: three quarters of its gzip size.
      expect(kb["react-dom"] / kb["site: src/components/"]).toBeCloseTo(3, 5)
      expect(kb["site: src/pages/"]).toBeCloseTo(gzipKb("z".repeat(500)), 5)
      expect(table.rows.map((row) => row.name)[0]).toBe("react-dom")
      expect(table.stackKb).toBeCloseTo(kb["react-dom"], 5)
    })
  })
})
