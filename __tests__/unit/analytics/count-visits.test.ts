import { init, track } from "@plausible-analytics/tracker"
import type * as CountVisits from "../../../src/analytics/count-visits"
import { countingConstants } from "../../../src/gatsby/visit-counting"
import { onlyPaths } from "../../../src/analytics/only-paths"

jest.mock("@plausible-analytics/tracker", () => ({ init: jest.fn(), track: jest.fn() }))

const SERVICES = ["Deck Construction", "Kitchen Remodeling"]

/** The chunk as a build with counting on for example.com writes it (its constants set before it is read). */
function countVisits(): typeof CountVisits {
  const constants = countingConstants(SERVICES, { GATSBY_PLAUSIBLE_DOMAIN: "example.com" })
  // The build writes code; these two are string literals: their values are the strings they hold.
  process.env.GATSBY_PLAUSIBLE_DOMAIN = JSON.parse(constants["process.env.GATSBY_PLAUSIBLE_DOMAIN"]) as string
  process.env.GATSBY_COUNTED_SERVICES = JSON.parse(constants["process.env.GATSBY_COUNTED_SERVICES"]) as string
  let chunk: typeof CountVisits | undefined
  jest.isolateModules(() => {
    chunk = jest.requireActual<typeof CountVisits>("../../../src/analytics/count-visits")
  })
  if (!chunk) throw new Error("the chunk did not load")
  return chunk
}

const tracked = () => jest.mocked(track).mock.calls.map(([name, options]) => [name, options.props])

afterEach(() => {
  jest.clearAllMocks()
  delete process.env.GATSBY_PLAUSIBLE_DOMAIN
  delete process.env.GATSBY_COUNTED_SERVICES
  Reflect.deleteProperty(Navigator.prototype, "globalPrivacyControl")
  window.history.replaceState(null, "", "/")
})

describe("count-visits", () => {
  it("starts the tracker once, for the site's domain, to the site's own events path", () => {
    const chunk = countVisits()
    expect(chunk.startTracker()).toBe(true)
    chunk.countPhotoOpened()
    expect(init).toHaveBeenCalledTimes(1)
    const options = jest.mocked(init).mock.calls[0][0]
    expect(options).toMatchObject({ domain: "example.com", endpoint: "/api/event" })
    // Every report leaves with its page's path alone (only-paths.ts).
    const report = { n: "pageview", u: "https://example.com/gallery?email=pat%40example.org", d: "example.com", r: null }
    expect(options.transformRequest?.(report)).toEqual(onlyPaths(report))
    expect(options.transformRequest?.(report)?.u).toBe("https://example.com/gallery")
  })

  it("names the service of a request sent only when it is one of the site's, however it is written", () => {
    window.history.replaceState(null, "", "/contact?service=Deck%20Construction")
    const chunk = countVisits()
    chunk.countRequest(true, "  deck construction ")
    chunk.countRequest(true, "Deck Construction and a new roof")
    chunk.countRequest(true, "")
    chunk.countRequest(false, "Kitchen Remodeling")
    expect(tracked()).toEqual([
      ["Request sent", { page: "/contact", service: "Deck Construction" }],
      ["Request sent", { page: "/contact", service: "other" }],
      ["Request sent", { page: "/contact", service: "other" }],
      ["Request failed", { page: "/contact" }],
    ])
  })

  it("reports a device link followed with where it is, and a photo opened with its page", () => {
    window.history.replaceState(null, "", "/gallery?photo=deck-hingham")
    const chunk = countVisits()
    document.body.innerHTML = `<footer><a href="tel:+15085550142">Call</a></footer>`
    const link = document.querySelector("a")
    if (!link) throw new Error("no link")
    chunk.countDeviceLink(link)
    chunk.countPhotoOpened()
    expect(tracked()).toEqual([
      ["Call", { page: "/gallery", place: "footer" }],
      ["Photo opened", { page: "/gallery" }],
    ])
  })

  it("reports nothing, and starts nothing, from a browser that sends Global Privacy Control", () => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true })
    const chunk = countVisits()
    expect(chunk.startTracker()).toBe(false)
    chunk.countPhotoOpened()
    chunk.countRequest(true, "Deck Construction")
    expect(init).not.toHaveBeenCalled()
    expect(track).not.toHaveBeenCalled()
  })
})
