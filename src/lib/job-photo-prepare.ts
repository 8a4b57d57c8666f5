import { MAX_PHOTOS, THUMBNAIL_PX } from "./job-photos"
import netlifyForms from "./netlify-forms.json"

/**
 * What happens to a photo a visitor chooses for a request, in the browser (part of the photo
 * code's own chunk, job-photo-list.ts). A photo is turned upright by its
 * orientation tag, scaled to MAX_EDGE_PX on its long side and re-encoded as JPEG, which keeps only
 * the pixels (no GPS position, camera or date). One this browser cannot decode (HEIC in Chrome)
 * goes as it is while the request stays within Netlify's 8 MB per submission.
 */

/** The longest side of a prepared photo: enough to price a job from. */
export const MAX_EDGE_PX = 1600

/** What all the photos of one request may weigh: Netlify's 8 MB per submission, less room for the text. */
const PHOTOS_BUDGET_BYTES = netlifyForms.maxRequestBytes - 64 * 1024

const QUALITY = 0.8

/** The size a photo is drawn at: its own, or scaled down to MAX_EDGE_PX on its long side. */
export function scaledSize(width: number, height: number, maxEdge = MAX_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** "4.2 MB": a size as a visitor reads it. */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`

/** Whether a file is a photo the form takes: an image by its type, or an iPhone photo by its name. */
const hasImageTypeOrHeicName = (file: { name: string; type: string }) =>
  file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name)

/** Which of the `added` files join the `chosen` count, photos only, up to MAX_PHOTOS in all, and a line per file left out. */
export function choosePhotos<File extends { name: string; type: string }>(
  chosen: number,
  added: readonly File[],
): { taken: File[]; problems: string[] } {
  const taken: File[] = []
  const problems: string[] = []
  for (const file of added) {
    if (!hasImageTypeOrHeicName(file)) problems.push(`"${file.name}" is not a photo, so it was left out.`)
    else if (chosen + taken.length >= MAX_PHOTOS)
      problems.push(`"${file.name}" was left out: up to ${MAX_PHOTOS} photos can be sent.`)
    else taken.push(file)
  }
  return { taken, problems }
}

/** The square from the middle of a width x height picture. */
function middleSquare(width: number, height: number) {
  const side = Math.min(width, height)
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), side }
}

/**
 * The photo upright, at most MAX_EDGE_PX, as JPEG without metadata, with its thumbnail (drawn on a
 * canvas by the list: the public pages' security policy allows no blob: images); undefined when
 * this browser cannot decode it.
 */
async function preparePhoto(file: Blob): Promise<{ file: Blob; thumbnail: ImageBitmap } | undefined> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" })
    const { width, height } = scaledSize(bitmap.width, bitmap.height)
    const canvas = document.createElement("canvas")
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext("2d")
    if (!context) return undefined
    context.imageSmoothingQuality = "high"
    context.drawImage(bitmap, 0, 0, width, height)
    bitmap.close()
    const { x, y, side } = middleSquare(width, height)
    const [prepared, thumbnail] = await Promise.all([
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY)),
      createImageBitmap(canvas, x, y, side, side, {
        resizeWidth: THUMBNAIL_PX,
        resizeHeight: THUMBNAIL_PX,
        resizeQuality: "high",
      }),
    ])
    return prepared ? { file: prepared, thumbnail } : undefined
  } catch {
    return undefined
  }
}

/**
 * What goes for a chosen photo: the prepared JPEG (named like the photo, with .jpg) and its
 * thumbnail, or the photo as it is when it cannot be prepared and fits beside the `used` bytes of
 * the others; else the line that says why it was left out.
 */
export async function prepareForSending(
  file: File,
  used: () => number,
): Promise<{ file: Blob; name: string; thumbnail?: ImageBitmap } | { problem: string }> {
  const prepared = await preparePhoto(file)
  if (prepared) return { ...prepared, name: file.name.replace(/(\.[^.]*)?$/, ".jpg") }
  if (used() + file.size <= PHOTOS_BUDGET_BYTES) return { file, name: file.name }
  return {
    problem: `"${file.name}" cannot be prepared on this device and is too large to send as it is (${megabytes(file.size)}). Save it as a JPEG and choose it again.`,
  }
}
