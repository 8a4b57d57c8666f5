/**
 * The viewer's webpack chunk (@reach/dialog, the viewer and its gestures), which a page with a grid
 * fetches once it is idle: its webpackChunkName in Gallery.tsx's import() (a literal there, as
 * webpack reads it). Its bytes are held to a budget; the tests and the bench wait for its file.
 */
export const VIEWER_CHUNK = "gallery-viewer"

/** The viewer's script as webpack names its file (`gallery-viewer-<hash>.js`), at the end of a path or an address. */
export const VIEWER_SCRIPT = new RegExp(`/${VIEWER_CHUNK}-[\\w-]+\\.js$`)
