import { galleryPagePath } from "../../../src/lib/paths"
import {
  DEFAULT_GALLERY_FILTER,
  GALLERY_PAGE_SIZE,
  inPages,
  pagedTitle,
  emptyGalleryMessage,
  filterPhotos,
  GALLERY_FILTERS,
  wrapIndex,
} from "../../../src/lib/gallery-view"

const photos = [
  { id: "1", category: "Real Projects" },
  { id: "2", category: "Real Projects" },
]

describe("gallery filter", () => {
  it("offers All and Real Projects, All first and by default", () => {
    expect(GALLERY_FILTERS).toEqual(["All", "Real Projects"])
    expect(DEFAULT_GALLERY_FILTER).toBe("All")
  })

  it("shows every photo under All and the category's photos otherwise", () => {
    expect(filterPhotos(photos, "All")).toEqual(photos)
    expect(filterPhotos([...photos, { id: "3", category: "Other" }], "Real Projects")).toEqual(photos)
  })
})

describe("emptyGalleryMessage", () => {
  it("says the gallery is being updated when there are no photos at all", () => {
    expect(emptyGalleryMessage(0, 0)).toBe("Our gallery is currently being updated with exciting new projects. Check back soon!")
  })

  it("says the category has no images when the filter leaves nothing", () => {
    expect(emptyGalleryMessage(24, 0)).toBe("No images found for this category. More projects coming soon!")
  })

  it("says nothing when there are photos to show", () => {
    expect(emptyGalleryMessage(24, 24)).toBeNull()
  })
})

describe("wrapIndex", () => {
  it.each([
    [0, 24, 0],
    [23, 24, 23],
    [24, 24, 0],
    [-1, 24, 23],
    [-25, 24, 23],
    [49, 24, 1],
    [3, 0, 0],
  ])("wraps %p in a ring of %p to %p", (index, length, expected) => {
    expect(wrapIndex(index, length)).toBe(expected)
  })
})

describe("gallery pages", () => {
  const photos = (count: number) => Array.from({ length: count }, (_, index) => `photo-${index + 1}.jpg`)

  it("puts 24 photos on a page, as SPEC.md's gallery shows, and the rest on further pages", () => {
    expect(GALLERY_PAGE_SIZE).toBe(24)
    expect(inPages(photos(24)).map((page) => page.length)).toEqual([24])
    expect(inPages(photos(100)).map((page) => page.length)).toEqual([24, 24, 24, 24, 4])
    expect(inPages(photos(25))[1]).toEqual(["photo-25.jpg"])
  })

  it("keeps one empty page for an empty gallery, where the empty-state message shows", () => {
    expect(inPages([])).toEqual([[]])
  })

  it("addresses page 1 as /gallery and the next ones as /gallery/2 ...", () => {
    expect([1, 2, 5].map(galleryPagePath)).toEqual(["/gallery", "/gallery/2", "/gallery/5"])
  })
})

describe("pagedTitle", () => {
  it("names the page of a run after the first", () => {
    expect(pagedTitle("Deck construction photos", 1, 18)).toBe("Deck construction photos")
    expect(pagedTitle("Deck construction photos", 2, 18)).toBe("Deck construction photos, page 2 of 18")
  })
})
