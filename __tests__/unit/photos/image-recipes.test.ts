import {
  CARD_PHOTOS_BEFORE_SCROLLING,
  COMPARE_RECIPE,
  HERO_RECIPE,
  IMAGE_BUDGETS_KB,
  LARGEST_SERVED_EDGE_PX,
  PHONE_TILE_WIDTH,
  PHONE_TILES_BEFORE_SCROLLING,
  TILE_ASPECT_RATIO,
  TILE_WIDTHS,
  VIEWER_RECIPE,
  tileCeilingBytes,
} from "../../../src/photos/image-recipes"

/** The phones' budgets (docs/performance.md, npm run bench): what the tiles' ceilings must keep, on any photos. */
const KB = 1024
const PHONES = ["android", "iphone"] as const

describe("tile byte ceilings", () => {
  it.each(PHONES)(
    "keep the %s phone's first screen and the next of its tiles within its budget, whatever the photos",
    (phone) => {
      const phoneTile = tileCeilingBytes(PHONE_TILE_WIDTH)
      expect(PHONE_TILES_BEFORE_SCROLLING * phoneTile).toBeLessThanOrEqual(IMAGE_BUDGETS_KB.galleryBeforeScrolling[phone] * KB)
      expect(phoneTile).toBeLessThanOrEqual(IMAGE_BUDGETS_KB.galleryLargestFile[phone] * KB)
    },
  )

  it.each(PHONES)(
    "keep the %s phone's images before scrolling on the home page, /services and a service page within their budgets, none over the gallery's",
    (phone) => {
      const phoneTile = tileCeilingBytes(PHONE_TILE_WIDTH)
      const hero = IMAGE_BUDGETS_KB.hero * KB
      expect(hero + CARD_PHOTOS_BEFORE_SCROLLING.home * phoneTile).toBeLessThanOrEqual(IMAGE_BUDGETS_KB.homeBeforeScrolling * KB)
      expect(CARD_PHOTOS_BEFORE_SCROLLING.services * phoneTile).toBeLessThanOrEqual(IMAGE_BUDGETS_KB.servicesBeforeScrolling * KB)
      expect(hero + CARD_PHOTOS_BEFORE_SCROLLING.servicePage * phoneTile).toBeLessThanOrEqual(
        IMAGE_BUDGETS_KB.servicePageBeforeScrolling * KB,
      )
      for (const budget of [
        IMAGE_BUDGETS_KB.homeBeforeScrolling,
        IMAGE_BUDGETS_KB.servicesBeforeScrolling,
        IMAGE_BUDGETS_KB.servicePageBeforeScrolling,
      ])
        expect(budget).toBeLessThanOrEqual(IMAGE_BUDGETS_KB.galleryBeforeScrolling[phone])
    },
  )

  it("never let a tile pass the iPhone's largest-file budget, and grow with the tile's width", () => {
    for (const width of TILE_WIDTHS)
      expect(tileCeilingBytes(width)).toBeLessThanOrEqual(IMAGE_BUDGETS_KB.galleryLargestFile.iphone * KB)
    const ceilings = TILE_WIDTHS.map((width) => tileCeilingBytes(width))
    expect([...ceilings].sort((a, b) => a - b)).toEqual(ceilings)
  })

  it("give WebP and JPEG, for browsers without AVIF, room for the same fidelity", () => {
    expect(tileCeilingBytes(PHONE_TILE_WIDTH, "webp")).toBeGreaterThan(tileCeilingBytes(PHONE_TILE_WIDTH))
    expect(tileCeilingBytes(PHONE_TILE_WIDTH, "jpeg")).toBeGreaterThan(tileCeilingBytes(PHONE_TILE_WIDTH, "webp"))
  })
})

describe("picture recipes", () => {
  it("serve nothing larger than the working copies hold", () => {
    for (const recipe of [VIEWER_RECIPE, COMPARE_RECIPE, HERO_RECIPE]) {
      expect(Math.max(...recipe.widths)).toBeLessThanOrEqual(LARGEST_SERVED_EDGE_PX)
    }
    expect(Math.max(...VIEWER_RECIPE.widths)).toBe(LARGEST_SERVED_EDGE_PX)
  })

  it("cut the before/after pair to the grid's shape, at the grid's widths", () => {
    expect(COMPARE_RECIPE.aspectRatio).toBe(TILE_ASPECT_RATIO)
    expect(COMPARE_RECIPE.widths).toEqual(TILE_WIDTHS)
  })

  it("list widths from narrowest to widest, and each format once with a quality from 1 to 100", () => {
    for (const recipe of [VIEWER_RECIPE, COMPARE_RECIPE, HERO_RECIPE]) {
      expect([...recipe.widths].sort((a, b) => a - b)).toEqual(recipe.widths)
      const formats = recipe.formats.map(({ format }) => format)
      expect(new Set(formats).size).toBe(formats.length)
      for (const { quality } of recipe.formats) expect(quality >= 1 && quality <= 100).toBe(true)
    }
  })
})
