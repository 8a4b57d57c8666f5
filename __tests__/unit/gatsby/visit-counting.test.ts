/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { countingConstants, countingLine, eventsRewrite, removeTrackerWhenOff } from "../../../src/gatsby/visit-counting"

const ON = { GATSBY_PLAUSIBLE_DOMAIN: "example-contracting.com" }

describe("the host's rewrite of the events path", () => {
  it("forwards the site's events path to Plausible's, hosted unless the owner names their own, only where counting is on", () => {
    expect(eventsRewrite({})).toBe("")
    expect(eventsRewrite(ON)).toBe("/api/event https://plausible.io/api/event 200\n")
    expect(eventsRewrite({ ...ON, PLAUSIBLE_ADDRESS: "https://stats.example-contracting.com/" })).toBe(
      "/api/event https://stats.example-contracting.com/api/event 200\n",
    )
  })

  it("says in the build's log whether visits are counted, and where to", () => {
    expect(countingLine({})).toBe("Visits: not counted (GATSBY_PLAUSIBLE_DOMAIN is unset): no page has the tracker")
    expect(countingLine(ON)).toBe(
      "Visits: counted for example-contracting.com, reported to https://plausible.io through /api/event",
    )
  })

  it("stops the build on a domain that is no domain", () => {
    expect(() => eventsRewrite({ GATSBY_PLAUSIBLE_DOMAIN: "https://example-contracting.com" })).toThrow(/GATSBY_PLAUSIBLE_DOMAIN/)
  })
})

describe("what the build writes into the pages' bundle", () => {
  it("writes the domain, and the services' names only where counting is on", () => {
    const services = ["Deck Construction", "Roof Repair"]
    expect(countingConstants(services, {})).toEqual({
      "process.env.GATSBY_PLAUSIBLE_DOMAIN": '""',
      "process.env.GATSBY_COUNTED_SERVICES": JSON.stringify("[]"),
    })
    expect(countingConstants(services, ON)).toEqual({
      "process.env.GATSBY_PLAUSIBLE_DOMAIN": '"example-contracting.com"',
      "process.env.GATSBY_COUNTED_SERVICES": JSON.stringify(JSON.stringify(services)),
    })
  })
})

describe("removeTrackerWhenOff", () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "public-"))
    for (const name of ["count-visits-75476371c255c07e5b38.js", "count-visits-75476371c255c07e5b38.js.map", "app-1a2b.js"])
      writeFileSync(path.join(folder, name), "")
  })
  afterEach(() => rmSync(folder, { recursive: true }))

  it("removes the tracker's files an earlier build left, where counting is now off, and nothing else", () => {
    expect(removeTrackerWhenOff(folder, {})).toBe(2)
    expect(readdirSync(folder)).toEqual(["app-1a2b.js"])
  })

  it("keeps them where counting is on", () => {
    expect(removeTrackerWhenOff(folder, ON)).toBe(0)
    expect(existsSync(path.join(folder, "count-visits-75476371c255c07e5b38.js"))).toBe(true)
  })
})
