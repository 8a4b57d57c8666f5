import { scaledSize } from "./job-photos"

/**
 * Prepares a visitor's photo for sending, in the browser (its own chunk, fetched with the first
 * photo chosen): turned upright by its orientation tag, scaled to MAX_EDGE_PX on its long side and
 * re-encoded as JPEG, which keeps only the pixels (no GPS position, camera or date). Undefined for
 * a photo this browser cannot decode (HEIC in Chrome).
 */
const PREPARED_TYPE = "image/jpeg"
const QUALITY = 0.8

export async function preparePhoto(file: Blob): Promise<Blob | undefined> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" })
  } catch {
    return undefined
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height)
  const canvas = document.createElement("canvas")
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext("2d")
  if (!context) return undefined
  context.imageSmoothingQuality = "high"
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), PREPARED_TYPE, QUALITY))
}
