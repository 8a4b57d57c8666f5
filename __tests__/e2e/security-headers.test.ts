import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { parseHeaderRules } from "../../scripts/local-host/headers-file"
import { addressesOf, inlineScriptHashes, inlineStyleSources } from "../../src/gatsby/security-headers"
import { expect, siteUrl, test } from "./support/browser"
import { PUBLIC } from "./support/public-files"
import { builtPageHtml, PAGE_HEADERS, servedHeaders } from "../support/built-site"
import { everyPage, sitemapPaths } from "./support/routes"

const rules = () => parseHeaderRules(readFileSync(path.join(PUBLIC, "_headers"), "utf8"))
const ruleFor = (pattern: string) => {
  const rule = rules().find((candidate) => candidate.pattern === pattern)
  if (!rule) throw new Error(`public/_headers has no rule for ${pattern}`)
  return rule.headers
}
const publicPolicy = () => ruleFor("/")["Content-Security-Policy"]
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/=]+'$/
/** A policy with its scripts' and styles' hashes set aside: the same for every public page. */
const withoutHashes = (csp: string) =>
  csp
    .split(" ")
    .filter((source) => !SCRIPT_HASH.test(source.replace(/;$/, "")))
    .join(" ")
/** The hashes a policy allows scripts and styles by, in its order. */
const hashesIn = (csp: string) => csp.split(/[\s;]+/).filter((source) => SCRIPT_HASH.test(source))
const directives = (csp: string) =>
  new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

