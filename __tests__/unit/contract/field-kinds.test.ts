import { z } from "zod"
import { CONTENT_FILES, CONTENT_KEYS } from "../../../src/contract/content-files"
import { contractFields, entryOf, kindOf } from "../../../src/contract/field-kinds"
import { entry, paragraph, sentences, text, wholeNumberFrom } from "../../../src/contract/fields"

/** The one reading of the contract by field kind, which the GraphQL types, the editor and the photo fields walk. */
describe("the contract's field kinds", () => {
  it("reads each field's name, whether it is required, its metadata and its kind", () => {
    const object = entry({
      name: text().meta({ title: "Name" }),
      note: paragraph().optional(),
      rating: wholeNumberFrom(4, 5, () => "is wrong."),
      steps: sentences(),
    })
    expect(contractFields("example", object).map(({ name, required, meta, kind }) => ({ name, required, meta, kind }))).toEqual([
      { name: "name", required: true, meta: { title: "Name" }, kind: { kind: "text" } },
      { name: "note", required: false, meta: { multiline: true }, kind: { kind: "text" } },
      { name: "rating", required: true, meta: { min: 4, max: 5 }, kind: { kind: "number", whole: true } },
      { name: "steps", required: true, meta: {}, kind: { kind: "list", item: expect.any(z.ZodString), minItems: 1 } },
    ])
  })

  it("finds every content file's entry object, and whether the file is a list of them", () => {
    const shapes = Object.fromEntries(CONTENT_KEYS.map((key) => [key, entryOf(CONTENT_FILES[key].schema(), key).list]))
    expect(shapes).toEqual({ business: false, services: true, testimonials: true, gallery: true, projects: false })
    expect(() => entryOf(z.array(z.string()), "content/odd.json")).toThrow(
      "content/odd.json: a content file's schema must describe an object or a list of objects",
    )
  })

  it("stops with one message naming a kind it does not know", () => {
    expect(() => kindOf(z.date(), "business.opened")).toThrow(
      "business.opened: the content contract has no field kind for a ZodDate",
    )
  })
})
