/**
 * The contrast of a line of text over what lies behind it, measured on rendered pixels (issue 113):
 * with the text made transparent, the 5th- and 95th-percentile relative luminance of the pixels in
 * the line's box, the worse of the two against the text's colour (WCAG 2.1's contrast ratio).
 */

/** An image's pixels as sharp's raw output gives them: rows of `channels` bytes a pixel. */
export interface RawImage {
  data: Uint8Array
  width: number
  height: number
  channels: number
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** WCAG 2.1's relative luminance of an sRGB colour given in 0-255 channels. */
export function relativeLuminance(red: number, green: number, blue: number): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** WCAG 2.1's contrast ratio of two relative luminances (1 to 21). */
export function contrastRatio(first: number, second: number): number {
  const [lighter, darker] = first >= second ? [first, second] : [second, first]
  return (lighter + 0.05) / (darker + 0.05)
}

/** [r, g, b] of a computed CSS colour, "rgb(255, 255, 255)" or "rgba(…)"; throws on anything else. */
export function channelsOf(cssColour: string): [number, number, number] {
  const match = /^rgba?\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?), (\d+(?:\.\d+)?)(?:, ([\d.]+))?\)$/.exec(cssColour)
  if (!match) throw new Error(`Not a computed rgb() colour: ${cssColour}`)
  if (match[4] !== undefined && Number(match[4]) < 1)
    throw new Error(`A translucent text colour has no contrast of its own: ${cssColour}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** The value at fraction `p` (0-1) of an ascending list, nearest rank. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]
}

/** The luminances of the image's pixels inside a box (clipped to the image), ascending. */
function luminancesIn(image: RawImage, box: Box): number[] {
  const left = Math.max(0, Math.floor(box.x))
  const top = Math.max(0, Math.floor(box.y))
  const right = Math.min(image.width, Math.ceil(box.x + box.width))
  const bottom = Math.min(image.height, Math.ceil(box.y + box.height))
  const values: number[] = []
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const at = (y * image.width + x) * image.channels
      values.push(relativeLuminance(image.data[at], image.data[at + 1], image.data[at + 2]))
    }
  }
  return values.sort((a, b) => a - b)
}

/**
 * The worse contrast of the text's colour against the 5th- and the 95th-percentile luminance behind
 * the line's box; null when the box holds no pixel of the image.
 */
export function lineContrast(image: RawImage, box: Box, textColour: string): number | null {
  const behind = luminancesIn(image, box)
  if (behind.length === 0) return null
  const text = relativeLuminance(...channelsOf(textColour))
  return Math.min(contrastRatio(text, percentile(behind, 0.05)), contrastRatio(text, percentile(behind, 0.95)))
}
