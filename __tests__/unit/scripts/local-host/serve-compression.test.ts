/**
 * @jest-environment node
 */
import { get } from "node:http"
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import { startServer } from "../../../../scripts/local-host/serve"

describe("scripts/local-host/serve.js compresses text as a host does", () => {
  let folder: string
  let site: { url: string; close: () => Promise<void> }

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "serve-compression-"))
    site = await startServer({ root: folder, log: () => undefined })
  })
  afterAll(async () => {
    await site.close()
    rmSync(folder, { recursive: true, force: true })
  })

  /** The answer to a browser that takes gzip: its encoding and its body as the browser reads it. */
  const fetchGzip = (address: string) =>
    new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      get(`${site.url}${address}`, { headers: { "Accept-Encoding": "gzip, br" } }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          const body = Buffer.concat(chunks)
          const encoding = response.headers["content-encoding"]
          resolve({ encoding, text: (encoding === "gzip" ? gunzipSync(body) : body).toString("utf8") })
        })
      }).on("error", reject)
    })

  it("sends a script gzipped, the same answer again, and the file as it is now once a rebuild changes it", async () => {
    const file = path.join(folder, "app.js")
    writeFileSync(file, "console.log('first build')\n".repeat(40))
    expect(await fetchGzip("/app.js")).toEqual({ encoding: "gzip", text: "console.log('first build')\n".repeat(40) })
    expect(await fetchGzip("/app.js")).toEqual({ encoding: "gzip", text: "console.log('first build')\n".repeat(40) })

    // Rebuilt: a file of another length, then one of the same length written later.
    writeFileSync(file, "console.log('second')\n".repeat(40))
    expect((await fetchGzip("/app.js")).text).toBe("console.log('second')\n".repeat(40))
    writeFileSync(file, "console.log('third!')\n".repeat(40))
    const later = new Date(Date.now() + 5000)
    utimesSync(file, later, later)
    expect((await fetchGzip("/app.js")).text).toBe("console.log('third!')\n".repeat(40))
  })
})
