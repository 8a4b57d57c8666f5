import {
  photosOfKey,
  PHOTOS_PER_PAGE,
  runPagePath,
  runPageTitle,
  splitIntoPages,
  type PhotosOf,
} from "../../../src/lib/photo-runs"

const photos = (count: number) => Array.from({ length: count }, (_, index) => `photo-${index + 1}.jpg`)
const gallery: PhotosOf = { kind: "gallery" }
const service: PhotosOf = { kind: "service", slug: "deck-construction" }
const project: PhotosOf = { kind: "project", folder: "deck-build-hingham" }

describe("a run's pages", () => {
  it("puts 24 photos on a page, as docs/requirements.md's gallery shows, and the rest on further pages", () => {
    expect(PHOTOS_PER_PAGE).toBe(24)
    expect(splitIntoPages(photos(24)).map((page) => page.length)).toEqual([24])
    expect(splitIntoPages(photos(100)).map((page) => page.length)).toEqual([24, 24, 24, 24, 4])
    expect(splitIntoPages(photos(25))[1]).toEqual(["photo-25.jpg"])
  })

  it("keeps one empty page for an empty gallery, where the empty-state message shows", () => {
    expect(splitIntoPages([])).toEqual([[]])
  })
})

describe("runPagePath", () => {
  it("addresses the first page without its number and the next ones with it, under whose photos they are", () => {
    expect([1, 2, 5].map((page) => runPagePath(gallery, page))).toEqual(["/gallery", "/gallery/2", "/gallery/5"])
    expect([1, 3].map((page) => runPagePath(service, page))).toEqual([
      "/services/deck-construction/photos",
      "/services/deck-construction/photos/3",
    ])
    expect([1, 2].map((page) => runPagePath(project, page))).toEqual([
      "/projects/deck-build-hingham/photos",
      "/projects/deck-build-hingham/photos/2",
    ])
  })
})

describe("photosOfKey", () => {
  it("names whose photos a page shows, one name each", () => {
    expect([gallery, service, project].map(photosOfKey)).toEqual([
      "gallery",
      "service deck-construction",
      "project deck-build-hingham",
    ])
  })
})

describe("runPageTitle", () => {
  it("names the page of a run after the first", () => {
    expect(runPageTitle("Deck construction photos", 1, 18)).toBe("Deck construction photos")
    expect(runPageTitle("Deck construction photos", 2, 18)).toBe("Deck construction photos, page 2 of 18")
  })
})
