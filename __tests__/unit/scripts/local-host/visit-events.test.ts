/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import type { IncomingMessage } from "node:http"
import os from "node:os"
import path from "node:path"
import { Readable } from "node:stream"
import { forwardsVisitEvents, receiveVisitEvent } from "../../../../scripts/local-host/visit-events"

const post = (body: string) => Readable.from([body]) as unknown as IncomingMessage

describe("the local stand-in's events path", () => {
  let folder: string
  beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), "events-"))))
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it("keeps each reported event, one JSON line each, and answers as Plausible does", async () => {
    const event = { n: "pageview", u: "http://localhost:9000/about", d: "example-contracting.com", r: null }
    expect(await receiveVisitEvent(post(JSON.stringify(event)), folder)).toEqual({ status: 202, event })
    await receiveVisitEvent(post(JSON.stringify({ ...event, n: "Call", p: { place: "footer" } })), folder)
    const kept = readFileSync(path.join(folder, "events.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(kept.map(({ n, u, d }) => ({ n, u, d }))).toEqual([
      { n: "pageview", u: event.u, d: event.d },
      { n: "Call", u: event.u, d: event.d },
    ])
  })

  it("refuses what is no event, keeping nothing", async () => {
    for (const body of ["not json", JSON.stringify({ n: "pageview" }), JSON.stringify("pageview"), "x".repeat(20_000)])
      expect(await receiveVisitEvent(post(body), folder)).toEqual({ status: 400 })
    expect(() => readFileSync(path.join(folder, "events.jsonl"))).toThrow()
  })

  it("answers the events path only where the build forwards it, as its _redirects says", () => {
    const redirects = path.join(folder, "_redirects")
    expect(forwardsVisitEvents(redirects, "/api/event")).toBe(false)
    writeFileSync(redirects, "\n# gatsby-adapter-netlify start\n# gatsby-adapter-netlify end\n")
    expect(forwardsVisitEvents(redirects, "/api/event")).toBe(false)
    writeFileSync(redirects, "/api/event https://plausible.io/api/event 200\n# gatsby-adapter-netlify start\n")
    expect(forwardsVisitEvents(redirects, "/api/event")).toBe(true)
    expect(forwardsVisitEvents(redirects, "/api/other")).toBe(false)
  })
})
