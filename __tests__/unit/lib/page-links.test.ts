import { pageLinks, type PageLink } from "../../../src/lib/page-links"
import { TIME_LIMITS } from "../support/time-limits"

jest.setTimeout(TIME_LIMITS.everyCase)

/** The links as a reader sees them: "‹" Previous, "›" Next, "…" a gap, "[n]" the current page. */
const asText = (links: PageLink[]) =>
  links
    .map((link) => {
      if (link.kind === "previous") return "‹"
      if (link.kind === "next") return "›"
      if (link.kind === "gap") return "…"
      return link.current ? `[${link.page}]` : String(link.page)
    })
    .join(" ")

describe("pageLinks", () => {
  it("has no links for a single page", () => {
    expect(pageLinks(1, 1)).toEqual([])
  })

  it("shows every page while they are few", () => {
    expect(asText(pageLinks(1, 2))).toBe("[1] 2 ›")
    expect(asText(pageLinks(2, 2))).toBe("‹ 1 [2]")
    expect(asText(pageLinks(3, 5))).toBe("‹ 1 2 [3] 4 5 ›")
  })

  it("keeps the first, the last and the current page's neighbours, with gaps, for many pages", () => {
    expect(asText(pageLinks(1, 42))).toBe("[1] 2 … 42 ›")
    expect(asText(pageLinks(2, 18))).toBe("‹ 1 [2] 3 … 18 ›")
    expect(asText(pageLinks(9, 18))).toBe("‹ 1 … 8 [9] 10 … 18 ›")
    expect(asText(pageLinks(18, 18))).toBe("‹ 1 … 17 [18]")
  })

  it("shows a page rather than a gap standing for it alone", () => {
    expect(asText(pageLinks(4, 18))).toBe("‹ 1 2 3 [4] 5 … 18 ›")
    expect(asText(pageLinks(15, 18))).toBe("‹ 1 … 14 [15] 16 17 18 ›")
  })

  it("never has more than 9 entries, each page once in order, the current one marked once", () => {
    for (let count = 1; count <= 60; count += 1)
      for (let page = 1; page <= count; page += 1) {
        const links = pageLinks(page, count)
        expect(links.length).toBeLessThanOrEqual(9)
        const pages = links.flatMap((link) => (link.kind === "page" ? [link.page] : []))
        expect([...pages].sort((a, b) => a - b)).toEqual(pages)
        expect(new Set(pages).size).toBe(pages.length)
        if (count > 1) {
          expect(pages).toEqual(expect.arrayContaining([1, count, page]))
          expect(links.filter((link) => link.kind === "page" && link.current)).toEqual([{ kind: "page", page, current: true }])
        }
      }
  })
})
