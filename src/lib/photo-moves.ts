/**
 * Back and Forward between a page's photo addresses (photo-address.ts) belong to its viewer, not
 * to Gatsby's router, whose listener would render the page again, announce it as a new page and
 * scroll. Loaded with every page (gatsby-browser.tsx), so kept small: the rest of the viewer's
 * history is in photo-address.ts, with the gallery.
 */

/** The query parameter that names the photo in the viewer: /gallery?photo=kitchen-remodel-worcester. */
const PHOTO_PARAMETER = "photo"

/** A photo's file name without its extension: its name in a viewer's address, unless two of the page's photos share it. */
export const photoStem = (fileName: string): string => fileName.replace(/\.[^.]+$/, "")

/** The address of `page` (a site path) with its viewer open on `photo`: /gallery?photo=deck (the home page's recent work). */
export const photoAddressOf = (page: string, photo: string): string => `${page}?${PHOTO_PARAMETER}=${encodeURIComponent(photo)}`

/** The photo `href` names, if any. */
export const photoIn = (href: string): string | null => new URL(href).searchParams.get(PHOTO_PARAMETER) || null

/** `href` (absolute) naming `photo`, or no photo: its path, its other parameters and its fragment kept. */
export function withPhoto(href: string, photo: string | null): string {
  const url = new URL(href)
  if (photo === null) url.searchParams.delete(PHOTO_PARAMETER)
  else url.searchParams.set(PHOTO_PARAMETER, photo)
  return `${url.pathname}${url.search}${url.hash}`
}

type PhotoListener = (photo: string | null) => void
const listeners = new Set<PhotoListener>()
/** The page Gatsby's router shows: its address without a photo. */
let shownPage: string | null = null

const pageOf = (href: string) => withPhoto(href, null)

/** Tells the guard which page Gatsby's router now shows (on each route update). */
export function pageShown(href: string): void {
  shownPage = pageOf(href)
}

/**
 * Registered before the router listens (onClientEntry): stops a move between two addresses of the
 * shown page that differ only in their photo, and tells the viewers which photo it now names.
 */
export function keepPhotoMovesInPage(): void {
  shownPage ??= pageOf(window.location.href)
  window.addEventListener("popstate", (event) => {
    const page = pageOf(window.location.href)
    if (page !== shownPage) {
      shownPage = page
      return
    }
    event.stopImmediatePropagation()
    const photo = photoIn(window.location.href)
    listeners.forEach((listener) => listener(photo))
  })
}

/** Calls `listener` with the photo named each time Back or Forward moves between the page's photo entries. Returns what stops it. */
export function onPhotoMove(listener: PhotoListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
