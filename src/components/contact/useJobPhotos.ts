import { useRef, useState } from "react"

/** What happens to chosen photos (prepare-photo.ts): its own chunk, fetched when first needed. */
const loadTools = () => import(/* webpackChunkName: "job-photos" */ "../../lib/prepare-photo")

/** Fetches that code ahead of a choice (the picker being opened), so it is there when the photos are. */
export const prefetchPhotoTools = () => void loadTools().catch(() => undefined)

const OFFLINE = "The photos could not be added without a connection. Choose them again once online."

export interface ChosenPhoto {
  id: number
  /** The file name the visitor chose. */
  name: string
  /** What goes with the request, once prepared. */
  sent?: { file: Blob; name: string }
}

/**
 * The photos of the job a visitor chose for the request, each prepared as soon as it is chosen; a
 * file that is not a photo, a sixth photo, or one too large to send as it is gets one line instead.
 */
export function useJobPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([])
  const [problems, setProblems] = useState<string[]>([])
  // The list as it is now, for preparations that end after other changes.
  const current = useRef<ChosenPhoto[]>([])
  // Choices are taken in turn (each counts the photos before it); preparations run side by side.
  const choices = useRef<Promise<void>>(Promise.resolve())
  const preparing = useRef(new Map<number, Promise<void>>())
  const nextId = useRef(1)

  const commit = (next: ChosenPhoto[]) => {
    current.current = next
    setPhotos(next)
  }
  const usedBytes = () => current.current.reduce((sum, photo) => sum + (photo.sent?.file.size ?? 0), 0)

  function settle(id: number, result: Awaited<ReturnType<Awaited<ReturnType<typeof loadTools>>["prepareForSending"]>>) {
    preparing.current.delete(id)
    if (!current.current.some((photo) => photo.id === id)) return
    if ("problem" in result) {
      commit(current.current.filter((photo) => photo.id !== id))
      setProblems((lines) => [...lines, result.problem])
    } else commit(current.current.map((photo) => (photo.id === id ? { ...photo, sent: result } : photo)))
  }

  function add(files: readonly File[]) {
    choices.current = choices.current.then(async () => {
      const tools = await loadTools().catch(() => undefined)
      if (!tools) {
        setProblems([OFFLINE])
        return
      }
      const { taken, problems: refused } = tools.choosePhotos(current.current.length, files)
      const added = taken.map((file) => ({ id: nextId.current++, name: file.name }))
      commit([...current.current, ...added])
      setProblems(refused)
      taken.forEach((file, index) => {
        const { id } = added[index]
        preparing.current.set(
          id,
          tools.prepareForSending(file, usedBytes).then((result) => settle(id, result)),
        )
      })
    })
  }

  function remove(id: number) {
    preparing.current.delete(id)
    commit(current.current.filter((photo) => photo.id !== id))
  }

  /** The photos to send, once every choice and preparation has ended. */
  async function ready(): Promise<Array<{ file: Blob; name: string }>> {
    await choices.current
    await Promise.all(preparing.current.values())
    return current.current.flatMap((photo) => (photo.sent ? [photo.sent] : []))
  }

  function clear() {
    preparing.current.clear()
    commit([])
    setProblems([])
  }

  return { photos, problems, add, remove, ready, clear, preparing: photos.some((photo) => !photo.sent) }
}
