import {
  RECENT_PROJECTS,
  SERVICE_PAGE_PHOTOS,
  seeAllPhotosLabel,
  servicePageSelection,
  servicePhotosHeading,
} from "../../../src/lib/service-photos"

const files = (count: number, prefix = "deck") => Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}.jpg`)

describe("servicePageSelection", () => {
  it("shows the first photos in gallery order, a fixed number however many the service has", () => {
    for (const count of [SERVICE_PAGE_PHOTOS + 1, 400])
      expect(servicePageSelection(files(count), []).photoFiles).toEqual(files(SERVICE_PAGE_PHOTOS))
    expect(servicePageSelection(files(2), []).photoFiles).toEqual(files(2))
  })

  it("shows the newest projects as cards and leaves their covers out of the grid", () => {
    const projects = Array.from({ length: RECENT_PROJECTS + 1 }, (_, index) => ({
      id: `project-${index + 1}`,
      title: `Deck ${index + 1}`,
      completed: `202${index}-05`,
      cover: `deck-${index + 1}.jpg`,
    }))
    const selection = servicePageSelection(files(10), projects)
    expect(selection.projectIds).toEqual(["project-4", "project-3", "project-2"])
    // deck-1.jpg is the cover of the oldest project, whose card is not shown: the grid shows it.
    expect(selection.photoFiles).toEqual(["deck-1.jpg", "deck-5.jpg", "deck-6.jpg", "deck-7.jpg"].slice(0, SERVICE_PAGE_PHOTOS))
  })
})

describe("the service photo pages' words", () => {
  it("name the service in sentence case and count its photos", () => {
    expect(servicePhotosHeading("Deck Construction")).toBe("Deck construction photos")
    expect(seeAllPhotosLabel("Deck Construction", 412)).toBe("See all 412 deck construction photos")
  })
})
