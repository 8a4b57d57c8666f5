import path from "node:path"
import type { ContentCheck } from "../contract/check-content"
import { GALLERY_FOLDER } from "../contract/gallery-files"
import { loadContent } from "../contract/load-content"
import { listGalleryFolder, type GalleryListing } from "../photos/preparing/gallery-folder"
import { ROOT } from "../site-root"

/**
 * The site's content as one build process sees it: the listing of content/gallery/ and the checked
 * content, with its problems and warnings. gatsby-config.ts (the site's identity, which project
 * files are read), onPreBootstrap (the content check) and the editor's configuration all ask for
 * it; the check is made once while no file changed (contract/load-content.ts), and `gatsby
 * develop` sees each change the owner makes.
 */
interface ContentSnapshot {
  gallery: GalleryListing
  /** The content (every file without problems: a file with one is missing, and the build stops on it). */
  check: ContentCheck
}

export function contentSnapshot(root = ROOT): ContentSnapshot {
  const gallery = listGalleryFolder(path.join(root, GALLERY_FOLDER), GALLERY_FOLDER)
  return { gallery, check: loadContent(root, gallery) }
}
