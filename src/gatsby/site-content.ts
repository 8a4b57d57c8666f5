import path from "node:path"
import type { SiteContent } from "../contract/check-content"
import { GALLERY_FOLDER } from "../contract/gallery-files"
import { loadContent } from "../contract/load-content"
import { listGalleryFolder } from "../photos/gallery-folder"
import { ROOT } from "../site-root"

/**
 * The site's content as the loader gives it (contract/load-content.ts: each file read and parsed
 * once per process, checked against its schema with what the gallery holds): every file without
 * problems. A file with a problem is missing here; the build stops on it with the owner's message.
 */
export function siteContent(root = ROOT): Partial<SiteContent> {
  return loadContent(root, listGalleryFolder(path.join(root, GALLERY_FOLDER), GALLERY_FOLDER)).content
}
