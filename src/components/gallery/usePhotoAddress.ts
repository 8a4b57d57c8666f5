import { useEffect, useMemo, useRef } from "react"
import { onPhotoMove, photoIn, withPhoto } from "../../lib/photo-moves"
import { photoNamesOf, type GalleryItem } from "./types"

/**
 * The page's side of the viewer's address (the viewer writes its entries: photo-address.ts): the
 * photo an address names opens when the page opens (a photo no longer on the page opens the page
 * alone, its address the page's), and Back or Forward between the page's photo entries calls
 * `show` with the photo's index, or null to close the viewer. Returns each photo's name.
 */
export function usePhotoAddress(items: readonly GalleryItem[], show: (index: number | null) => void): readonly string[] {
  const names = useMemo(() => photoNamesOf(items), [items])
  // The names and `show` of the last render, for the listener added once.
  const current = useRef({ names, show })
  useEffect(() => {
    current.current = { names, show }
  })

  useEffect(() => {
    const indexOf = (photo: string | null) => (photo === null ? -1 : current.current.names.indexOf(photo))
    const named = photoIn(window.location.href)
    if (named !== null) {
      if (indexOf(named) >= 0) current.current.show(indexOf(named))
      else window.history.replaceState(window.history.state, "", withPhoto(window.location.href, null))
    }
    return onPhotoMove((photo) => current.current.show(indexOf(photo) >= 0 ? indexOf(photo) : null))
  }, [])

  return names
}
