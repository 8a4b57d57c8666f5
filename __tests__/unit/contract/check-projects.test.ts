import { checkProjects } from "../../../src/contract/check-projects"
import { parsing } from "../../../src/contract/json-text"

/** A gallery with two project folders' photos and a photo at its top. */
const PHOTOS = ["deck.jpg", "kitchen-wellesley/island.jpg", "kitchen-wellesley/before.jpg", "kitchen-wellesley/after.jpg"].map(
  (relative) => ({ relative, key: relative.split("/").pop() ?? relative }),
)
const SLUGS = ["kitchen-remodeling", "deck-construction"]
const FILE = "content/gallery/kitchen-wellesley/project.json"

const VALID = {
  title: "Kitchen remodel",
  town: "Wellesley",
  services: ["kitchen-remodeling"],
  summary: "New cabinets and an island.",
  completed: "2024-05",
  cover: "island.jpg",
  before: "before.jpg",
  after: "after.jpg",
}

/** What is found in kitchen-wellesley/project.json holding `value` (text as it is, anything else as JSON). */
function checked(value: unknown, projectFiles = ["kitchen-wellesley/project.json"], photos = PHOTOS) {
  const text = typeof value === "string" ? value : JSON.stringify(value)
  return checkProjects(
    parsing((file) => (file.endsWith("project.json") ? text : undefined)),
    photos,
    projectFiles,
    SLUGS,
  )
}
const problemsOf = (value: unknown, projectFiles?: string[]) => checked(value, projectFiles).problems

describe("checkProjects", () => {
  it("accepts a project whose photos are in its folder and whose services are in services.json, and gives its folder", () => {
    const result = checkProjects(
      parsing(() => JSON.stringify(VALID)),
      PHOTOS,
      ["kitchen-wellesley/project.json"],
      SLUGS,
    )
    expect(result).toEqual({ problems: [], warnings: [], projects: [{ folder: "kitchen-wellesley", content: VALID }] })
  })

  it("accepts a project with only its title, town and services", () => {
    expect(problemsOf({ title: "Kitchen remodel", town: "Wellesley", services: ["kitchen-remodeling"] })).toEqual([])
  })

  it.each([
    ["a missing title", { ...VALID, title: undefined }, `${FILE}: field "title" is missing. Add it as text in double quotes.`],
    [
      "an unknown service, with the nearest slug",
      { ...VALID, services: ["kitchen-remodel"] },
      `${FILE}: field "services" names "kitchen-remodel", which is not a slug in content/services.json. The nearest is "kitchen-remodeling".`,
    ],
    [
      "no service",
      { ...VALID, services: [] },
      `${FILE}: field "services" is empty. Name at least one service slug, e.g. ["kitchen-remodeling"].`,
    ],
    [
      "a before photo without its after photo",
      { ...VALID, after: undefined },
      `${FILE}: field "after" is missing: "before" needs its "after" photo, of the same view. Add it, or remove "before".`,
    ],
    [
      "an after photo without its before photo",
      { ...VALID, before: undefined },
      `${FILE}: field "before" is missing: "after" needs its "before" photo, of the same view. Add it, or remove "after".`,
    ],
    [
      "the same photo as before and after",
      { ...VALID, after: "before.jpg" },
      `${FILE}: field "after" is "before.jpg", the same photo as "before". Name the photo taken after the job.`,
    ],
    [
      "a misspelled field",
      { ...VALID, sumary: "x", summary: undefined },
      `${FILE}: field "sumary" is not known; did you mean "summary"?`,
    ],
    [
      "a date written another way",
      { ...VALID, completed: "May 2024" },
      `${FILE}: field "completed" is "May 2024". Write the year and month the job was finished, like "2024-05".`,
    ],
  ])("stops on %s with one line", (_case, value, line) => {
    expect(problemsOf(value)).toEqual([line])
  })

  it.each([
    [
      "a cover that is not in the project's folder, with the nearest photo there",
      { ...VALID, cover: "islnd.jpg" },
      `${FILE}: field "cover" names "islnd.jpg", but there is no such photo in content/gallery/kitchen-wellesley/. The nearest photo name is "island.jpg". Check the spelling, add the photo, or remove the field.`,
    ],
    [
      "a cover from another folder",
      { ...VALID, cover: "deck.jpg" },
      `${FILE}: field "cover" names "deck.jpg", but there is no such photo in content/gallery/kitchen-wellesley/. The nearest photo name is "before.jpg". Check the spelling, add the photo, or remove the field.`,
    ],
    [
      "a before photo that was deleted",
      { ...VALID, before: "befor.jpg" },
      `${FILE}: field "before" names "befor.jpg", but there is no such photo in content/gallery/kitchen-wellesley/. The nearest photo name is "before.jpg". Check the spelling, add the photo, or remove the field.`,
    ],
    [
      "an after photo that was deleted",
      { ...VALID, after: "aftr.jpg" },
      `${FILE}: field "after" names "aftr.jpg", but there is no such photo in content/gallery/kitchen-wellesley/. The nearest photo name is "after.jpg". Check the spelling, add the photo, or remove the field.`,
    ],
  ])("warns on %s, with one line, and keeps the project as written", (_case, value, line) => {
    expect(checked(value)).toEqual({
      problems: [],
      warnings: [line],
      projects: [{ folder: "kitchen-wellesley", content: value }],
    })
  })

  it("warns once per photo that is gone: the cover, the before and the after photo of a folder left with one photo", () => {
    const [island] = PHOTOS.filter((photo) => photo.key === "island.jpg")
    const { problems, warnings, projects } = checked(VALID, undefined, [island])
    expect({ problems, projects: projects.length }).toEqual({ problems: [], projects: 1 })
    expect(warnings.map((warning) => /field "(\w+)" names "([^"]+)"/.exec(warning)?.slice(1))).toEqual([
      ["before", "before.jpg"],
      ["after", "after.jpg"],
    ])
  })

  it("leaves out a project whose folder holds no photos (they were all deleted), with a warning", () => {
    expect(checked(VALID, ["empty-job/project.json"])).toEqual({
      problems: [],
      warnings: [
        "content/gallery/empty-job/project.json: the folder holds no photos. Add the project's photos to content/gallery/empty-job/, or remove project.json.",
      ],
      projects: [],
    })
  })

  it("says where a JSON mistake is", () => {
    expect(problemsOf('{ "title": "Kitchen", }')).toEqual([
      `${FILE}: has a comma after the last entry at line 1, column 21. Remove that comma.`,
    ])
  })

  it.each([
    [
      "project.json",
      "content/gallery/project.json: a project.json belongs in the project's own folder, with its photos, e.g. content/gallery/kitchen-wellesley/project.json.",
    ],
    [
      "2024/kitchen-wellesley/project.json",
      'content/gallery/2024/kitchen-wellesley/project.json: a project\'s folder must be directly in content/gallery/. Move the folder "kitchen-wellesley" up, next to gallery.json.',
    ],
    [
      "Kitchen Wellesley/project.json",
      'content/gallery/Kitchen Wellesley/project.json: the folder\'s name "Kitchen Wellesley" becomes the project\'s address (/projects/Kitchen Wellesley). Rename the folder with lower-case letters, digits and dashes only, e.g. "kitchen-wellesley".',
    ],
  ])("stops on a project.json at %s, saying what to do", (relative, line) => {
    expect(problemsOf(VALID, [relative])).toEqual([line])
  })
})
