/**
 * @jest-environment node
 */
import { randomBytes } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { BUDGETS } from "../../../../src/budgets"
import { overBudget, pageBytesMeasured, pageBytesOf, publicPages, scriptsOfHtml } from "../../../../scripts/commands/page-bytes"

/**
 * The byte budgets npm test holds every built page to (scripts/commands/page-bytes.js), fed a small build
 * of its own: nothing is built.
 */
describe("scripts/commands/page-bytes.js", () => {
  let build: string

  /** A file of `kb` KB that gzip cannot shrink (random bytes as hex would shrink by half). */
  const incompressible = (kb: number) => randomBytes(kb * 1024)

  /** A page of the small build: its HTML loading app.js, and its page data naming `component`. */
  function writePage(file: string, pagePath: string, component: string, extra = "") {
    const html = `<!DOCTYPE html><html><head><title>t</title>${extra}</head><body><div id="___gatsby"></div><script>window.pagePath="${pagePath}";</script><script src="/app.js" async></script></body></html>`
    mkdirSync(path.dirname(path.join(build, file)), { recursive: true })
    writeFileSync(path.join(build, file), html)
    const data = path.join(build, "page-data", pagePath === "/" ? "index" : pagePath.slice(1), "page-data.json")
    mkdirSync(path.dirname(data), { recursive: true })
    writeFileSync(data, JSON.stringify({ componentChunkName: component, path: pagePath }))
  }

  beforeAll(() => {
    build = mkdtempSync(path.join(tmpdir(), "page-bytes-"))
    writeFileSync(path.join(build, "app.js"), incompressible(60))
    writeFileSync(path.join(build, "shared.js"), incompressible(10))
    writeFileSync(path.join(build, "light.js"), incompressible(2))
    writeFileSync(path.join(build, "heavy.js"), incompressible(Math.ceil(BUDGETS.firstLoadJsKb) - 60))
    writeFileSync(path.join(build, "preloaded.js"), incompressible(1))
    writeFileSync(
      path.join(build, "webpack.stats.json"),
      JSON.stringify({
        namedChunkGroups: {
          "component---light": { assets: [{ name: "styles.css" }, { name: "shared.js" }, { name: "light.js" }] },
          "component---heavy": { assets: [{ name: "shared.js" }, { name: "heavy.js" }] },
        },
      }),
    )
    writePage("index.html", "/", "component---light", '<link as="script" rel="preload" href="/preloaded.js">')
    writePage("services/heavy.html", "/services/heavy", "component---heavy")
    // Each page's headers as the host serves them: a common rule, and a policy per page.
    const policy = (size: number) => `  Content-Security-Policy: default-src 'none'; script-src 'self' ${"x".repeat(size)}`
    writeFileSync(
      path.join(build, "_headers"),
      ["/*", "  X-Frame-Options: DENY", "/", policy(400), "/services/heavy", policy(400), "/about", policy(2000)].join("\n"),
    )
    writeFileSync(path.join(build, "admin.html"), "")
    mkdirSync(path.join(build, "admin"))
    writeFileSync(path.join(build, "admin", "index.html"), "<p>the editor</p>")
  })
  afterAll(() => rmSync(build, { recursive: true, force: true }))

  it("counts a page's first load: the scripts its HTML loads or preloads and its component's chunks, each once, gzip", () => {
    const home = pageBytesOf(build)(path.join(build, "index.html"))
    expect(home.scripts.sort()).toEqual(["/app.js", "/light.js", "/preloaded.js", "/shared.js"])
    // Random bytes gain nothing from gzip: a few bytes more than the files.
    expect(home.firstLoadJsKb).toBeGreaterThanOrEqual(60 + 10 + 2 + 1)
    expect(home.firstLoadJsKb).toBeLessThan(60 + 10 + 2 + 1 + 0.5)
    expect(overBudget(pageBytesMeasured(home))).toEqual([])
  })

  it("names the page, the figure, its size and its budget when a page's first load is over it", () => {
    const heavy = pageBytesOf(build)(path.join(build, "services", "heavy.html"))
    expect(heavy.firstLoadJsKb).toBeGreaterThan(BUDGETS.firstLoadJsKb)
    expect(overBudget(pageBytesMeasured(heavy))).toEqual([
      `/services/heavy.html: first-load JavaScript ${heavy.firstLoadJsKb.toFixed(1)} KB, over its budget of ${BUDGETS.firstLoadJsKb} KB`,
    ])
  })

  it("fails a figure that was not measured rather than passing it", () => {
    const measured = [{ page: "/about.html", figure: "headers", kb: Number.NaN, budgetKb: BUDGETS.pageHeadersKb }]
    expect(overBudget(measured)).toEqual([`/about.html: headers not measured (NaN), its budget ${BUDGETS.pageHeadersKb} KB`])
  })

  it("holds a page's HTML, and its headers from the build's _headers, to their budgets", () => {
    const padding = `<meta name="x" content="${Buffer.from(incompressible(BUDGETS.pageHtmlKb)).toString("base64")}">`
    writePage("about.html", "/about", "component---light", padding)
    const about = pageBytesOf(build)(path.join(build, "about.html"))
    expect(about.headersKb).toBeGreaterThan(BUDGETS.pageHeadersKb)
    expect(overBudget(pageBytesMeasured(about))).toEqual([
      `/about.html: HTML ${about.htmlKb.toFixed(1)} KB, over its budget of ${BUDGETS.pageHtmlKb} KB`,
      `/about.html: headers ${about.headersKb.toFixed(1)} KB, over its budget of ${BUDGETS.pageHeadersKb} KB`,
    ])
    // The home page: the common rule and its own policy, a little over 0.4 KB.
    const home = pageBytesOf(build)(path.join(build, "index.html"))
    expect(home.headersKb).toBeGreaterThan(0.4)
    expect(home.headersKb).toBeLessThan(0.6)
  })

  it("says which page loads a script the build does not have, or has no chunks or no loader", () => {
    writePage("stale.html", "/stale", "component---light", '<script src="/gone.js"></script>')
    expect(() => pageBytesOf(build)(path.join(build, "stale.html"))).toThrow(
      "stale.html loads /gone.js, which the build does not have",
    )
    writePage("broken.html", "/broken", "component---missing")
    expect(() => pageBytesOf(build)(path.join(build, "broken.html"))).toThrow(
      "webpack.stats.json has no chunks for component---missing",
    )
    writeFileSync(path.join(build, "plain.html"), "<p>no loader</p>")
    expect(() => pageBytesOf(build)(path.join(build, "plain.html"))).toThrow(/plain\.html names no page for Gatsby's loader/)
  })

  it("takes the public pages of a build, not the editor's nor Gatsby's fragments", () => {
    const files = ["index.html", "admin/index.html", "_gatsby/slices/x.html", "page-data/404.html", "services/a.html", "app.js"]
    expect(
      publicPages(
        build,
        files.map((file) => path.join(build, file)),
      ).map((file) => path.relative(build, file)),
    ).toEqual(["index.html", "services/a.html"])
  })

  it("reads script addresses from the HTML's tags, not from inline scripts or other hosts", () => {
    const html = `<script>var s = '<script src="/inline.js">'</script><script async src='/a.js'></script><script src="https://cdn.example/x.js"></script><link rel="modulepreload" href="/m.js"><link rel="preload" as="image" href="/i.jpg"><link rel="preload" href="/f.woff2" as="font">`
    expect(scriptsOfHtml(html)).toEqual(["/a.js", "/m.js"])
  })
})
