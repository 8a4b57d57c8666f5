import { checkKnownFields, ContentErrors } from "../../../src/content-model/content-errors"

const problemsOf = (fields: Record<string, unknown>, known: readonly string[]) => {
  const errors = new ContentErrors()
  checkKnownFields(fields, known, { file: "content/business.json" }, errors)
  return errors.messages
}

describe("checkKnownFields", () => {
  it("accepts known fields", () => {
    expect(problemsOf({ name: "x", featuredPhoto: "y.jpg" }, ["name", "featuredPhoto"])).toEqual([])
  })

  it("names an unknown field and suggests the nearest known one, whatever its case", () => {
    expect(problemsOf({ featuredphoto: "deck.jpg" }, ["name", "featuredPhoto"])).toEqual([
      'content/business.json: field "featuredphoto" is not known; did you mean "featuredPhoto"?',
    ])
    expect(problemsOf({ captoin: "x" }, ["file", "alt", "caption"])).toEqual([
      'content/business.json: field "captoin" is not known; did you mean "caption"?',
    ])
  })

  it("lists the known fields when no name is close", () => {
    expect(problemsOf({ colour: "red" }, ["file", "alt"])).toEqual([
      'content/business.json: field "colour" is not known. Remove it, or use one of: file, alt.',
    ])
  })
})
