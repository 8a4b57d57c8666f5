/**
 * A photo's placeholder colour (its dominant colour, tile-files.ts) as classes of the site's shared
 * CSS rather than a style attribute, which the pages' security policy refuses: each channel rounded
 * to the nearest of four levels, a class each (src/styles/global.css: .phr0-.phr3, .phg0-.phg3,
 * .phb0-.phb3; twelve rules, not one for each of the 64 colours, which every page would carry),
 * each within 34 of the photo's on every channel: close enough for the moment before the photo paints.
 */
export const PLACEHOLDER_LEVELS = [0x22, 0x66, 0xaa, 0xee] as const

/** The level nearest a channel's value (0-255): its index. */
const levelOf = (value: number) =>
  PLACEHOLDER_LEVELS.reduce(
    (nearest, level, index) => (Math.abs(level - value) < Math.abs(PLACEHOLDER_LEVELS[nearest] - value) ? index : nearest),
    0,
  )

const CHANNELS = ["r", "g", "b"] as const

/** The classes of the palette colour nearest `colour` ("#rrggbb"), "phr2 phg1 phb0"; "" when it is not one. */
export function placeholderClass(colour: string | undefined): string {
  const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour ?? "")
  if (!channels) return ""
  return channels
    .slice(1)
    .map((channel, index) => `ph${CHANNELS[index]}${levelOf(Number.parseInt(channel, 16))}`)
    .join(" ")
}
