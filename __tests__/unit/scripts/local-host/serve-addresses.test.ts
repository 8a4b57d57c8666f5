/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { startServer } from "../../../../scripts/local-host/serve"

/** A built site as the host's adapter leaves it: /about as about.html, the home page and the 404 page. */
let folder: string
let site: { url: string; close: () => Promise<void> }

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "serve-addresses-"))
  mkdirSync(path.join(folder, "about"))
  writeFileSync(path.join(folder, "index.html"), "<h1>Home</h1>")
  writeFileSync(path.join(folder, "about.html"), "<h1>About</h1>")
  writeFileSync(path.join(folder, "404.html"), "<h1>Not found</h1>")
  site = await startServer({ root: folder, log: () => undefined })
})
afterAll(async () => {
  await site.close()
  rmSync(folder, { recursive: true, force: true })
})

/** The status, the Location header and the body of the answer to a GET, without following a redirect. */
const answer = (address: string) =>
  new Promise<{ status?: number; location?: string; body: string }>((resolve, reject) => {
    request(`${site.url}${address}`, (response) => {
      let body = ""
      response.on("data", (chunk: Buffer) => (body += chunk.toString()))
      response.on("end", () => resolve({ status: response.statusCode, location: response.headers.location, body }))
    })
      .on("error", reject)
      .end()
  })

describe("the addresses the site's server answers (npm start)", () => {
  it("serves a page at its address without a trailing slash, and the home page at /", async () => {
    expect(await answer("/about")).toMatchObject({ status: 200, body: "<h1>About</h1>" })
    expect(await answer("/")).toMatchObject({ status: 200, body: "<h1>Home</h1>" })
  })

  it("moves an address with a trailing slash to the page's address, keeping the query", async () => {
    expect(await answer("/about/")).toMatchObject({ status: 301, location: "/about" })
    expect(await answer("/about/?service=Roof")).toMatchObject({ status: 301, location: "/about?service=Roof" })
  })

  it("answers an address of no page with the 404 page, with or without a slash", async () => {
    expect(await answer("/nothing/")).toMatchObject({ status: 404, body: "<h1>Not found</h1>" })
    expect(await answer("/nothing")).toMatchObject({ status: 404, body: "<h1>Not found</h1>" })
  })
})
