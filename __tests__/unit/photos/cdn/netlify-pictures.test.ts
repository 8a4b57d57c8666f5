import {
  COMPARE_MAX_WIDTH,
  COMPARE_RECIPE,
  fittingWidths,
  TILE_FORMATS,
  TILE_SHAPE,
  TILE_WIDTHS,
  VIEWER_RECIPE,
} from "../../../../src/photos/image-recipes"
import { NETLIFY_IMAGES_PATH, netlifyImageUrl, netlifyPicture } from "../../../../src/photos/cdn/netlify-pictures"

/** The query of one address of the CDN, as an object. */
const paramsOf = (address: string) => {
  const [pathname, query] = address.split("?")
  expect(pathname).toBe(NETLIFY_IMAGES_PATH)
  return Object.fromEntries(new URLSearchParams(query))
}
const addressesOf = (srcSet: string) => srcSet.split(",").map((candidate) => candidate.trim().split(" ")[0])

describe("addresses of Netlify's image CDN", () => {
  it("name the source, the width, the format and the quality explicitly; a cut adds its height and fit=cover", () => {
    expect(paramsOf(netlifyImageUrl("/static/abc/deck.jpg", 800, undefined, "webp", 70))).toEqual({
      url: "/static/abc/deck.jpg",
      w: "800",
      fm: "webp",
      q: "70",
    })
    expect(paramsOf(netlifyImageUrl("/static/abc/deck tile.jpg", 720, 540, "jpeg", 44.6))).toEqual({
      url: "/static/abc/deck tile.jpg",
      w: "720",
      h: "540",
      fit: "cover",
      fm: "jpg",
      q: "45",
    })
  })

  it("never ask for a file wider than its source", () => {
    expect(fittingWidths([800, 1280, 2000], 2000)).toEqual([800, 1280, 2000])
    expect(fittingWidths([800, 1280, 2000], 1500)).toEqual([800, 1280, 1500])
    expect(fittingWidths([800, 1280, 2000], 600)).toEqual([600])
  })
})

describe("a picture made by the CDN", () => {
  const source = { url: "/static/abc/deck.jpg", width: 1500, height: 2000 }

  it("offers each format's files at every fitting width, each at its own quality, and the last format as the <img>", () => {
    const quality = { avif: 31, webp: 44, jpeg: 52 }
    const tileSource = { url: "/static/abc/deck-tile-source.jpg", width: 960, height: 720 }
    const tiles = netlifyPicture(tileSource, TILE_SHAPE, TILE_FORMATS, (format) => quality[format], "#a0b0c0")
    expect(tiles.images.sources?.map((entry) => entry.type)).toEqual(["image/avif", "image/webp"])
    for (const [index, entry] of (tiles.images.sources ?? []).entries()) {
      const format = TILE_FORMATS[index]
      const files = addressesOf(entry.srcSet).map(paramsOf)
      expect(files.map((file) => Number(file.w))).toEqual(TILE_WIDTHS)
      for (const file of files) {
        expect(file).toMatchObject({ url: tileSource.url, fm: format === "jpeg" ? "jpg" : format, q: String(quality[format]) })
        expect(Number(file.h)).toBe(Math.round((Number(file.w) * 3) / 4))
      }
    }
    expect(paramsOf(tiles.images.fallback?.src ?? "")).toMatchObject({ fm: "jpg", q: "52", w: "960" })
    expect(tiles).toMatchObject({ layout: "fullWidth", width: 1, height: 0.75, backgroundColor: "#a0b0c0" })
  })

  it("asks for each width at the quality given for its format and width", () => {
    const tileSource = { url: "/static/abc/deck-tile-source.jpg", width: 960, height: 720 }
    const tiles = netlifyPicture(tileSource, TILE_SHAPE, TILE_FORMATS, (format, width) =>
      format === "avif" ? 60 - width / 30 : 50,
    )
    const avif = addressesOf(tiles.images.sources?.[0]?.srcSet ?? "").map(paramsOf)
    expect(avif.map((file) => [file.w, file.q])).toEqual(TILE_WIDTHS.map((width) => [String(width), String(60 - width / 30)]))
  })

  it("keeps the photo's own shape when the recipe cuts nothing, never wider than the source", () => {
    const viewer = netlifyPicture(source, VIEWER_RECIPE, ["webp"], () => 70)
    expect(viewer.images.sources).toEqual([])
    const files = addressesOf(viewer.images.fallback?.srcSet ?? "").map(paramsOf)
    expect(files.map((file) => file.w)).toEqual(["800", "1280", "1500"])
    expect(files.every((file) => file.h === undefined && file.fit === undefined)).toBe(true)
    expect(viewer).toMatchObject({ layout: "constrained", width: 1500, height: 2000 })
    expect(viewer.backgroundColor).toBeUndefined()
  })

  it("cuts a portrait photo to the recipe's shape from its full width", () => {
    const compare = netlifyPicture(source, COMPARE_RECIPE, ["avif", "webp"], () => 40, "#112233")
    const widest = addressesOf(compare.images.fallback?.srcSet ?? "")
      .map(paramsOf)
      .pop()
    expect(widest).toMatchObject({ w: String(COMPARE_MAX_WIDTH), h: String(COMPARE_MAX_WIDTH * 0.75), fit: "cover" })
  })
})
