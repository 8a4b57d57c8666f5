import { readFileSync } from "node:fs"
import path from "node:path"
import { parseHeaderRules } from "../../scripts/headers-file"
import { inlineScriptHashes } from "../../src/build/security-headers"
import { expect, siteUrl, test } from "./support/browser"
import { builtPages, PUBLIC } from "./support/public-files"

const rules = () => parseHeaderRules(readFileSync(path.join(PUBLIC, "_headers"), "utf8"))
const everyPath = () => {
  const rule = rules().find((candidate) => candidate.pattern === "/*")
  if (!rule) throw new Error("public/_headers has no rule for /*")
  return rule.headers
}
const directives = (csp: string) =>
  new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

test.describe("public/_headers", () => {
  test("sets the security headers on every path", () => {
    expect(rules().map((rule) => rule.pattern)).toEqual(["/*"])
    expect(everyPath()).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      "X-Frame-Options": "DENY",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    })
  })

  test("has a Content-Security-Policy that runs no inline script but Gatsby's own, by hash", () => {
    const csp = directives(everyPath()["Content-Security-Policy"])
    expect(csp.get("default-src")).toEqual(["'self'"])
    expect(csp.get("object-src")).toEqual(["'none'"])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    expect(csp.get("base-uri")).toEqual(["'self'"])
    expect(csp.get("form-action")).toEqual(["'self'"])
    expect(csp.get("connect-src")).toEqual(["'self'"])
    const scriptSources = csp.get("script-src") ?? []
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    expect(scriptSources.every((source) => source === "'self'" || /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true)
    const needed = new Set(builtPages().flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))))
    expect(needed.size).toBeGreaterThan(0)
    for (const hash of needed) expect(scriptSources).toContain(hash)
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"])
  })

  test("is what the served site answers with", async () => {
    const response = await fetch(siteUrl("/services"))
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("content-security-policy")).toBe(everyPath()["Content-Security-Policy"])
  })
})
