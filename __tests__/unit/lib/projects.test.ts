import { completedLabel, newestFirst, projectHeading } from "../../../src/lib/projects"

describe("how projects are named and ordered", () => {
  it("heads a project with its title and its Massachusetts town", () => {
    expect(projectHeading({ title: "Kitchen remodel", town: "Wellesley" })).toBe("Kitchen remodel in Wellesley, MA")
  })

  it("writes the month a project was finished in words", () => {
    expect(completedLabel("2024-05")).toBe("May 2024")
    expect(completedLabel("2019-12")).toBe("December 2019")
  })

  it("lists the newest first, undated projects last, and projects of one month by title", () => {
    const projects = [
      { title: "Deck", completed: "2023-09" },
      { title: "Roof" },
      { title: "Kitchen", completed: "2024-05" },
      { title: "Bath", completed: "2023-09" },
      { title: "Attic", completed: null },
    ]
    expect(newestFirst(projects).map((project) => project.title)).toEqual(["Kitchen", "Bath", "Deck", "Attic", "Roof"])
  })
})
