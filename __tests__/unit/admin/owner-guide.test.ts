import { readFileSync } from "node:fs"
import path from "node:path"
import { SENTENCES } from "../../../src/admin/strip-sentences"

/**
 * The owner's guide (docs/owner-guide.md, "See it live") lists what the strip says in a table, and
 * the code says every sentence the strip can show in one table (strip-sentences.ts): each
 * sentence, at its example, has its row, and each row is a sentence of the code's table.
 */
const GUIDE = readFileSync(path.join(__dirname, "../../../docs/owner-guide.md"), "utf8")
const SAID = Object.entries(SENTENCES).map(([name, { say, example }]) => ({
  name,
  sentence: (say as (...parts: readonly string[]) => string)(...example),
}))

/** The table's first column: what the strip says, in italics, with "…" and "<one line>" for what varies. */
const lines = GUIDE.split("\n")
const header = lines.findIndex((line) => line.includes("| The strip says"))
const tableEnd = lines.findIndex((line, index) => index > header && line.trim() === "")
const rows = lines.slice(header + 2, tableEnd).map((line) => /^\s*\| _(.+?)_/.exec(line)?.[1] ?? line)
/** Whether `row` reads as `sentence`: each of its fixed parts, in order. */
const reads = (row: string, sentence: string) => {
  let from = 0
  for (const part of row.split(/…|<one line>/).filter((fixed) => fixed.trim() !== "")) {
    const found = sentence.indexOf(part, from)
    if (found < 0) return false
    from = found + part.length
  }
  return true
}

describe("the owner's guide to the strip", () => {
  it("has a row for each sentence the strip can say", () => {
    expect(rows.length).toBeGreaterThan(0)
    for (const { name, sentence } of SAID)
      expect({ name, sentence, row: rows.some((row) => reads(row, sentence)) }).toEqual({ name, sentence, row: true })
  })

  it("has no row the strip does not say", () => {
    for (const row of rows) expect({ row, said: SAID.some(({ sentence }) => reads(row, sentence)) }).toEqual({ row, said: true })
  })
})
