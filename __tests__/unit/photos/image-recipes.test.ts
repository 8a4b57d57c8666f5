import { TILE_WIDTHS, tileCeilingBytes } from "../../../src/photos/tile-settings"

/** The phones' budgets (README.md, npm run bench): what the tiles' ceilings must keep, on any photos. */
const KB = 1024
// A phone's first screen and the next: the grid starts about 400 px down, tiles about 300 px apart.
const ANDROID = { tilesBeforeScrolling: 5, budget: 130 * KB, largest: 35 * KB }
const IPHONE = { tilesBeforeScrolling: 5, budget: 170 * KB, largest: 45 * KB }

describe("tile byte ceilings", () => {
  it("keep a phone's first screen and the next of 720 px tiles within its budget, whatever the photos", () => {
    expect(ANDROID.tilesBeforeScrolling * tileCeilingBytes(720)).toBeLessThanOrEqual(ANDROID.budget)
    expect(IPHONE.tilesBeforeScrolling * tileCeilingBytes(720)).toBeLessThanOrEqual(IPHONE.budget)
    expect(tileCeilingBytes(720)).toBeLessThanOrEqual(ANDROID.largest)
  })

  it("never let a tile pass the iPhone's largest-file budget, and grow with the tile's width", () => {
    for (const width of TILE_WIDTHS) expect(tileCeilingBytes(width)).toBeLessThanOrEqual(IPHONE.largest)
    const ceilings = TILE_WIDTHS.map((width) => tileCeilingBytes(width))
    expect([...ceilings].sort((a, b) => a - b)).toEqual(ceilings)
  })

  it("give WebP and JPEG, for browsers without AVIF, room for the same fidelity", () => {
    expect(tileCeilingBytes(720, "webp")).toBeGreaterThan(tileCeilingBytes(720))
    expect(tileCeilingBytes(720, "jpeg")).toBeGreaterThan(tileCeilingBytes(720, "webp"))
  })
})
