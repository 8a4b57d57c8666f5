/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { compareBuilds } from "../../../../scripts/commands/compare-builds"

interface Build {
  /** The CSS modules' rules, as the build names their classes. */
  css: string
  /** The page's body. */
  body: string
  context: Record<string, unknown>
  /** Image address -> the page the sitemap lists it under. */
  images: Record<string, string>
  builtAt: string
}

const sites: string[] = []
afterAll(() => sites.forEach((root) => rmSync(root, { recursive: true, force: true })))

/** A built site of one page, as `gatsby build` writes it, in a folder of its own. */
function builtSite(build: Build): string {
  const root = mkdtempSync(path.join(tmpdir(), "compare-builds-"))
  sites.push(root)
  const sheet = `styles.${build.builtAt.replace(/\D/g, "").padEnd(20, "0")}.css`
  writeFileSync(path.join(root, sheet), build.css)
  writeFileSync(
    path.join(root, "index.html"),
    `<html><head><style data-href="/${sheet}" data-identity="gatsby-global-css">${build.css}</style></head>` +
      `<body>${build.body}<script src="/app-${build.builtAt.replace(/\D/g, "").padEnd(20, "a")}.js"></script></body></html>`,
  )
  mkdirSync(path.join(root, "page-data", "index"), { recursive: true })
  writeFileSync(
    path.join(root, "page-data", "index", "page-data.json"),
    JSON.stringify({ componentChunkName: "component---src-pages-index-tsx", result: { data: {}, pageContext: build.context } }),
  )
  writeFileSync(path.join(root, "version.json"), JSON.stringify({ commit: build.builtAt, builtAt: build.builtAt, warnings: [] }))
  const urls = Object.entries(build.images).map(
    ([image, page]) => `<url><loc>${page}</loc><image:image><image:loc>${image}</image:loc></image:image></url>`,
  )
  writeFileSync(path.join(root, "sitemap-0.xml"), `<urlset>${urls.join("")}</urlset>`)
  return root
}

const before: Build = {
  css: ".aB3dE9{margin:0}@media (min-width:40em){.aB3dE9{margin:1rem}}.\\+-gNrY{color:red}",
  body: '<ul class="aB3dE9"><li class="+-gNrY">Page 2</li></ul>',
  context: { slug: "deck-construction", fileNames: ["deck.jpg"] },
  images: { "/static/a/deck.webp": "/services/deck-construction/photos" },
  builtAt: "2026-11-27T01:00:00Z",
}

describe("compareBuilds", () => {
  it("finds two builds alike when only class names, the order of the sheet, hashes and the build's time differ", () => {
    const after = {
      ...before,
      css: ".\\+-Q9zzz{color:red}._7Xy2Qw{margin:0}@media (min-width:40em){._7Xy2Qw{margin:1rem}}",
      body: '<ul class="_7Xy2Qw"><li class="+-Q9zzz">Page 2</li></ul>',
      builtAt: "2026-11-27T02:00:00Z",
    }
    const { found, problems } = compareBuilds(builtSite(before), builtSite(after))
    expect(problems).toEqual([])
    expect(found).toContain("pages identical: 1; page data identical outside the contexts: 1")
    expect(found).toContain("/version.json identical")
  })

  it("finds them alike when a rename reorders a merged rule's selectors, and tells the merged classes apart", () => {
    const merged: Build = {
      ...before,
      css: ".aB3dE9,.zQ7wK2{display:grid}.aB3dE9 li{font-weight:700}",
      body: '<ul class="aB3dE9"><li>Includes</li></ul><ol class="zQ7wK2"><li>Step</li></ol>',
    }
    // The module moved: new hashed names, which the minifier lists in the other order.
    const renamed = {
      ...merged,
      css: ".Mm4kLp,.pR2sT8{display:grid}.pR2sT8 li{font-weight:700}",
      body: '<ul class="pR2sT8"><li>Includes</li></ul><ol class="Mm4kLp"><li>Step</li></ol>',
      builtAt: "2026-11-27T02:00:00Z",
    }
    expect(compareBuilds(builtSite(merged), builtSite(renamed)).problems).toEqual([])
    const swapped = { ...renamed, body: '<ul class="Mm4kLp"><li>Includes</li></ul><ol class="pR2sT8"><li>Step</li></ol>' }
    expect(compareBuilds(builtSite(merged), builtSite(swapped)).problems).toEqual(["page differs: index.html"])
  })

  it("says which page differs when its text or a class it wears does", () => {
    const worded = { ...before, body: before.body.replace("Page 2", "Page two") }
    expect(compareBuilds(builtSite(before), builtSite(worded)).problems).toEqual(["page differs: index.html"])
    const swapped = { ...before, body: '<ul class="+-gNrY"><li class="aB3dE9">Page 2</li></ul>' }
    expect(compareBuilds(builtSite(before), builtSite(swapped)).problems).toEqual(["page differs: index.html"])
  })

  it("lists each field of a page's context that changed, and each image the sitemap lists under another page", () => {
    const after = {
      ...before,
      context: { photosOf: { kind: "service", slug: "deck-construction" }, fileNames: ["deck.jpg"] },
      images: { "/static/a/deck.webp": "/services/deck-construction" },
    }
    const { found, problems } = compareBuilds(builtSite(before), builtSite(after))
    expect(problems).toEqual([])
    expect(found).toContain("page context of 1 page(s) of component---src-pages-index-tsx: - slug, + photosOf")
    expect(found).toContain(
      "sitemap: /static/a/deck.webp listed under /services/deck-construction/photos before, /services/deck-construction after",
    )
  })
})
