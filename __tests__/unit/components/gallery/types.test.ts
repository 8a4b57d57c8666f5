import { photoNamesOf, type GalleryItem } from "../../../../src/components/gallery/types"

const item = (fileName: string) => ({ fileName }) as GalleryItem

describe("photoNamesOf", () => {
  it("names each photo by its file's name without the extension, or by the whole name where two share it", () => {
    expect(photoNamesOf(["kitchen-remodel-worcester.jpg", "deck.jpg", "deck.png", "IMG 1234.HEIC"].map(item))).toEqual([
      "kitchen-remodel-worcester",
      "deck.jpg",
      "deck.png",
      "IMG 1234",
    ])
  })
})
