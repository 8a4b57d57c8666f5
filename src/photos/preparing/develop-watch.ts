import chokidar from "chokidar"
import { GALLERY_FILE_NAME } from "../../contract/gallery-files"

/** How long to wait after the last change: copying a batch of photos makes many events. */
const SETTLE_MS = 400

/**
 * In `gatsby develop`, calls `onChange` once a burst of changes in the gallery folder (photos
 * added, replaced or removed, in any subfolder) has settled. gallery.json is watched by Gatsby.
 */
export function watchGalleryFolder(folder: string, onChange: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined
  let running = Promise.resolve()
  chokidar.watch(folder, { ignoreInitial: true, ignored: (file: string) => file.endsWith(GALLERY_FILE_NAME) }).on("all", () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      running = running.then(onChange, onChange)
    }, SETTLE_MS)
  })
}
