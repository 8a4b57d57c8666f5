import { readFileSync } from "node:fs"
import path from "node:path"
import { checkContent, wholeContent } from "../../../src/contract/check-content"
import { CONTENT_FILES as FILES } from "../../../src/contract/content-files"
import { listGalleryFolder } from "../../../src/photos/preparing/gallery-folder"

type Json = Record<string, unknown>
type Files = Record<string, string | undefined>

const ROOT = path.join(__dirname, "..", "..", "..")
const CONTENT_FILES = { business: FILES.business.file, services: FILES.services.file, testimonials: FILES.testimonials.file }
const photoNames = listGalleryFolder(path.join(ROOT, FILES.gallery.file, "..")).photos.map((photo) => photo.key)
const realFile = (file: string) => readFileSync(path.join(ROOT, file), "utf8")

/** The committed content files, with `change` applied to one of them. */
function contentWith(file: string, change: (value: Json | Json[]) => unknown): Files {
  // `change` edits the parsed value in place; what it returns is ignored.
  const files: Files = {}
  for (const name of Object.values(CONTENT_FILES)) files[name] = realFile(name)
  const value = JSON.parse(files[file] ?? "null") as Json | Json[]
  change(value)
  files[file] = JSON.stringify(value, null, 2)
  return files
}

const problemsOf = (files: Files) =>
  checkContent((file) => (file === FILES.gallery.file ? realFile(file) : files[file]), photoNames).problems

const services = (change: (list: Json[]) => unknown) => contentWith(CONTENT_FILES.services, (v) => change(v as Json[]))
const testimonials = (change: (list: Json[]) => unknown) => contentWith(CONTENT_FILES.testimonials, (v) => change(v as Json[]))
const business = (change: (record: Json) => unknown) => contentWith(CONTENT_FILES.business, (v) => change(v as Json))

