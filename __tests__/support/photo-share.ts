import type { RawImage } from "./line-contrast"

/**
 * How much of a screen a photo visibly shows (issue 113): the share of its pixels that change by
 * more than `threshold` on some channel between the screen as it is and the same screen with the
 * page's images hidden (their placeholders' colours left).
 */
export const PHOTO_VISIBLE_THRESHOLD = 32

export function photoShare(withPhotos: RawImage, withoutPhotos: RawImage, threshold = PHOTO_VISIBLE_THRESHOLD): number {
  if (withPhotos.width !== withoutPhotos.width || withPhotos.height !== withoutPhotos.height) {
    throw new Error("The two screens differ in size")
  }
  const pixels = withPhotos.width * withPhotos.height
  let changed = 0
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const a = pixel * withPhotos.channels
    const b = pixel * withoutPhotos.channels
    for (let channel = 0; channel < 3; channel += 1) {
      if (Math.abs(withPhotos.data[a + channel] - withoutPhotos.data[b + channel]) > threshold) {
        changed += 1
        break
      }
    }
  }
  return changed / pixels
}
