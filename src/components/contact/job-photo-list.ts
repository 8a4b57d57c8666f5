import type { PhotoUpload } from "../../lib/send-contact-message"
import { postUpload, type SentPhoto } from "../../lib/photo-upload"
import { choosePhotos, prepareForSending } from "../../lib/job-photo-prepare"

/**
 * The photos of the job a visitor chose for the request, outside React: the photo code's own chunk
 * (useJobPhotos.ts fetches it when the picker is opened), so /contact's first load carries none of
 * it. Each photo is prepared as soon as it is chosen; a file that is not a photo, a sixth photo, or
 * one too large to send as it is gets one line instead. Every change is shown through `show`.
 */

interface ChosenPhoto {
  id: number
  /** The file name the visitor chose. */
  name: string
  /** What goes with the request, once prepared. */
  sent?: SentPhoto
  /** Draws the photo's thumbnail on the list's canvas, when this browser could decode it. */
  draw?: (canvas: HTMLCanvasElement | null) => void
}

export interface PhotoListView {
  photos: readonly ChosenPhoto[]
  /** One line per file left out by the last choice. */
  problems: readonly string[]
  /** While the request uploads: the share of it sent so far, 0 to 1. */
  progress?: number
}

/** A thumbnail's painter for the canvas the list gives it (undefined: the canvas left the page). */
const painter = (thumbnail: ImageBitmap) => (canvas: HTMLCanvasElement | null) =>
  canvas?.getContext("2d")?.drawImage(thumbnail, 0, 0, canvas.width, canvas.height)

export function createPhotoList(show: (view: PhotoListView) => void) {
  let view: PhotoListView = { photos: [], problems: [] }
  const update = (change: Partial<PhotoListView>) => {
    view = { ...view, ...change }
    show(view)
  }
  const preparing = new Map<number, Promise<void>>()
  let nextId = 1
  const usedBytes = () => view.photos.reduce((sum, photo) => sum + (photo.sent?.file.size ?? 0), 0)
  const isChosen = (id: number) => view.photos.some((photo) => photo.id === id)

  function settle(id: number, result: Awaited<ReturnType<typeof prepareForSending>>) {
    preparing.delete(id)
    if (!isChosen(id)) return
    if ("problem" in result) {
      update({ photos: view.photos.filter((photo) => photo.id !== id), problems: [...view.problems, result.problem] })
      return
    }
    const { thumbnail, ...sent } = result
    const ready = { sent, draw: thumbnail && painter(thumbnail) }
    update({ photos: view.photos.map((photo) => (photo.id === id ? { ...photo, ...ready } : photo)) })
  }

  return {
    /** Takes the photos among `files` that fit, with a line per file left out, and prepares them. */
    add(files: readonly File[]) {
      const { taken, problems } = choosePhotos(view.photos.length, files)
      const added = taken.map((file) => ({ id: nextId++, name: file.name }))
      update({ photos: [...view.photos, ...added], problems })
      taken.forEach((file, index) => {
        const { id } = added[index]
        preparing.set(
          id,
          prepareForSending(file, usedBytes).then((result) => settle(id, result)),
        )
      })
    },

    remove(id: number) {
      preparing.delete(id)
      update({ photos: view.photos.filter((photo) => photo.id !== id) })
    },

    /** Once every photo is prepared: how the request goes with them, or undefined with none. */
    async ready(): Promise<PhotoUpload | undefined> {
      await Promise.all(preparing.values())
      const sent = view.photos.flatMap((photo) => (photo.sent ? [photo.sent] : []))
      if (sent.length === 0) return undefined
      return (address, fields, headers) =>
        postUpload(address, fields, headers, sent, (progress) => update({ progress })).finally(() =>
          update({ progress: undefined }),
        )
    },

    clear() {
      preparing.clear()
      update({ photos: [], problems: [], progress: undefined })
    },
  }
}

export type PhotoList = ReturnType<typeof createPhotoList>
