import { readFileSync } from "node:fs"
import path from "node:path"
import { PLACEHOLDER_LEVELS, placeholderClass } from "../../../src/lib/placeholder-colour"

const GLOBAL_CSS = readFileSync(path.join(__dirname, "../../../src/styles/global.css"), "utf8")

/** Each channel's classes as the site's CSS has them: class -> the channel's value. */
const levels = new Map(
  [...GLOBAL_CSS.matchAll(/\.(ph[rgb][0-3])\s*\{\s*--ph-[rgb]:\s*(\d+);\s*\}/g)].map(([, name, value]) => [name, Number(value)]),
)
/** The colour the CSS paints for a placeholder's classes ("phr2 phg1 phb0"): [r, g, b], or undefined unless each channel has a class. */
const shownColour = (classes: string) => {
  const names = classes.split(" ")
  const values = ["r", "g", "b"].map((channel) => levels.get(names.find((name) => name.startsWith(`ph${channel}`)) ?? ""))
  return values.every((value) => value !== undefined) ? (values as number[]) : undefined
}
/** The rule that paints a placeholder from its channels' values. */
const paints = /\.phr0,\s*\.phr1,\s*\.phr2,\s*\.phr3\s*\{\s*background-color:\s*rgb\(var\(--ph-r\) var\(--ph-g\) var\(--ph-b\)\);/

const channels = (colour: string) => [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16))
const hex = (value: number) => value.toString(16).padStart(2, "0")

describe("a photo's placeholder colour", () => {
  it("is a class of the site's CSS for every colour, within 34 of the photo's on each channel", () => {
    expect(levels.size).toBe(PLACEHOLDER_LEVELS.length * 3)
    expect(GLOBAL_CSS).toMatch(paints)
    for (let value = 0; value < 256; value += 5) {
      for (const colour of [
        `#${hex(value)}${hex(255 - value)}${hex((value * 7) % 256)}`,
        `#${hex(value)}${hex(value)}${hex(value)}`,
      ]) {
        const shown = shownColour(placeholderClass(colour))
        expect({ colour, shown: shown !== undefined }).toEqual({ colour, shown: true })
        const worst = Math.max(...channels(colour).map((channel, index) => Math.abs(channel - (shown?.[index] ?? -999))))
        expect({ colour, worst: worst <= 34 }).toEqual({ colour, worst: true })
      }
    }
  })

  it("is the nearest level on each channel, and no class for what is not a colour", () => {
    expect(placeholderClass("#000000")).toBe("phr0 phg0 phb0")
    expect(placeholderClass("#ffffff")).toBe("phr3 phg3 phb3")
    expect(placeholderClass("#8c6a43")).toBe("phr2 phg1 phb0")
    expect(placeholderClass(undefined)).toBe("")
    expect(placeholderClass("transparent")).toBe("")
  })
})
