/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { startServer } from "../../../../scripts/local-host/serve"

/**
 * Issue 114: a request the local host cannot parse or serve gets a 4xx, and the host goes on
 * serving. Its own server (not the one the browser tests share), spoken to over a raw socket on
 * loopback, as a browser or a tester's script would send the request line.
 */
let folder: string
let site: { url: string; close: () => Promise<void> }

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "serve-bad-requests-"))
  writeFileSync(path.join(folder, "index.html"), "<h1>Home</h1>")
  writeFileSync(path.join(folder, "404.html"), "<h1>Not found</h1>")
  site = await startServer({ root: folder, log: () => undefined, requests: path.join(folder, "requests") })
})
afterAll(async () => {
  await site.close()
  rmSync(folder, { recursive: true, force: true })
})

/** The status line of the answer to `head` (a request line and its headers), sent as it is; "" when the socket closes unanswered. */
const statusLineOf = (head: string) =>
  new Promise<string>((resolve, reject) => {
    const { port } = new URL(site.url)
    const socket = connect({ host: "127.0.0.1", port: Number(port) }, () => socket.write(head))
    let answer = ""
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head.slice(0, 60))}`)))
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1")
      if (answer.includes("\r\n")) socket.destroy()
    })
    socket.on("close", () => resolve(answer.split("\r\n")[0]))
    socket.on("error", (error) => (answer ? resolve(answer.split("\r\n")[0]) : reject(error)))
  })

const request = (line: string, headers = "Host: 127.0.0.1\r\n") => `${line}\r\n${headers}\r\n`

const BAD_REQUESTS: ReadonlyArray<[string, string]> = [
  ["an address no URL parser takes (a browser sends it for http://host//[)", request("GET //[ HTTP/1.1")],
  ["the same posted", request("POST //[ HTTP/1.1", "Host: 127.0.0.1\r\nContent-Length: 0\r\n")],
  ["the same of the image route's kind", request("GET //[/_images HTTP/1.1")],
  ["a lone surrogate, encoded", request("GET /%ED%A0%80 HTTP/1.1")],
  ["a broken percent-encoding", request("GET /%E0%A4%A HTTP/1.1")],
  ["the image route with a broken source address", request("GET /.netlify/images?url=%ZZ&w=99999999999 HTTP/1.1")],
  [
    "an over-long request line",
    request(`GET /${"a".repeat(20_000)} HTTP/1.1`, `Host: 127.0.0.1\r\nX-Long: ${"b".repeat(20_000)}\r\n`),
  ],
  ["no request line at all", "\u0000\u0001\u0002 garbage\r\n\r\n"],
]

describe("the local host and requests it cannot parse or serve", () => {
  it.each(BAD_REQUESTS)("answers %s with a 4xx", async (_name, head) => {
    expect(await statusLineOf(head)).toMatch(/^HTTP\/1\.1 4\d\d /)
  })

  it("goes on serving after every one of them", async () => {
    for (const [, head] of BAD_REQUESTS) await statusLineOf(head)
    expect(await statusLineOf(request("GET / HTTP/1.1"))).toBe("HTTP/1.1 200 OK")
  })
})
