import { useRef, useState } from "react"
import type { PhotoList, PhotoListView } from "./job-photo-list"

/** The photo code (job-photo-list.ts): its own chunk, fetched when the picker is opened or a photo chosen. */
async function loadList(show: (view: PhotoListView) => void): Promise<PhotoList> {
  const { createPhotoList } = await import(/* webpackChunkName: "job-photos" */ "./job-photo-list")
  return createPhotoList(show)
}

const OFFLINE = "The photos could not be added without a connection. Choose them again once online."

const NONE: PhotoListView = { photos: [], problems: [] }

/** The photos of the job a visitor chose for the request, kept by the photo code once it is fetched. */
export function useJobPhotos() {
  const [view, setView] = useState(NONE)
  const list = useRef<Promise<PhotoList | undefined>>()
  // The list, fetched once; a failed fetch (offline) is tried again on the next choice.
  const fetched = () => (list.current ??= loadList(setView).catch(() => (list.current = undefined)))

  return {
    ...view,
    preparing: view.photos.some((photo) => !photo.sent),
    /** Fetches the photo code ahead of a choice (the picker being opened), so it is there when the photos are. */
    prefetch: () => void fetched(),
    add: (files: readonly File[]) =>
      void fetched().then((photos) => (photos ? photos.add(files) : setView({ ...NONE, problems: [OFFLINE] }))),
    remove: (id: number) => void list.current?.then((photos) => photos?.remove(id)),
    /** How the request goes with the photos once they are prepared; undefined with none. */
    ready: async () => (await list.current)?.ready(),
    clear: () => void list.current?.then((photos) => photos?.clear()),
  }
}

export type JobPhotos = ReturnType<typeof useJobPhotos>
