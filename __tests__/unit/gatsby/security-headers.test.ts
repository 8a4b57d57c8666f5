/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import {
  fillHeadersTemplate,
  inlineScriptHashes,
  inlineStyleSources,
  metaPolicyAt,
  withMetaPolicy,
} from "../../../src/gatsby/security-headers"

const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`

describe("inlineScriptHashes", () => {
  it("hashes inline scripts, not external ones or JSON-LD data", () => {
    const html =
      '<script src="/app.js"></script><script id="gatsby-script-loader">window.pagePath="/";</script>' +
      '<script type="application/ld+json">{"a":1}</script><script>\nwindow.x=1\n</script>'
    expect(inlineScriptHashes(html)).toEqual([hashOf('window.pagePath="/";'), hashOf("\nwindow.x=1\n")])
  })
})

describe("inlineStyleSources", () => {
  it("allows the page's style elements by hash, and its style attributes by hash under 'unsafe-hashes', each once", () => {
    const html =
      '<style data-identity="gatsby-global-css">.a{color:red}</style><div style="outline:none"></div>' +
      '<p style="outline:none"></p><div style="clip:rect(0, 0, 0, 0);content:&quot;x&quot;"></div>'
    expect(inlineStyleSources(html)).toEqual([
      hashOf(".a{color:red}"),
      "'unsafe-hashes'",
      ...[hashOf("outline:none"), hashOf('clip:rect(0, 0, 0, 0);content:"x"')].sort(),
    ])
  })

  it("needs no 'unsafe-hashes' on a page without style attributes", () => {
    expect(inlineStyleSources('<style>b{}</style><p class="phr0 phg1 phb2"></p>')).toEqual([hashOf("b{}")])
  })
})

describe("fillHeadersTemplate", () => {
  const template =
    "/*\n  X-Frame-Options: DENY\n{{every-public-page}}\n" +
    "  Content-Security-Policy: script-src 'self' {{inline-script-hashes}}; style-src 'self' {{inline-style-sources}}; connect-src 'self'{{contact-endpoint-origin}}\n" +
    "{{editor}}\n  Content-Security-Policy: script-src 'self' 'wasm-unsafe-eval' {{editor-script-hashes}}\n"
  const policyOf = (filled: string, address: string) => {
    const lines = filled.split("\n")
    return lines[lines.indexOf(address) + 1]
  }

  it("allows each page's own inline scripts and styles, once each, and the contact endpoint's origin", () => {
    const pages = [
      { urlPath: "/", html: '<script>a()</script><style>s{}</style><div style="outline:none"></div>' },
      { urlPath: "/about", html: "<script>b()</script><script>a()</script><script>b()</script>" },
    ]
    const filled = fillHeadersTemplate(template, pages, "https://formspree.io", "")
    const both = [hashOf("a()"), hashOf("b()")].sort().join(" ")
    for (const address of ["/about", "/about/", "/about.html", "/about/index.html"]) {
      expect(policyOf(filled, address)).toBe(
        `  Content-Security-Policy: script-src 'self' ${both}; style-src 'self' ; connect-src 'self' https://formspree.io`,
      )
    }
    expect(policyOf(filled, "/")).toBe(
      `  Content-Security-Policy: script-src 'self' ${hashOf("a()")}; style-src 'self' ${hashOf("s{}")} 'unsafe-hashes' ${hashOf("outline:none")}; connect-src 'self' https://formspree.io`,
    )
  })

  it("keeps a page's policy the same size however many pages the site has, the file growing with the pages alone", () => {
    // Inline scripts as Gatsby writes them: the page's own path, and the chunk map every page shares.
    const site = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        urlPath: `/gallery/${index + 2}`,
        html: `<script>window.pagePath="/gallery/${index + 2}"</script><script>window.___chunkMapping="{}"</script>`,
      }))
    const small = fillHeadersTemplate(template, site(10), "", "")
    const large = fillHeadersTemplate(template, site(1000), "", "")
    expect(policyOf(large, "/gallery/1001").length).toBe(policyOf(small, "/gallery/11").length)
    expect(policyOf(large, "/gallery/1001").length).toBeLessThan(200)
    // Four addresses a page, each with its two lines: the file grows by the same bytes for every page.
    const perPage = (large.length - small.length) / 990
    expect(perPage).toBeLessThan(4 * (policyOf(large, "/gallery/1001").length + "/gallery/1001/index.html".length + 2))
  })

  it("gives the public pages' policy to every page's address, and the editor its own", () => {
    const pages = [
      { urlPath: "/", html: "" },
      { urlPath: "/services/roof-repair", html: "" },
    ]
    const importMap = '{"imports":{"immutable":"/admin/vendor/immutable.es.js"}}'
    const filled = fillHeadersTemplate(template, pages, "", `<script type="importmap">${importMap}</script>`)
    const rules = filled.split("\n").filter((line) => line !== "" && !line.startsWith(" "))
    expect(rules).toEqual([
      "/*",
      "/",
      "/index.html",
      "/services/roof-repair",
      "/services/roof-repair.html",
      "/services/roof-repair/",
      "/services/roof-repair/index.html",
      "/admin",
      "/admin/*",
    ])
    for (const address of ["/", "/services/roof-repair/"]) {
      expect(policyOf(filled, address)).toBe(
        "  Content-Security-Policy: script-src 'self' ; style-src 'self' ; connect-src 'self'",
      )
    }
    // The editor's page's import map, by its hash, in the editor's policy only.
    for (const address of ["/admin", "/admin/*"]) {
      expect(policyOf(filled, address)).toBe(
        `  Content-Security-Policy: script-src 'self' 'wasm-unsafe-eval' ${hashOf(importMap)}`,
      )
    }
    expect(filled).not.toContain("{{")
  })

  it("refuses a template without its markers", () => {
    expect(() => fillHeadersTemplate("/*\n  X-Frame-Options: DENY\n", [], "", "")).toThrow(/must contain/)
  })
})

describe("the not-found page's own policy", () => {
  const headers = [
    "/*",
    "  X-Frame-Options: DENY",
    "/404.html",
    "  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-a'; form-action 'self'; frame-ancestors 'none'",
    "/about",
    "  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-b'",
  ].join("\n")

  it("is the policy _headers gives its address, without frame-ancestors, which a meta policy ignores", () => {
    expect(metaPolicyAt(headers, "/404.html")).toBe("default-src 'none'; script-src 'self' 'sha256-a'; form-action 'self'")
    expect(() => metaPolicyAt(headers, "/missing.html")).toThrow("_headers gives /missing.html no Content-Security-Policy")
  })

  it("goes right after the page's character set, before its inline styles and scripts", () => {
    const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>a{}</style><script>x()</script></head></html>`
    expect(withMetaPolicy(page, `default-src 'none'; script-src 'sha256-"a"'`)).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-&quot;a&quot;'"/><style>a{}</style><script>x()</script></head></html>`,
    )
  })

  it("replaces the policy an earlier build wrote into a page it did not render again, so the page carries one", () => {
    const page = `<html><head><meta charSet="utf-8"/><script>x()</script></head></html>`
    const rebuilt = withMetaPolicy(withMetaPolicy(page, "script-src 'sha256-old'"), "script-src 'sha256-new'")
    expect(rebuilt).toBe(
      `<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-new'"/><script>x()</script></head></html>`,
    )
  })
})
