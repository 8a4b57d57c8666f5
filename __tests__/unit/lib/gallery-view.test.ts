import {
  DEFAULT_GALLERY_FILTER,
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
