import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../../../src/components/layout/Footer"
import { displayPhone } from "../../../../src/lib/contact-links"
import { businessFixture } from "../../support/business-fixture"

afterEach(() => jest.useRealTimers())

describe("Footer", () => {
  it("shows the year of the visitor's clock, not a fixed one", () => {
    jest.useFakeTimers({ now: new Date("2031-03-15T12:00:00Z") })
    render(<Footer business={businessFixture} />)
    expect(screen.getByText(/© 2031 Test Contracting LLC\. All rights reserved\./)).toBeInTheDocument()
  })

  it("has the five quick links of docs/requirements.md", () => {
    render(<Footer business={businessFixture} />)
    const nav = screen.getByRole("navigation", { name: "Quick Links" })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["About Us", "/about"],
      ["Our Services", "/services"],
      ["Gallery", "/gallery"],
      ["Contact Us", "/contact"],
    ])
  })

  it("adds Projects after Gallery when the site has projects", () => {
    render(<Footer business={businessFixture} withProjects />)
    const nav = screen.getByRole("navigation", { name: "Quick Links" })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "About Us", "Our Services", "Gallery", "Projects", "Contact Us"])
    expect(within(nav).getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/projects")
  })

  it("links the phone and e-mail from the business record", () => {
    render(<Footer business={businessFixture} />)
    expect(screen.getByRole("link", { name: displayPhone("(617) 555-0199") })).toHaveAttribute("href", "tel:+16175550199")
    expect(screen.getByRole("link", { name: "hello@example.org" })).toHaveAttribute("href", "mailto:hello@example.org")
  })

  it("shows the Home Improvement Contractor registration (201 CMR 18.01) and the supervisor licence", () => {
    render(<Footer business={businessFixture} />)
    expect(screen.getByText("MA HIC Reg. #176543")).toBeInTheDocument()
    expect(screen.getByText("MA Construction Supervisor License CS-104321")).toBeInTheDocument()
  })

  it("leaves out the supervisor licence when the business has none", () => {
    render(<Footer business={{ ...businessFixture, constructionSupervisorLicense: null }} />)
    expect(screen.getByText("MA HIC Reg. #176543")).toBeInTheDocument()
    expect(screen.queryByText(/Construction Supervisor License/)).not.toBeInTheDocument()
  })

  it("shows the business hours of docs/requirements.md: Constants", () => {
    render(<Footer business={businessFixture} />)
    const hours = screen.getByRole("region", { name: "Business Hours" })
    expect(hours).toHaveTextContent("Monday-Friday8:00 AM-6:00 PM")
    expect(hours).toHaveTextContent("Saturday9:00 AM-3:00 PM")
    expect(hours).toHaveTextContent("SundayClosed")
    expect(hours).toHaveTextContent("Emergency services may be available on request.")
  })
})
