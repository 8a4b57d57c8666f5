import { tokenProblems } from "../../../../scripts/commands/check-design-tokens"

describe("tokenProblems", () => {
  it("passes type, corners, depth and colour set through tokens, and keywords", () => {
    const css = [
      ".a {",
      "  font-size: var(--text-lg);",
      "  font-weight: var(--weight-bold);",
      "  border-radius: var(--radius);",
      "  box-shadow: none;",
      "  font-size: inherit;",
      "  color: var(--color-on-dark);",
      "  --scrim: rgb(var(--scrim-rgb) / var(--scrim-opacity));",
      "  /* a note that names #ffffff */",
      "}",
    ].join("\n")
    expect(tokenProblems(css)).toEqual([])
  })

  it("names each size, weight, radius, shadow and colour written out, by its line", () => {
    const css = [
      ".a {",
      "  font-size: 1.125rem;",
      "  font-weight: 600;",
      "  border-radius: 4px;",
      "  box-shadow: 0 0 6px var(--shadow-colour);",
      "  color: #fff;",
      "  background: rgb(17 24 39 / 0.75);",
      "  border: 1px solid hsl(0 0% 50%);",
      "}",
    ].join("\n")
    expect(tokenProblems(css)).toEqual([
      'line 2: font-size "1.125rem" is not one of global.css\'s tokens',
      'line 3: font-weight "600" is not one of global.css\'s tokens',
      'line 4: border-radius "4px" is not one of global.css\'s tokens',
      'line 5: box-shadow "0 0 6px var(--shadow-colour)" is not one of global.css\'s tokens',
      'line 6: the colour "#fff…" is written out, not one of global.css\'s tokens',
      'line 7: the colour "rgb(…" is written out, not one of global.css\'s tokens',
      'line 8: the colour "hsl(…" is written out, not one of global.css\'s tokens',
    ])
  })
})