describe("checkContent", () => {
  it("accepts the committed content", () => {
    expect(problemsOf(contentWith(CONTENT_FILES.services, () => undefined))).toEqual([])
  })

  it("rejects an unknown category, naming the file, the entry, the field and the choices", () => {
    const problems = problemsOf(services((list) => (list[3].category = "Decking")))
    expect(problems).toEqual([
      'content/services.json, entry 4 ("Deck Construction"): field "category" is "Decking", which is not allowed. ' +
        "Use one of: Remodeling, Construction, Flooring, Roofing, Repairs & Maintenance.",
    ])
  })

  it("rejects a missing field", () => {
    const problems = problemsOf(services((list) => delete list[0].description))
    expect(problems).toEqual([
      'content/services.json, entry 1 ("Bathroom Remodeling"): field "description" is missing. Add it as text in double quotes.',
    ])
  })

  it("rejects an empty field", () => {
    const problems = problemsOf(testimonials((list) => (list[1].comment = "  ")))
    expect(problems).toEqual([
      'content/testimonials.json, entry 2 ("David R."): field "comment" is empty. Write some text between the quotes.',
    ])
  })

  it("names an entry by its position when its name is the missing field", () => {
    const problems = problemsOf(services((list) => (list[2].name = "")))
    expect(problems).toEqual(['content/services.json, entry 3: field "name" is empty. Write some text between the quotes.'])
  })

  it.each([3, 6, 4.5, "5"])("rejects the rating %p", (rating) => {
    const problems = problemsOf(testimonials((list) => (list[0].rating = rating)))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/testimonials\.json, entry 1 \("Sarah M\."\): field "rating" /)
    expect(problems[0]).toMatch(typeof rating === "number" && Number.isInteger(rating) ? /must be 4 or 5/ : /whole number/)
  })

  it("rejects a duplicate slug, naming both entries", () => {
    const problems = problemsOf(services((list) => (list[5].slug = "deck-construction")))
    expect(problems.filter((problem) => problem.startsWith("content/services.json"))).toEqual([
      'content/services.json, entry 6 ("Crawl Space Foundation Construction"): field "slug" "deck-construction" is ' +
        "already used by entry 4. Each service needs its own slug.",
    ])
  })

  it.each([
    ["five", (list: Json[]) => (list[0].core = false), 5],
    ["seven", (list: Json[]) => (list[2].core = true), 7],
  ])("rejects %s core services", (_label, change, count) => {
    expect(problemsOf(services(change))).toEqual([
      `content/services.json: exactly 6 services must have "core": true (they are the home page cards), but ${count} do.`,
    ])
  })

  it("rejects an unknown icon name", () => {
    const problems = problemsOf(services((list) => (list[0].icon = "toilet")))
    expect(problems[0]).toMatch(/^content\/services\.json, entry 1 \("Bathroom Remodeling"\): field "icon" is "toilet"/)
  })

  it("rejects a badly written opening time in business.json", () => {
    const problems = problemsOf(business((record) => ((record.hours as Json[])[1].closes = "15:00")))
    expect(problems).toEqual([
      'content/business.json, hours entry 2: field "closes" is "15:00". Write a time like "8:00 AM" or "6:30 PM".',
    ])
  })

  it("rejects a phone number that is not 10 digits", () => {
    const problems = problemsOf(business((record) => (record.phone = "555-0142")))
    expect(problems).toEqual([
      'content/business.json: field "phone" is "555-0142". Write a 10-digit US number like "(508) 555-0142".',
    ])
  })

  it("reports invalid JSON in one line with its line and column", () => {
    const files = contentWith(CONTENT_FILES.services, () => undefined)
    files[CONTENT_FILES.services] = '[\n  { "name": "A", }\n]'
    expect(problemsOf(files)).toEqual([
      "content/services.json: has a comma after the last entry at line 2, column 16. Remove that comma.",
    ])
  })

  it("accepts a file saved with a byte-order mark", () => {
    const files = contentWith(CONTENT_FILES.services, () => undefined)
    files[CONTENT_FILES.business] = `\uFEFF${files[CONTENT_FILES.business] ?? ""}`
    expect(problemsOf(files)).toEqual([])
  })

  it("checks the MA HIC registration, the supervisor licence and the postal address", () => {
    expect(
      problemsOf(
        business((record) => {
          record.hicRegistration = "HIC 12"
          record.constructionSupervisorLicense = "123456"
          record.address = { addressLocality: "Natick", addressRegion: "NH", postalCode: "03101", town: "x" }
        }),
      ),
    ).toEqual([
      'content/business.json: field "hicRegistration" is "HIC 12". Write it like "123456" (the number on your Home Improvement Contractor registration).',
      'content/business.json: field "constructionSupervisorLicense" is "123456". Write it like "CS-123456" (or remove the field).',
      'content/business.json, address: field "addressRegion" is "NH", which is not allowed. Use one of: MA.',
      'content/business.json, address: field "postalCode" is "03101". Write it like "01701" (a Massachusetts ZIP code).',
      'content/business.json, address: field "town" is not known. Remove it, or use one of: streetAddress, addressLocality, addressRegion, postalCode.',
    ])
  })

  it("accepts placeholder licence numbers, marked as such, and no supervisor licence", () => {
    expect(
      problemsOf(
        business((record) => {
          record.hicRegistration = "000000 (placeholder)"
          delete record.constructionSupervisorLicense
        }),
      ),
    ).toEqual([])
  })

  it("needs each service's page text: an introduction, what it includes and the steps of a job", () => {
    const problems = problemsOf(
      services((list) => {
        delete list[0].intro
        list[0].includes = []
        list[0].steps = "Visit, estimate, build"
      }),
    )
    expect(problems).toEqual([
      expect.stringMatching(/entry 1 \(".+"\): field "intro" is missing\./),
      expect.stringMatching(/entry 1 \(".+"\): field "includes" must be a list of sentences/),
      expect.stringMatching(/entry 1 \(".+"\): field "steps" must be a list of sentences/),
    ])
  })

  it("names a misspelled field in every file, with the field it was meant to be", () => {
    expect(problemsOf(business((record) => (record.featuredphoto = "deck.jpg")))).toEqual([
      'content/business.json: field "featuredphoto" is not known; did you mean "featuredPhoto"?',
    ])
    expect(problemsOf(services((list) => (list[0].decription = "x")))[0]).toMatch(
      /^content\/services\.json, entry 1 \(".+"\): field "decription" is not known; did you mean "description"\?$/,
    )
    expect(problemsOf(testimonials((list) => (list[1].ratting = 5)))[0]).toMatch(
      /field "ratting" is not known; did you mean "rating"\?$/,
    )
  })

  it("reports a missing file", () => {
    const files = contentWith(CONTENT_FILES.services, () => undefined)
    files[CONTENT_FILES.testimonials] = undefined
    expect(problemsOf(files)).toEqual(["content/testimonials.json: is missing. Restore it from the repository."])
  })

  it("lists every problem at once", () => {
    const problems = problemsOf(
      services((list) => {
        list[0].category = "Plumbing"
        list[1].slug = "Kitchen Remodeling"
      }),
    )
    expect(problems.filter((problem) => problem.startsWith("content/services.json"))).toHaveLength(2)
  })

  it("lists the known fields when no name is close to an unknown one", () => {
    expect(problemsOf(business((record) => (record.colour = "red")))).toEqual([
      'content/business.json: field "colour" is not known. Remove it, or use one of: name, shortName, phone, email, smsBody, ' +
        "serviceArea, yearsExperience, hicRegistration, constructionSupervisorLicense, address, hours, hoursNote, featuredPhoto.",
    ])
  })

  it("rejects a repeated testimonial id and an entry that is not an object", () => {
    expect(
      problemsOf(
        testimonials((list) => {
          list[1].id = list[0].id
          list.push("Great work!" as unknown as Json)
        }),
      ),
    ).toEqual([
      expect.stringMatching(/^content\/testimonials\.json, entry \d+: must be an object in curly braces \{ \.\.\. \}\.$/),
      `content/testimonials.json, entry 2 ("David R."): field "id" "testimonial-sarah-worcester" is used twice. Give each testimonial its own id.`,
    ])
  })

  it("needs the opening and closing times of a day that is not closed", () => {
    expect(problemsOf(business((record) => delete (record.hours as Json[])[0].opens))).toEqual([
      'content/business.json, hours entry 1: field "opens" is missing. Add it as text in double quotes.',
    ])
  })

  it("warns, without stopping, when business.json's featured photo is not in the gallery folder, and keeps the content", () => {
    const files = business((record) => (record.featuredPhoto = "kitchen-remodel-worcestr.jpg"))
    const { problems, warnings, content } = checkContent(
      (file) => (file === FILES.gallery.file ? realFile(file) : files[file]),
      photoNames,
    )
    expect({ problems, warnings }).toEqual({
      problems: [],
      warnings: [
        'content/business.json: field "featuredPhoto" names "kitchen-remodel-worcestr.jpg", but there is no such photo in content/gallery/. ' +
          'The nearest photo name is "kitchen-remodel-worcester.jpg". Check the spelling, add the photo, or remove the field.',
      ],
    })
    expect(content.business?.featuredPhoto).toBe("kitchen-remodel-worcestr.jpg")
  })

  it("hands on the files without problems, and no whole content, when one file has a problem", () => {
    const files = testimonials((list) => ((list[0] as Json).rating = 9))
    const check = checkContent((file) => (file === FILES.gallery.file ? realFile(file) : files[file]), photoNames)
    expect(check.problems).toEqual([expect.stringMatching(/^content\/testimonials\.json, entry 1 /)])
    expect(Object.keys(check.content).sort()).toEqual(["business", "gallery", "projects", "services"])
    expect(check.content.business?.name).toBe((JSON.parse(realFile(FILES.business.file)) as Json).name)
    expect(wholeContent(check)).toBeUndefined()
    expect(wholeContent(checkContent((file) => realFile(file), photoNames))?.services.length).toBeGreaterThan(0)
  })
})
