/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
// The server `npm start` runs, which takes the site's form posts as Netlify Forms does.
import { startServer } from "../../../../scripts/local-host/serve"

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
  photos?: Array<{ field: string; file: string; name: string; type: string; bytes: number }>
}

const stored = (): StoredRequest[] =>
  existsSync(requests)
    ? readdirSync(requests)
        .filter((file) => file.endsWith(".json"))
        .map((file) => JSON.parse(readFileSync(path.join(requests, file), "utf8")) as StoredRequest)
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

describe("a form post with photos (npm start)", () => {
  /** A multipart post of the form's fields and these files, each as (field, bytes, name, type). */
  function withFiles(files: Array<[string, Buffer, string, string]>) {
    const form = new FormData()
    form.append("form-name", "contact")
    for (const [name, value] of Object.entries(FIELDS)) form.append(name, value)
    for (const [field, data, name, type] of files) form.append(field, new Blob([new Uint8Array(data)], { type }), name)
    return form
  }
  const bytes = (size: number, fill: number) => Buffer.alloc(size, fill)

  it("keeps each photo as its own file beside the request, which lists them; an empty file field is no photo", async () => {
    const jpeg = bytes(300_000, 1)
    const webp = bytes(120_000, 2)
    const response = await post(
      "/thank-you",
      withFiles([
        ["photo-1", jpeg, "IMG_0412.jpg", "image/jpeg"],
        ["photo-2", webp, "porch steps.webp", "image/webp"],
        ["photo-3", Buffer.alloc(0), "", "application/octet-stream"],
      ]),
    )
    expect(response.status).toBe(200)
    const [request] = stored()
    expect(request.fields).toEqual(FIELDS)
    expect(request.photos).toEqual([
      {
        field: "photo-1",
        file: expect.stringMatching(/-photo-1\.jpg$/),
        name: "IMG_0412.jpg",
        type: "image/jpeg",
        bytes: jpeg.length,
      },
      {
        field: "photo-2",
        file: expect.stringMatching(/-photo-2\.webp$/),
        name: "porch steps.webp",
        type: "image/webp",
        bytes: webp.length,
      },
    ])
    for (const [photo, data] of [
      [request.photos?.[0], jpeg],
      [request.photos?.[1], webp],
    ] as const) {
      expect(readFileSync(path.join(requests, photo?.file ?? "")).equals(data)).toBe(true)
    }
    expect(readdirSync(requests)).toHaveLength(3)
  })

  it.each([
    [
      "over 8 MB in all (Netlify's limit per submission)",
      [1, 2, 3].map((n): [string, Buffer, string, string] => [`photo-${n}`, bytes(3_000_000, n), `${n}.jpg`, "image/jpeg"]),
    ],
    [
      "a sixth photo",
      [1, 2, 3, 4, 5, 6].map((n): [string, Buffer, string, string] => [`photo-${n}`, bytes(1000, n), `${n}.jpg`, "image/jpeg"]),
    ],
  ])("answers 413 to a request with %s, and keeps no part of it", async (_case, files) => {
    const response = await post("/", withFiles(files))
    expect(response.status).toBe(413)
    expect(await response.text()).toMatch(/8 MB and 5 photos at most/)
    expect(existsSync(requests)).toBe(false)
  })
})
