import { readFileSync } from "node:fs"
import path from "node:path"
import { SERVICE_CATEGORIES } from "../../../src/contract/rules"
import { groupServicesByCategory } from "../../../src/lib/group-services"

interface Service {
  name: string
  category: string
}

const services = JSON.parse(readFileSync(path.join(__dirname, "..", "..", "..", "content", "services.json"), "utf8")) as Service[]

describe("groupServicesByCategory", () => {
  it("puts the 16 services of services.json under the 5 categories of docs/requirements.md: The content", () => {
    const groups = groupServicesByCategory(services)
    expect(groups.map((group) => group.category)).toEqual([...SERVICE_CATEGORIES])
    expect(groups.map((group) => group.services.map((service) => service.name))).toEqual([
      ["Bathroom Remodeling", "Kitchen Remodeling", "Home Renovations"],
      [
        "Deck Construction",
        "Concrete Construction",
        "Crawl Space Foundation Construction",
        "Foundation Pouring",
        "Home Building",
      ],
      ["Floor Fitting", "Tile Work Installation", "Tile Work Replacement"],
      ["Roof Installation", "Roof Repair"],
      ["Flooring Repair", "Interior Structural Repairs", "General Repairs and Maintenance"],
    ])
  })

  it("keeps categories in the order of docs/requirements.md and services in file order, whatever order they come in", () => {
    const groups = groupServicesByCategory([
      { name: "B", category: "Roofing" },
      { name: "A", category: "Remodeling" },
      { name: "C", category: "Roofing" },
    ])
    expect(groups).toEqual([
      { category: "Remodeling", services: [{ name: "A", category: "Remodeling" }] },
      {
        category: "Roofing",
        services: [
          { name: "B", category: "Roofing" },
          { name: "C", category: "Roofing" },
        ],
      },
    ])
  })
})
