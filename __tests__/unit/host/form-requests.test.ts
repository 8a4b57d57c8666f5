/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
// The server `npm start` runs, which takes the site's form posts as Netlify Forms does.
import { startServer } from "../../../scripts/serve"

/** A built site of two pages, the server on it, and the folder requests are kept in (not made yet). */
let folder: string
let requests: string
let site: { url: string; close: () => Promise<void> }
const logged: string[] = []

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "form-requests-"))
  const root = path.join(folder, "public")
  mkdirSync(path.join(root, "thank-you"), { recursive: true })
  writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>")
  writeFileSync(path.join(root, "thank-you", "index.html"), "<h1>Thank you</h1>")
  requests = path.join(folder, "requests")
  logged.length = 0
  site = await startServer({ root, requests, log: (line) => logged.push(line) })
})

afterEach(async () => {
  await site.close()
  rmSync(folder, { recursive: true, force: true })
})

const FIELDS = {
  name: "Pat Homeowner",
  email: "pat@example.org",
  phone: "508-555-0100",
  service: "Roof Repair",
  message: "Two shingles blew off.\nCan you come Tuesday? Ça va & 100% sure",
}

interface StoredRequest {
  form: string
  page: string
  receivedAt: string
  fields: Record<string, string>
}

const stored = (): StoredRequest[] =>
  existsSync(requests)
    ? readdirSync(requests).map((file) => JSON.parse(readFileSync(path.join(requests, file), "utf8")) as StoredRequest)
    : []

const post = (address: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${address}`, { method: "POST", body, headers })

describe("a form post to the site (npm start)", () => {
  it("keeps a script's URL-encoded post whole, with the page it came from, and answers 200", async () => {
    const before = Date.now()
    const response = await post("/", new URLSearchParams({ "form-name": "contact", website: "", ...FIELDS }), {
      Referer: `${site.url}/contact?service=Roof%20Repair`,
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe("<h1>Home</h1>")
    const [request, ...others] = stored()
    expect(others).toEqual([])
    expect(request).toMatchObject({ form: "contact", page: "/contact?service=Roof%20Repair", fields: FIELDS })
    expect(Date.parse(request.receivedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(logged).toEqual([expect.stringMatching(/^Request received from \/contact\?service=Roof%20Repair: kept in .+\.json$/)])
  })

  it("keeps a multipart post, and answers a browser's post with the page it was sent to", async () => {
    const form = new FormData()
    form.append("form-name", "contact")
    for (const [name, value] of Object.entries(FIELDS)) form.append(name, value)
    const response = await post("/thank-you", form)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe("<h1>Thank you</h1>")
    expect(stored()).toEqual([expect.objectContaining({ form: "contact", page: "/thank-you", fields: FIELDS })])
  })

  it("keeps each request in its own file", async () => {
    for (const name of ["First", "Second"]) {
      await post("/", new URLSearchParams({ "form-name": "contact", ...FIELDS, name }))
    }
    expect(
      stored()
        .map((request) => request.fields.name)
        .sort(),
    ).toEqual(["First", "Second"])
  })

  it("answers a bot's post (the honeypot filled) the same, and keeps nothing", async () => {
    const response = await post("/", new URLSearchParams({ "form-name": "contact", website: "http://spam.example", ...FIELDS }))
    expect(response.status).toBe(200)
    expect(existsSync(requests)).toBe(false)
    expect(logged).toEqual([])
  })

  it("answers 405 to a post that is no form of the site's, and keeps nothing", async () => {
    expect((await post("/", new URLSearchParams(FIELDS))).status).toBe(405)
    expect((await post("/", JSON.stringify(FIELDS), { "Content-Type": "application/json" })).status).toBe(405)
    expect(existsSync(requests)).toBe(false)
  })

  it("answers 413 to a message too long to be a request", async () => {
    const response = await post("/", new URLSearchParams({ "form-name": "contact", ...FIELDS, message: "x".repeat(100_000) }))
    expect(response.status).toBe(413)
    expect(existsSync(requests)).toBe(false)
  })

  it("answers 5xx, never 200, when it cannot keep the request", async () => {
    // A file where the folder should be: nothing can be written there.
    writeFileSync(requests, "")
    const response = await post("/", new URLSearchParams({ "form-name": "contact", ...FIELDS }))
    expect(response.status).toBeGreaterThanOrEqual(500)
    expect(await response.text()).toMatch(/could not be stored/)
  })
})
