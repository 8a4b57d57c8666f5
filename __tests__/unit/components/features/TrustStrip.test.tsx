import React from "react"
import { render, screen, within } from "@testing-library/react"
import { TRUST_STRIP_LABEL, TrustStrip } from "../../../../src/components/features/TrustStrip"
import { MA_LICENCE_LOOKUP } from "../../../../src/lib/licence-lookup"
import { businessFixture } from "../../support/business-fixture"

const strip = () => within(screen.getByRole("region", { name: TRUST_STRIP_LABEL })).getByRole("list")
const points = () =>
  within(strip())
    .getAllByRole("listitem")
    .map((item) => item.textContent)

describe("TrustStrip", () => {
  it("says the years, free estimates, and licensed and insured with both numbers, each linking to the Commonwealth's lookup", () => {
    render(<TrustStrip business={{ ...businessFixture, yearsExperience: 31, constructionSupervisorLicense: "CS-123456" }} />)
    expect(points()[0]).toBe("31+ Years in Business")
    expect(points()[1]).toBe("Free Written Estimates")
    expect(points()[2]).toMatch(/^Licensed & Insured/)
    const links = within(strip()).getAllByRole("link")
    expect(links.map((link) => link.textContent)).toEqual([
      `MA HIC #${businessFixture.hicRegistration} (check it on the Commonwealth's licence lookup)`,
      "CSL CS-123456 (check it on the Commonwealth's licence lookup)",
    ])
    for (const link of links) expect(link).toHaveAttribute("href", MA_LICENCE_LOOKUP)
  })

  it("names only the HIC registration where the business has no Construction Supervisor License", () => {
    render(<TrustStrip business={{ ...businessFixture, constructionSupervisorLicense: null }} />)
    expect(
      within(strip())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([`MA HIC #${businessFixture.hicRegistration} (check it on the Commonwealth's licence lookup)`])
  })
})
