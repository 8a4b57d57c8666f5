/**
 * The photos of the job a visitor sends with a request: how many, under which field names, how
 * large. Netlify Forms keeps one file per file field and 8 MB per submission.
 */

export const MAX_PHOTOS = 5

/** The form's file fields, named in its HTML so Netlify's detection keeps every one. */
export const PHOTO_FIELDS = Array.from({ length: MAX_PHOTOS }, (_, index) => `photo-${index + 1}`)

/** The longest side of a photo prepared in the browser: enough to price a job from. */
export const MAX_EDGE_PX = 1600

/** What all the photos of one request may weigh: Netlify's 8 MB per submission, less room for the text. */
export const PHOTOS_BUDGET_BYTES = 8 * 1024 * 1024 - 64 * 1024

/** The size a photo is drawn at: its own, or scaled down to MAX_EDGE_PX on its long side. */
export function scaledSize(width: number, height: number, maxEdge = MAX_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** "4.2 MB": a size as a visitor reads it. */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`

/** Whether a file is a photo the form takes: an image by its type, or an iPhone photo by its name. */
const isPhotoFile = (file: { name: string; type: string }) => file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name)

interface PhotoChoice<File> {
  /** The files taken, at most MAX_PHOTOS with those already chosen. */
  taken: File[]
  /** One line per file left out, saying why. */
  problems: string[]
}

/** Which of the `added` files join the `chosen` count: photos only, up to MAX_PHOTOS in all. */
export function choosePhotos<File extends { name: string; type: string }>(
  chosen: number,
  added: readonly File[],
): PhotoChoice<File> {
  const taken: File[] = []
  const problems: string[] = []
  for (const file of added) {
    if (!isPhotoFile(file)) problems.push(`"${file.name}" is not a photo, so it was left out.`)
    else if (chosen + taken.length >= MAX_PHOTOS)
      problems.push(`"${file.name}" was left out: up to ${MAX_PHOTOS} photos can be sent.`)
    else taken.push(file)
  }
  return { taken, problems }
}
