import { monogramOf } from "../../../src/lib/monogram"

describe("monogramOf", () => {
  it.each([
    ["Example Contracting", "EC"],
    ["O'Brien & Sons Co.", "OS"],
    ["the Smith Company of Worcester", "SW"],
    ["bay state home services", "BS"],
    ["Élan Builders", "ÉB"],
    ["Acme", "A"],
    ["3 Rivers Roofing", "3R"],
    ["", ""],
    ["& Co.", ""],
  ])("%j gives %j", (name, monogram) => {
    expect(monogramOf(name)).toBe(monogram)
  })
})
