/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import { fillHeadersTemplate, inlineScriptHashes } from "../../../src/build/security-headers"

const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`

describe("inlineScriptHashes", () => {
  it("hashes inline scripts, not external ones or JSON-LD data", () => {
    const html =
      '<script src="/app.js"></script><script id="gatsby-script-loader">window.pagePath="/";</script>' +
      '<script type="application/ld+json">{"a":1}</script><script>\nwindow.x=1\n</script>'
    expect(inlineScriptHashes(html)).toEqual([hashOf('window.pagePath="/";'), hashOf("\nwindow.x=1\n")])
  })
})

describe("fillHeadersTemplate", () => {
  const template =
    "/*\n  Content-Security-Policy: script-src 'self' {{inline-script-hashes}}; connect-src 'self'{{contact-endpoint-origin}}\n"

  it("allows every page's inline scripts once, and the contact endpoint's origin", () => {
    const pages = ["<script>a()</script>", "<script>b()</script><script>a()</script>"]
    const filled = fillHeadersTemplate(template, pages, "https://formspree.io/f/abc")
    const expected = [hashOf("a()"), hashOf("b()")].sort().join(" ")
    expect(filled).toBe(`/*\n  Content-Security-Policy: script-src 'self' ${expected}; connect-src 'self' https://formspree.io\n`)
  })

  it("adds no origin without an endpoint", () => {
    expect(fillHeadersTemplate(template, [], "")).toContain("connect-src 'self'\n")
  })

  it("refuses a template without its markers", () => {
    expect(() => fillHeadersTemplate("/*\n  X-Frame-Options: DENY\n", [], "")).toThrow(/must contain/)
  })
})