test.describe("public/_headers", () => {
  test("serves every page, with and without a trailing slash, the site's headers and the public policy with its own inline scripts' hashes, read as Netlify reads them", () => {
    expect(sitemapPaths().length).toBeGreaterThanOrEqual(8)
    const served = servedHeaders(PUBLIC)
    const shared = withoutHashes(publicPolicy())
    for (const page of everyPage()) {
      // A page's inline scripts run only when it is the document loaded: its policy allows those alone.
      // Gatsby's three scripts (the page's path, the chunk map, the build's hash) and its styles: the
      // site's shared CSS and its template's own (webpack-styles.ts), and the two style attributes of
      // its focus wrapper and route announcer.
      const html = builtPageHtml(PUBLIC, page)
      const scripts = [...new Set(inlineScriptHashes(html))].sort()
      const styles = inlineStyleSources(html)
      expect({ page, scripts: scripts.length, styles: styles.length }).toEqual({ page, scripts: 3, styles: 5 })
      const own = [...scripts, ...styles.filter((source) => source !== "'unsafe-hashes'")]
      for (const address of page === "/" ? ["/"] : [page, `${page}/`]) {
        const { "content-security-policy": policy, ...others } = served(address)
        expect({ address, headers: others, policy: withoutHashes(policy), hashes: hashesIn(policy) }).toEqual({
          address,
          headers: PAGE_HEADERS,
          policy: shared,
          hashes: own,
        })
      }
    }
    // Hosts add up every matching rule: a policy on /* would also bind the editor.
    expect(rules().filter((rule) => rule.pattern === "/*" && "Content-Security-Policy" in rule.headers)).toEqual([])
    const withPolicy = rules().filter((rule) => withoutHashes(rule.headers["Content-Security-Policy"] ?? "") === shared)
    expect(withPolicy.some((rule) => rule.pattern.startsWith("/admin"))).toBe(false)
  })

  test("has a Content-Security-Policy that runs no inline script but Gatsby's own, by hash", () => {
    const csp = directives(publicPolicy())
    // Nothing unless named: no plugin, frame, media or worker, and each kind the pages use from the site alone.
    expect(csp.get("default-src")).toEqual(["'none'"])
    expect([...csp.keys()].sort()).toEqual(
      [
        "base-uri",
        "connect-src",
        "default-src",
        "font-src",
        "form-action",
        "frame-ancestors",
        "img-src",
        "manifest-src",
        "script-src",
        "style-src",
      ].sort(),
    )
    expect(csp.get("font-src")).toEqual(["'self'"])
    expect(csp.get("manifest-src")).toEqual(["'self'"])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    expect(csp.get("base-uri")).toEqual(["'self'"])
    expect(csp.get("form-action")).toEqual(["'self'"])
    expect(csp.get("connect-src")).toEqual(["'self'"])
    expect(csp.get("img-src")).toEqual(["'self'"])
    const scriptSources = csp.get("script-src") ?? []
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    expect(scriptSources).not.toContain("'wasm-unsafe-eval'")
    expect(scriptSources.every((source) => source === "'self'" || SCRIPT_HASH.test(source))).toBe(true)
    // The home page's own scripts, and no other page's: each page's policy lists its own (above).
    const home = readFileSync(path.join(PUBLIC, "index.html"), "utf8")
    expect(scriptSources.filter((source) => source !== "'self'")).toEqual([...new Set(inlineScriptHashes(home))].sort())
    // No inline style but the page's own, by hash: the photos' placeholder colours are classes.
    expect(csp.get("style-src")).toEqual(["'self'", ...inlineStyleSources(home)])
    expect(csp.get("style-src")).not.toContain("'unsafe-inline'")
  })

  test("gives the editor at /admin/ a policy of its own: no inline script but its import map, no eval, no CDN, and noindex", () => {
    const editor = ruleFor("/admin/*")
    expect(ruleFor("/admin")).toEqual(editor)
    expect(editor["X-Robots-Tag"]).toBe("noindex, nofollow")
    const csp = directives(editor["Content-Security-Policy"])
    // Its own files, the WebAssembly that converts photos, and the one inline script of its page,
    // the import map that lets the editor load Immutable.js, by its hash.
    const editorPage = readFileSync(path.join(PUBLIC, "admin", "index.html"), "utf8")
    expect(csp.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(editorPage)])
    expect(inlineScriptHashes(editorPage)).toHaveLength(1)
    expect(csp.get("default-src")).toEqual(["'self'"])
    expect(csp.get("object-src")).toEqual(["'none'"])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    expect(csp.get("form-action")).toEqual(["'none'"])
    expect(csp.get("font-src")).toEqual(["'self'"])
    // GitHub's API (the repository) and its status page (the editor warns when GitHub is down), nothing else.
    expect(csp.get("connect-src")).toEqual(["'self'", "blob:", "data:", "https://api.github.com", "https://www.githubstatus.com"])
  })

  test("is what the served site answers with", async () => {
    for (const address of ["/services", "/"]) {
      const response = await fetch(siteUrl(address))
      // scripts/local-host/serve.js (npm start) sends what the host sends.
      for (const [name, value] of Object.entries(PAGE_HEADERS))
        expect({ name, value: response.headers.get(name) }).toEqual({ name, value })
      expect(response.headers.get("content-security-policy")).toBe(ruleFor(address)["Content-Security-Policy"])
    }
    const editor = await fetch(siteUrl("/admin/"))
    expect(editor.headers.get("content-security-policy")).toBe(ruleFor("/admin/*")["Content-Security-Policy"])
    expect(editor.headers.get("x-robots-tag")).toBe("noindex, nofollow")
  })

  test("answers a page's file addresses (/contact.html, /contact/index.html) with the page and its own policy, or not at all, and an encoded slash with the 404 page (issue 114)", async () => {
    for (const page of everyPage()) {
      const policy = (await fetch(siteUrl(page))).headers.get("content-security-policy")
      expect({ page, policy: policy !== null }).toEqual({ page, policy: true })
      for (const address of addressesOf(page).filter((each) => each.endsWith(".html"))) {
        const response = await fetch(siteUrl(address), { redirect: "manual" })
        const answer = { address, status: response.status, policy: response.headers.get("content-security-policy") }
        if (response.status === 200) expect(answer).toEqual({ address, status: 200, policy })
        else expect([301, 404]).toContain(answer.status)
      }
    }
    for (const address of ["/admin/index.html", "/admin/"]) {
      const editor = await fetch(siteUrl(address))
      expect({ address, robots: editor.headers.get("x-robots-tag") }).toEqual({ address, robots: "noindex, nofollow" })
    }
    for (const address of ["/admin%2Findex.html", "/admin%2f", "/services%2Fkitchen-remodeling", "/contact%5C"]) {
      const response = await fetch(siteUrl(address), { redirect: "manual" })
      expect({ address, status: response.status }).toEqual({ address, status: 404 })
      expect(await response.text()).not.toContain("Sveltia")
    }
  })

  test("npm run addresses:check, which the owner runs against the live site, finds every address of the served site's pages with its policy", () => {
    const origin = new URL(siteUrl("/")).origin
    const said = execFileSync(process.execPath, [path.join("scripts", "commands", "check-addresses.js"), "--site", origin], {
      encoding: "utf8",
    })
    expect(said).toMatch(/^Every address that serves a page carries its policy \(\d+ asked: /m)
  })
})
