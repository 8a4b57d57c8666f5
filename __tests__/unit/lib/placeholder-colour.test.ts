import { readFileSync } from "node:fs"
import path from "node:path"
import { PLACEHOLDER_LEVELS, placeholderClass } from "../../../src/lib/placeholder-colour"

const GLOBAL_CSS = readFileSync(path.join(__dirname, "../../../src/styles/global.css"), "utf8")

/** The palette as the site's CSS has it: class -> [r, g, b]. */
const palette = new Map(
  [...GLOBAL_CSS.matchAll(/\.(ph\d{3})\s*\{\s*background-color:\s*#([0-9a-f])([0-9a-f])([0-9a-f]);\s*\}/g)].map(
    ([, name, ...digits]) => [name, digits.map((digit) => Number.parseInt(digit + digit, 16))] as const,
  ),
)

const channels = (colour: string) => [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16))
const hex = (value: number) => value.toString(16).padStart(2, "0")

describe("a photo's placeholder colour", () => {
  it("is a class of the site's CSS for every colour, within 34 of the photo's on each channel", () => {
    expect(palette.size).toBe(PLACEHOLDER_LEVELS.length ** 3)
    for (let value = 0; value < 256; value += 5) {
      for (const colour of [
        `#${hex(value)}${hex(255 - value)}${hex((value * 7) % 256)}`,
        `#${hex(value)}${hex(value)}${hex(value)}`,
      ]) {
        const shown = palette.get(placeholderClass(colour))
        expect({ colour, shown: shown !== undefined }).toEqual({ colour, shown: true })
        const worst = Math.max(...channels(colour).map((channel, index) => Math.abs(channel - (shown?.[index] ?? -999))))
        expect({ colour, worst: worst <= 34 }).toEqual({ colour, worst: true })
      }
    }
  })

  it("is the nearest level on each channel, and no class for what is not a colour", () => {
    expect(placeholderClass("#000000")).toBe("ph000")
    expect(placeholderClass("#ffffff")).toBe("ph333")
    expect(placeholderClass("#8c6a43")).toBe("ph210")
    expect(placeholderClass(undefined)).toBe("")
    expect(placeholderClass("transparent")).toBe("")
  })
})
