/**
 * @jest-environment node
 */
import { get } from "node:http"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { headersFor, parseHeaderRules } from "../../../../scripts/local-host/headers-file"
import { startServer } from "../../../../scripts/local-host/serve"

/** Two rules for one page that set the same header, the second spelled in lower case (as Gatsby's Netlify adapter writes). */
const HEADERS_FILE = `/*
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
/about
  referrer-policy: same-origin
  cache-control: public, max-age=0, must-revalidate
`

describe("_headers read the way Netlify reads it", () => {
  const rules = parseHeaderRules(HEADERS_FILE)

  it("gives a path matched by two rules the later rule's value of a header they both set, once", () => {
    expect(headersFor(rules, "/about")).toEqual({
      "referrer-policy": "same-origin",
      "X-Frame-Options": "DENY",
      "cache-control": "public, max-age=0, must-revalidate",
    })
  })

  it("gives a path matched by one rule that rule's headers", () => {
    expect(headersFor(rules, "/contact")).toEqual({
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    })
  })
})

describe("scripts/local-host/serve.js", () => {
  let folder: string
  let site: { url: string; close: () => Promise<void> }

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "serve-headers-"))
    mkdirSync(path.join(folder, "about"))
    writeFileSync(path.join(folder, "about", "index.html"), "<h1>About</h1>")
    writeFileSync(path.join(folder, "_headers"), HEADERS_FILE)
    site = await startServer({ root: folder, log: () => undefined })
  })
  afterAll(async () => {
    await site.close()
    rmSync(folder, { recursive: true, force: true })
  })

  /** Every header line of the answer, names in lower case, as often as the server sent it. */
  const rawHeaders = (address: string) =>
    new Promise<string[][]>((resolve, reject) => {
      get(`${site.url}${address}`, (response) => {
        response.resume()
        const pairs: string[][] = []
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          pairs.push([response.rawHeaders[index].toLowerCase(), response.rawHeaders[index + 1]])
        resolve(pairs)
      }).on("error", reject)
    })

  it("serves a path matched by two rules with one value of each header, the later rule's, over its own defaults", async () => {
    const headers = await rawHeaders("/about")
    const named = (name: string) => headers.filter(([key]) => key === name).map(([, value]) => value)
    expect(named("referrer-policy")).toEqual(["same-origin"])
    expect(named("cache-control")).toEqual(["public, max-age=0, must-revalidate"])
    expect(named("x-frame-options")).toEqual(["DENY"])
  })
})
