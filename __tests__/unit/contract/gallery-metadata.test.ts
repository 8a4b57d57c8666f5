import { altFromFileName, photoDetails, sortPhotos } from "../../../src/contract/gallery-metadata"

describe("altFromFileName", () => {
  it.each([
    ["kitchen-remodel-wellesley.jpg", "Kitchen remodel wellesley"],
    ["Deck_Build_2024.JPG", "Deck build 2024"],
    ["roof.repair.salem.jpeg", "Roof repair salem"],
    ["IMG 0042.png", "Img 0042"],
    [".jpg", "Project photo"],
  ])("turns %p into %p", (fileName, alt) => {
    expect(altFromFileName(fileName)).toBe(alt)
  })
})

describe("photoDetails", () => {
  it("uses the gallery.json entry where there is one", () => {
    expect(
      photoDetails("deck.jpg", {
        file: "deck.jpg",
        alt: "New cedar deck",
        caption: "Deck in Framingham",
        category: "Real Projects",
        order: 3,
      }),
    ).toEqual({ fileName: "deck.jpg", alt: "New cedar deck", caption: "Deck in Framingham", category: "Real Projects", order: 3 })
  })

  it("gives a photo without an entry alt text from its file name, the same caption, Real Projects and no order", () => {
    expect(photoDetails("kitchen-remodel-wellesley.jpg", undefined)).toEqual({
      fileName: "kitchen-remodel-wellesley.jpg",
      alt: "Kitchen remodel wellesley",
      caption: "Kitchen remodel wellesley",
      category: "Real Projects",
      order: null,
    })
  })

  it("fills in what a partial entry leaves out", () => {
    expect(photoDetails("tile-job.jpg", { file: "tile-job.jpg", caption: "Tile in Natick" })).toEqual({
      fileName: "tile-job.jpg",
      alt: "Tile job",
      caption: "Tile in Natick",
      category: "Real Projects",
      order: null,
    })
  })
})

describe("sortPhotos", () => {
  it("puts ordered photos first, lowest order first, then the rest by file name", () => {
    const photos = [
      { fileName: "c.jpg", order: null },
      { fileName: "z.jpg", order: 2 },
      { fileName: "a.jpg", order: null },
      { fileName: "m.jpg", order: 1 },
      { fileName: "b.jpg", order: 2 },
    ]
    expect(sortPhotos(photos).map((photo) => photo.fileName)).toEqual(["m.jpg", "b.jpg", "z.jpg", "a.jpg", "c.jpg"])
  })

  it("does not change the list it is given", () => {
    const photos = [
      { fileName: "b.jpg", order: null },
      { fileName: "a.jpg", order: null },
    ]
    sortPhotos(photos)
    expect(photos[0].fileName).toBe("b.jpg")
  })
})
