import { checkContentFile } from "../../../src/contract/check-content"

const findingsIn = (text: string | undefined, photoFiles: string[], serviceSlugs: string[] = []) =>
  checkContentFile("gallery", text, { photoFiles, serviceSlugs })
/** The mistakes that stop the build. */
const validateGalleryFile = (text: string | undefined, photoFiles: string[], serviceSlugs: string[] = []) =>
  findingsIn(text, photoFiles, serviceSlugs).problems

const photos = ["deck.jpg", "roof.jpg"]
const check = (entries: unknown) => validateGalleryFile(JSON.stringify(entries), photos)

describe("gallery.json", () => {
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

  it("warns, without stopping, on an entry that names a photo which is not in the folder, naming the entry", () => {
    expect(findingsIn(JSON.stringify([{ file: "deck.jpg" }, { file: "kitchen.jpg", alt: "Kitchen" }]), photos)).toEqual({
      problems: [],
      warnings: [
        'content/gallery/gallery.json, entry 2 ("kitchen.jpg"): field "file" names "kitchen.jpg", but there is no such ' +
          'photo in content/gallery/. The nearest photo name is "deck.jpg". Check the spelling, add the photo, or remove the entry.',
      ],
    })
  })

  it("warns on a photo that is gone and stops on another entry's mistake, each once", () => {
    expect(findingsIn(JSON.stringify([{ file: "kitchen.jpg" }, { file: "roof.jpg", category: "Roofs" }]), photos)).toEqual({
      problems: [expect.stringMatching(/^content\/gallery\/gallery\.json, entry 2 \("roof\.jpg"\): field "category" is "Roofs"/)],
      warnings: [
        expect.stringMatching(/^content\/gallery\/gallery\.json, entry 1 \("kitchen\.jpg"\): field "file" names "kitchen\.jpg"/),
      ],
    })
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

  it("reports broken JSON in one line with its place", () => {
    expect(validateGalleryFile('[{"file": "deck.jpg",}]', photos)).toEqual([
      "content/gallery/gallery.json: has a comma after the last entry at line 1, column 21. Remove that comma.",
    ])
    expect(validateGalleryFile("", photos)).toEqual([
      "content/gallery/gallery.json: is empty. Restore its content (undo the change, or copy it from the repository).",
    ])
  })

  it("names a misspelled field and the field it was meant to be", () => {
    expect(check([{ file: "deck.jpg", captoin: "Deck in Salem" }])).toEqual([
      'content/gallery/gallery.json, entry 1 ("deck.jpg"): field "captoin" is not known; did you mean "caption"?',
    ])
  })

  it('matches a file name however its accents are stored (a Mac stores "é" as e + accent)', () => {
    const decomposed = "cafe\u0301-deck.jpg"
    expect(validateGalleryFile(JSON.stringify([{ file: decomposed }]), ["caf\u00e9-deck.jpg"])).toEqual([])
    expect(validateGalleryFile(JSON.stringify([{ file: "caf\u00e9-deck.jpg" }]), [decomposed])).toEqual([])
  })

  it("takes the editor's address of a photo in the gallery for the photo's name", () => {
    expect(check([{ file: "/content/gallery/deck.jpg" }])).toEqual([])
    expect(check([{ file: "/content/gallery/deck.jpg" }, { file: "deck.jpg" }])).toEqual([
      'content/gallery/gallery.json, entry 2 ("deck.jpg"): field "file" "deck.jpg" already has entry 1. Keep one entry per photo.',
    ])
  })

  it("asks for the file name alone when an entry names a folder too", () => {
    expect(check([{ file: "2024/deck.jpg" }])).toEqual([
      'content/gallery/gallery.json, entry 1 ("2024/deck.jpg"): field "file" is "2024/deck.jpg". ' +
        'Write only the photo\'s file name, without its folder, e.g. "deck.jpg".',
    ])
  })
})

describe("gallery.json services", () => {
  const slugs = ["deck-construction", "roof-repair"]
  it("accepts the slugs of services.json and names any other, with the nearest", () => {
    expect(validateGalleryFile(JSON.stringify([{ file: "deck.jpg", services: ["deck-construction"] }]), photos, slugs)).toEqual(
      [],
    )
    expect(validateGalleryFile(JSON.stringify([{ file: "deck.jpg", services: ["deck-constrution"] }]), photos, slugs)).toEqual([
      'content/gallery/gallery.json, entry 1 ("deck.jpg"): field "services" names "deck-constrution", which is not a slug in content/services.json. The nearest is "deck-construction".',
    ])
    expect(validateGalleryFile(JSON.stringify([{ file: "deck.jpg", services: "deck-construction" }]), photos, slugs)[0]).toMatch(
      /field "services" must be a list of service slugs from content\/services\.json, e\.g\. \["deck-construction", "roof-repair"\]\.$/,
    )
  })
})
