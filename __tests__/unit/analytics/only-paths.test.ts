import { onlyPaths, withoutQuery } from "../../../src/analytics/only-paths"

describe("onlyPaths", () => {
  it("sends the page's address and the referrer without their queries and fragments", () => {
    const payload = {
      n: "pageview",
      u: "https://www.example.com/gallery?photo=kitchen&email=pat%40example.org#top",
      d: "example.com",
      r: "https://www.example.com/contact?name=Pat%20Doe&phone=5085550142",
      p: { page: "/gallery" },
    }
    expect(onlyPaths(payload)).toEqual({
      n: "pageview",
      u: "https://www.example.com/gallery",
      d: "example.com",
      r: "https://www.example.com/contact",
      p: { page: "/gallery" },
    })
  })

  it("trims another site's referrer too, and leaves an empty referrer out of it", () => {
    expect(
      onlyPaths({
        n: "engagement",
        u: "https://www.example.com/",
        d: "example.com",
        r: "https://www.google.com/search?q=pat+doe+deck",
      }).r,
    ).toBe("https://www.google.com/search")
    expect(onlyPaths({ n: "pageview", u: "https://www.example.com/?utm_source=mail", d: "example.com", r: null })).toEqual({
      n: "pageview",
      u: "https://www.example.com/",
      d: "example.com",
      r: null,
    })
  })

  it("keeps text that is no address to its part before a query or a fragment", () => {
    expect(withoutQuery("/contact?service=Roof#form")).toBe("/contact")
  })
})
