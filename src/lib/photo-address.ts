import { onPhotoMove, photoIn, withPhoto } from "./photo-moves"

/**
 * Each photo a page's viewer shows has an address: the page's own with the photo's name
 * (/gallery?photo=kitchen-remodel-worcester). Opening the viewer adds one history entry at that
 * address and moving to another photo replaces it, so the phone's Back closes the viewer instead of
 * leaving the page; Gatsby's router does not see these moves (photo-moves.ts). Loaded with the
 * viewer, which writes its entries; the page reads the address (usePhotoAddress.ts).
 */

/** What marks a history entry the viewer added (in history.state, beside the router's own). */
const VIEWER_ENTRY = "galleryViewer"

const historyState = (): Record<string, unknown> =>
  typeof window.history.state === "object" && window.history.state !== null
    ? (window.history.state as Record<string, unknown>)
    : {}

/** The viewer opened on `photo`: one new history entry at its address (the router's state kept, so its scroll key is the page's). */
export function enterPhoto(photo: string): void {
  window.history.pushState({ ...historyState(), [VIEWER_ENTRY]: true }, "", withPhoto(window.location.href, photo))
}

/** The viewer moved to `photo`: its entry's address changes, no entry is added. */
export function movePhoto(photo: string): void {
  window.history.replaceState(window.history.state, "", withPhoto(window.location.href, photo))
}

/**
 * The viewer closed by its button, the backdrop or Escape: the entry it added is taken back, so
 * Back never reopens the photo. An address that came with its photo (a link the owner sent, the
 * visit's first entry) is rewritten to the page's, so closing never leaves the site. Resolves
 * once the address is the page's, in a task after the call: the browser has then restored the
 * entry's scroll position, and focus can move.
 */
export function leavePhoto(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (photoIn(window.location.href) === null) {
      setTimeout(resolve, 0)
    } else if (historyState()[VIEWER_ENTRY] === true) {
      const stop = onPhotoMove(() => {
        stop()
        resolve()
      })
      window.history.back()
    } else {
      window.history.replaceState(window.history.state, "", withPhoto(window.location.href, null))
      setTimeout(resolve, 0)
    }
  })
}
