import { tokenProblems } from "../../../../scripts/commands/check-design-tokens"

describe("tokenProblems", () => {
  it("passes type, spacing, corners, depth and colour set through tokens, and keywords", () => {
    const css = [
      ".a {",
      "  font-size: var(--text-lg);",
      "  font-weight: var(--weight-bold);",
      "  border-radius: var(--radius);",
      "  box-shadow: none;",
      "  font-size: inherit;",
      "  color: var(--color-on-dark);",
      "  --scrim: rgb(var(--scrim-rgb) / var(--scrim-opacity));",
      "  margin: 0 auto var(--space-3);",
      "  padding: calc(var(--header-height) + clamp(var(--space-8), 8vh, var(--space-24))) var(--space) 0;",
      "  gap: var(--space-2) var(--card-gap);",
      "  width: 2.75rem;",
      "  /* a note that names #ffffff */",
      "}",
    ].join("\n")
    expect(tokenProblems(css)).toEqual([])
  })

  it("names each size, weight, radius, shadow, colour and spacing length written out, by its line", () => {
    const css = [
      ".a {",
      "  font-size: 1.125rem;",
      "  font-weight: 600;",
      "  border-radius: 4px;",
      "  box-shadow: 0 0 6px var(--shadow-colour);",
      "  color: #fff;",
      "  background: rgb(17 24 39 / 0.75);",
      "  border: 1px solid hsl(0 0% 50%);",
      "  padding: 0 0.5rem;",
      "  margin-top: 12px;",
      "  column-gap: 1em;",
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
      'line 9: padding has "0.5rem", not one of global.css\'s spacing tokens',
      'line 10: margin-top has "12px", not one of global.css\'s spacing tokens',
      'line 11: column-gap has "1em", not one of global.css\'s spacing tokens',
    ])
  })
})
