import { DEFAULT_GALLERY_FILTER, filterPhotos, GALLERY_FILTERS, NO_PHOTOS_IN_CATEGORY } from "../../../src/lib/gallery-filters"
import { GRID_IMAGE_SIZES, NO_PHOTOS_AT_ALL, wrapIndex } from "../../../src/lib/gallery-view"
import { gridImageSizes } from "../../../src/lib/grid-sizes"
import { GALLERY_COLUMNS, RECENT_WORK_COLUMNS, SERVICE_CARD_COLUMNS } from "../../../src/lib/grid-columns"
import { RECENT_WORK_IMAGE_SIZES } from "../../../src/components/home/RecentWork"
import { SERVICE_CARD_IMAGE_SIZES } from "../../../src/components/services/ServiceCard"

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

describe("the gallery's empty states (docs/requirements.md: The pages)", () => {
  it("says the gallery is being updated when there are no photos at all, and the category has none when the filter leaves nothing", () => {
    expect(NO_PHOTOS_AT_ALL).toBe("Our gallery is currently being updated with exciting new projects. Check back soon!")
    expect(NO_PHOTOS_IN_CATEGORY).toBe("No images found for this category. More projects coming soon!")
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

describe("the grid's sizes", () => {
  it("follow the gallery's columns and the breakpoints: the screen less padding and gaps, shared, fixed where the content is widest", () => {
    expect(GALLERY_COLUMNS).toEqual({ sm: 2, lg: 3, xl: 4 })
    // On a difference (the columns, the breakpoints or the layout changed), write gridImageSizes' answer into gallery-view.ts.
    expect(GRID_IMAGE_SIZES).toBe(gridImageSizes(GALLERY_COLUMNS))
    expect(gridImageSizes(GALLERY_COLUMNS)).toBe(
      "(min-width: 1280px) 273px, (min-width: 1024px) calc((100vw - 72px) / 3), (min-width: 640px) calc((100vw - 52px) / 2), calc(100vw - 32px)",
    )
  })

  it("of the service cards follow their columns: two from sm, three from lg", () => {
    // On a difference, write gridImageSizes' answer into ServiceCard.tsx.
    expect(SERVICE_CARD_IMAGE_SIZES).toBe(gridImageSizes(SERVICE_CARD_COLUMNS))
  })

  it("of the home page's recent work follow its columns: two on a phone, three from md", () => {
    expect(RECENT_WORK_IMAGE_SIZES).toBe(gridImageSizes(RECENT_WORK_COLUMNS))
  })

  it("change with the columns: two from md, three from xl", () => {
    expect(gridImageSizes({ md: 2, xl: 3 })).toBe(
      "(min-width: 1280px) 370px, (min-width: 768px) calc((100vw - 52px) / 2), calc(100vw - 32px)",
    )
  })
})
