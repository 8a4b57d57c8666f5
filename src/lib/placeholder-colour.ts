/**
 * A photo's placeholder colour (its dominant colour, tile-files.ts) as a class of the site's shared
 * CSS (src/styles/global.css: .ph000 to .ph333) rather than a style attribute, which the pages'
 * security policy refuses: each channel rounded to the nearest of four levels, 64 colours, each
 * within 34 of the photo's on every channel: close enough for the moment before the photo paints.
 */
export const PLACEHOLDER_LEVELS = [0x22, 0x66, 0xaa, 0xee] as const

/** The level nearest a channel's value (0-255): its index. */
const levelOf = (value: number) =>
  PLACEHOLDER_LEVELS.reduce(
    (nearest, level, index) => (Math.abs(level - value) < Math.abs(PLACEHOLDER_LEVELS[nearest] - value) ? index : nearest),
    0,
  )

/** The class of the palette colour nearest `colour` ("#rrggbb"); "" when it is not one. */
export function placeholderClass(colour: string | undefined): string {
  const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour ?? "")
  if (!channels) return ""
  return `ph${channels
    .slice(1)
    .map((channel) => levelOf(Number.parseInt(channel, 16)))
    .join("")}`
}
