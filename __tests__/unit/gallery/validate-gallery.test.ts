import { validateGalleryFile } from "../../../src/content-model/validate-gallery"

const photos = ["deck.jpg", "roof.jpg"]
const check = (entries: unknown) => validateGalleryFile(JSON.stringify(entries), photos)

describe("validateGalleryFile", () => {
  it("accepts entries with only a file, or with every field", () => {
    expect(
      check([
        { file: "deck.jpg" },
        { file: "roof.jpg", alt: "New roof", caption: "Roof in Salem", category: "Real Projects", order: 2 },
      ]),
    ).toEqual([])
  })

  it("accepts a missing gallery.json", () => {
    expect(validateGalleryFile(undefined, photos)).toEqual([])
  })

  it("stops on an entry that names a photo which is not in the folder, naming the entry", () => {
    expect(check([{ file: "deck.jpg" }, { file: "kitchen.jpg", alt: "Kitchen" }])).toEqual([
      'content/gallery/gallery.json, entry 2 ("kitchen.jpg"): field "file" names "kitchen.jpg", but there is no such ' +
        "photo in content/gallery/. Check the spelling, add the photo, or remove the entry.",
    ])
  })

  it("rejects an unknown category, an empty alt text, a non-number order and a repeated file", () => {
    const problems = check([
      { file: "deck.jpg", category: "Decks" },
      { file: "roof.jpg", alt: "", order: "first" },
      { file: "deck.jpg" },
    ])
    expect(problems).toEqual([
      'content/gallery/gallery.json, entry 1 ("deck.jpg"): field "category" is "Decks", which is not allowed. Use one of: Real Projects.',
      'content/gallery/gallery.json, entry 2 ("roof.jpg"): field "alt" is empty. Write some text between the quotes.',
      'content/gallery/gallery.json, entry 2 ("roof.jpg"): field "order" must be a whole number without quotes, but is "first".',
      'content/gallery/gallery.json, entry 3 ("deck.jpg"): field "file" "deck.jpg" already has entry 1. Keep one entry per photo.',
    ])
  })

  it("reports broken JSON", () => {
    expect(validateGalleryFile('[{"file": "deck.jpg",}]', photos)[0]).toMatch(/^content\/gallery\/gallery\.json: is not valid JSON/)
  })
})
