import React from "react"
import { render, screen } from "@testing-library/react"
import { Section } from "../../../../src/components/ui/Section"

describe("Section", () => {
  it("puts its small label over its heading, and is named by the heading alone", () => {
    render(
      <Section label="Our work" title="Recent Work">
        <p>Photos</p>
      </Section>,
    )
    const region = screen.getByRole("region", { name: "Recent Work" })
    const label = screen.getByText("Our work")
    const heading = screen.getByRole("heading", { level: 2, name: "Recent Work" })
    expect(region).toContainElement(label)
    expect(label.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("has no label unless given one", () => {
    const { container } = render(
      <Section title="Recent Work">
        <p>Photos</p>
      </Section>,
    )
    expect(container.querySelectorAll("section > * > p")).toHaveLength(1)
  })
})
