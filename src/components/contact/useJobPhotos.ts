import { useRef, useState } from "react"
import { choosePhotos, megabytes, PHOTOS_BUDGET_BYTES } from "../../lib/job-photos"

/** The preparation's code: its own chunk, fetched with the first photo chosen. */
const loadPreparer = () => import("../../lib/prepare-photo").then((module) => module.preparePhoto)

export interface ChosenPhoto {
  id: number
  /** The file name the visitor chose. */
  name: string
  /** What is sent: the prepared photo, or the original where this browser cannot decode it. None while preparing. */
  file?: Blob
}

/** `IMG_0412.HEIC` prepared as JPEG is sent as `IMG_0412.jpg`. */
const sentName = (photo: ChosenPhoto) =>
  photo.file?.type === "image/jpeg" ? photo.name.replace(/(\.[^.]*)?$/, ".jpg") : photo.name

/**
 * The photos of the job a visitor chose for the request: each prepared in the browser as soon as it
 * is chosen (prepare-photo.ts). A photo the browser cannot decode goes as it is while the request
 * stays within Netlify's 8 MB, else it is refused with one line; so is a file that is not a photo,
 * or a sixth photo.
 */
export function useJobPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([])
  const [problems, setProblems] = useState<string[]>([])
  // The list as it is now, for preparations that end after other changes.
  const current = useRef<ChosenPhoto[]>([])
  const preparing = useRef(new Map<number, Promise<void>>())
  const nextId = useRef(1)

  const commit = (next: ChosenPhoto[]) => {
    current.current = next
    setPhotos(next)
  }

  function settle(id: number, original: File, prepared: Blob | undefined) {
    preparing.current.delete(id)
    const photo = current.current.find((candidate) => candidate.id === id)
    if (!photo) return
    const used = current.current.reduce((sum, other) => sum + (other.file?.size ?? 0), 0)
    const file = prepared ?? (used + original.size <= PHOTOS_BUDGET_BYTES ? original : undefined)
    if (file) {
      commit(current.current.map((candidate) => (candidate.id === id ? { ...candidate, file } : candidate)))
      return
    }
    commit(current.current.filter((candidate) => candidate.id !== id))
    setProblems((lines) => [
      ...lines,
      `"${photo.name}" cannot be prepared on this device and is too large to send as it is (${megabytes(original.size)}). Save it as a JPEG and choose it again.`,
    ])
  }

  function add(files: readonly File[]) {
    const { taken, problems: refused } = choosePhotos(current.current.length, files)
    const added = taken.map((file) => ({ id: nextId.current++, name: file.name }))
    commit([...current.current, ...added])
    setProblems(refused)
    taken.forEach((file, index) => {
      const { id } = added[index]
      const work = loadPreparer()
        .then((prepare) => prepare(file))
        .catch(() => undefined)
        .then((prepared) => settle(id, file, prepared))
      preparing.current.set(id, work)
    })
  }

  function remove(id: number) {
    preparing.current.delete(id)
    commit(current.current.filter((photo) => photo.id !== id))
  }

  /** The photos to send, once every preparation has ended, with their file names. */
  async function ready(): Promise<Array<{ file: Blob; name: string }>> {
    await Promise.all(preparing.current.values())
    return current.current.flatMap((photo) => (photo.file ? [{ file: photo.file, name: sentName(photo) }] : []))
  }

  function clear() {
    preparing.current.clear()
    commit([])
    setProblems([])
  }

  return { photos, problems, add, remove, ready, clear, preparing: photos.some((photo) => !photo.file) }
}
