import React from "react"
import { render, screen, within } from "@testing-library/react"
import { RunPageLinks } from "../../../../src/components/gallery/RunPageLinks"

const renderPage = (page: number, pageCount: number) =>
  render(<RunPageLinks place={{ photosOf: { kind: "gallery" }, page, pageCount }} label="Gallery pages" />)

describe("RunPageLinks", () => {
  it("shows nothing for a single page", () => {
    renderPage(1, 1)
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument()
  })

  it("links the first, last, current and neighbouring pages and the steps, the current page marked, gaps hidden from screen readers", () => {
    renderPage(9, 42)
    const nav = screen.getByRole("navigation", { name: "Gallery pages" })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous page", "/gallery/8"],
      ["1", "/gallery"],
      ["8", "/gallery/8"],
      ["9", "/gallery/9"],
      ["10", "/gallery/10"],
      ["42", "/gallery/42"],
      ["Next page", "/gallery/10"],
    ])
    expect(within(nav).getByRole("link", { name: "Page 9" })).toHaveAttribute("aria-current", "page")
    expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1)
    // Two gaps: 9 entries in all, the gaps not read out as list items.
    expect(nav.querySelectorAll("li")).toHaveLength(9)
    expect(within(nav).getAllByRole("listitem")).toHaveLength(7)
  })
})
