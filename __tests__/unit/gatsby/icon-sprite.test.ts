/** @jest-environment node */
import { iconSprite } from "../../../src/gatsby/icon-sprite"
import { ICONS } from "../../../src/components/ui/icon-set"
import { SERVICE_ICON_NAMES } from "../../../src/contract/rules"

const symbolsOf = (sprite: string) =>
  new Map(
    Array.from(sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"[^>]*>(.*?)<\/symbol>/g), ([, id, inside]) => [
      id,
      inside,
    ]),
  )

describe("the icons' sprite", () => {
  const sprite = iconSprite()
  const symbols = symbolsOf(sprite)

  it("holds one drawn symbol per icon of the set, named as Icon.tsx names it", () => {
    expect([...symbols.keys()].sort()).toEqual(Object.keys(ICONS).sort())
    for (const [name, inside] of symbols)
      expect({ name, drawn: /^(<(path|circle|rect|line|polyline)\b[^>]*>(<\/\w+>)?)+$/.test(inside) }).toEqual({
        name,
        drawn: true,
      })
  })

  it("has every icon a service may name in services.json", () => {
    for (const name of SERVICE_ICON_NAMES) expect(symbols.has(name)).toBe(true)
  })

  it("draws each symbol in Lucide's stroke, in the colour of the text around its <use>, and no drawing sets a colour of its own", () => {
    const openings = Array.from(sprite.matchAll(/<symbol [^>]*>/g), ([opening]) => opening)
    expect(openings).toHaveLength(symbols.size)
    for (const opening of openings) {
      expect(opening).toContain(
        'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
      )
    }
    for (const inside of symbols.values()) expect(inside).not.toMatch(/stroke=|fill=/)
  })
})
