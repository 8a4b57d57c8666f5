import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "../../../../src/components/layout/Header"
import { businessFixture } from "../../support/business-fixture"

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true })
    fireEvent.scroll(window)
  })
}

function renderHeader(pathname = "/") {
  render(<Header pathname={pathname} siteName="Test Contracting" phone={businessFixture.phone} />)
  return screen.getByRole("banner")
}

afterEach(() => scrollTo(0))

describe("Header scroll state", () => {
  it("stays transparent at 49 px and up to 50 px, and turns solid at 51 px", () => {
    const header = renderHeader()
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(49)
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(50)
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(51)
    expect(header).toHaveAttribute("data-scrolled", "true")
  })

  it("turns transparent again when scrolled back to the top", () => {
    const header = renderHeader()
    scrollTo(300)
    expect(header).toHaveAttribute("data-scrolled", "true")
    scrollTo(10)
    expect(header).toHaveAttribute("data-scrolled", "false")
  })

  it("knows the scroll position of a page loaded already scrolled", () => {
    Object.defineProperty(window, "scrollY", { value: 400, configurable: true })
    expect(renderHeader()).toHaveAttribute("data-scrolled", "true")
  })
})

describe("Header navigation", () => {
  it("lists the six links of docs/requirements.md in order and marks the current page", () => {
    renderHeader("/services")
    const nav = screen.getByRole("navigation", { name: "Main" })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => link.textContent)).toEqual([
      "Home",
      "About Us",
      "Our Services",
      "Gallery",
      "Testimonials",
      "Contact",
    ])
    expect(within(nav).getByRole("link", { name: "Our Services" })).toHaveAttribute("aria-current", "page")
    expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1)
  })

  it("treats a trailing slash as the same page", () => {
    renderHeader("/gallery/")
    expect(screen.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
  })

  it("toggles the menu with its button and closes it when a link is tapped", async () => {
    const user = userEvent.setup()
    const header = renderHeader()
    const button = screen.getByRole("button", { name: "Open menu" })
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(document.getElementById(button.getAttribute("aria-controls") ?? "")).toBeInTheDocument()

    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(button).toHaveAccessibleName("Close menu")
    expect(header).toHaveAttribute("data-menu-open", "true")

    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "false")

    await user.click(button)
    await user.click(screen.getByRole("link", { name: "Gallery" }))
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(header).toHaveAttribute("data-menu-open", "false")

    await user.click(button)
    await user.click(screen.getByRole("link", { name: "Free Estimate" }))
    expect(header).toHaveAttribute("data-menu-open", "false")
  })

  it("holds the call, its number in digits, and Free Estimate outside the six links' navigation", () => {
    const header = renderHeader("/about")
    const call = within(header).getByRole("link", { name: `Call ${businessFixture.phone}` })
    expect(call).toHaveAttribute("href", "tel:+16175550199")
    expect(call.textContent).toBe(businessFixture.phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011"))
    expect(within(header).getByRole("link", { name: "Free Estimate" })).toHaveAttribute("href", "/contact")
    const navigation = within(header).getByRole("navigation", { name: "Main" })
    expect(within(navigation).queryByRole("link", { name: /Call|Free Estimate/ })).toBeNull()
  })
})

describe("Header wordmark", () => {
  it("links home by the short name alone, beside its monogram hidden from screen readers", () => {
    const header = renderHeader()
    const brand = within(header).getByRole("link", { name: "Test Contracting" })
    expect(brand).toHaveAttribute("href", "/")
    const monogram = brand.querySelector('[aria-hidden="true"]')
    expect(monogram).toHaveTextContent(/^TC$/)
  })
})
