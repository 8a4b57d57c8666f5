import { readJsonText } from "../../../src/contract/json-text"

const problemOf = (text: string) => {
  const result = readJsonText(text)
  if (result.ok) throw new Error("expected a problem")
  return result.problem
}

describe("readJsonText", () => {
  it("reads plain JSON, and JSON that starts with a byte-order mark, silently", () => {
    expect(readJsonText('{ "name": "Deck" }')).toEqual({ ok: true, value: { name: "Deck" } })
    expect(readJsonText('\uFEFF[{ "name": "Deck" }]')).toEqual({ ok: true, value: [{ name: "Deck" }] })
  })

  it("keeps curly quotes inside a text: they are part of what the owner wrote", () => {
    expect(readJsonText('{ "comment": "They called it \u201Cthe best deck\u201D" }')).toEqual({
      ok: true,
      value: { comment: "They called it \u201Cthe best deck\u201D" },
    })
  })

  it("says an empty file is empty and how to recover", () => {
    expect(problemOf("")).toBe("is empty. Restore its content (undo the change, or copy it from the repository).")
    expect(problemOf("\uFEFF \n")).toMatch(/^is empty\./)
  })

  it("points at a comma after the last entry of a list", () => {
    expect(problemOf('[\n  { "file": "a.jpg" },\n  { "file": "b.jpg" },\n]\n')).toBe(
      "has a comma after the last entry at line 3, column 22. Remove that comma.",
    )
  })

  it("points at a comma after the last field of an object", () => {
    expect(problemOf('{\n  "name": "Deck",\n  "core": true,\n}')).toBe(
      "has a comma after the last entry at line 3, column 15. Remove that comma.",
    )
  })

  it("points at curly quotes used instead of straight ones", () => {
    expect(problemOf('{\n  \u201Cname\u201D: "Deck"\n}')).toBe(
      'has a curly quote \u201C at line 2, column 3. JSON needs straight double quotes ": ' +
        'retype the quotes on that line (turn off "smart quotes" in your editor).',
    )
    expect(problemOf('{ "name": \u201CDeck\u201D }')).toMatch(/^has a curly quote \u201C at line 1, column 11\./)
  })

  it("gives the line and column of any other mistake, with the fix in words", () => {
    expect(problemOf('{\n  "name": "Deck"\n  "core": true\n}')).toBe(
      "is not valid JSON at line 3, column 3: a comma is missing before this line or value. Put a comma between two fields or two entries.",
    )
    expect(problemOf('[{ "name": "Deck" }')).toMatch(
      /^is not valid JSON at line 1, column 20: a closing square bracket \] is missing/,
    )
    expect(problemOf('{ "name": "Deck" // our best seller\n}')).toMatch(/comments are not allowed in JSON/)
  })

  it("is always one line", () => {
    for (const text of ["", "[1,]", '{"a" 1}', "{\u201Ca\u201D:1}", "[{]"]) expect(problemOf(text)).not.toMatch(/\n/)
  })
})
