import { CONTACT_TIMEOUT_MS } from "./contact-message"
import { PHOTO_FIELDS } from "./job-photos"

/** A prepared photo of the job as it goes: its bytes and the name it goes under. */
export interface SentPhoto {
  file: Blob
  name: string
}

/** The fields and photos as multipart form data, each photo in its own field (photo-1, photo-2 ...). */
function withPhotos(fields: Record<string, string>, photos: readonly SentPhoto[]): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  photos.forEach(({ file, name }, index) => form.append(PHOTO_FIELDS[index], file, name))
  return form
}

/**
 * POSTs the fields with the photos as multipart form data (the browser writes its boundary into
 * Content-Type) and resolves with the answer's status, or "unreachable" on a network error, or
 * "no answer"; it tells `onProgress` the share of the upload sent so far (0 to 1). Uploading photos on a slow phone connection can take longer than
 * CONTACT_TIMEOUT_MS, so that limit counts from the last bytes that went out (restarted by each
 * upload progress event), not from the start: fetch tells nothing of an upload's progress,
 * XMLHttpRequest does.
 */
export function postUpload(
  address: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
  photos: readonly SentPhoto[],
  onProgress: (share: number) => void,
): Promise<number | "unreachable" | "no answer"> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = () => {
      clearTimeout(timer)
      timer = setTimeout(() => request.abort(), CONTACT_TIMEOUT_MS)
    }
    const end = (answer: number | "unreachable" | "no answer") => {
      clearTimeout(timer)
      resolve(answer)
    }
    request.open("POST", address)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      wait()
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.upload.onloadend = () => {
      wait()
      onProgress(1)
    }
    request.onload = () => end(request.status)
    request.onerror = () => end("unreachable")
    request.onabort = () => end("no answer")
    wait()
    onProgress(0)
    request.send(withPhotos(fields, photos))
  })
}
