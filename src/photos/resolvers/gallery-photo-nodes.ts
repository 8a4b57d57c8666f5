import path from "node:path"
import type { CreateNodeArgs, Node } from "gatsby"
import { hasGalleryPhotoExtension } from "../preparing/gallery-folder"
import { topFolderOf } from "../../contract/gallery-files"

/** A working copy of a gallery photo (prepare-photos.ts: `.prepared-photos/<photo's path>/<copy>`). */
const isWorkingCopy = (node: Node) =>
  node.internal.type === "File" &&
  node.sourceInstanceName === "gallery" &&
  typeof node.relativeDirectory === "string" &&
  node.relativeDirectory !== "" &&
  hasGalleryPhotoExtension(String(node.base))

/** Makes a GalleryPhoto node of every working copy; its details come from gallery.json at query time. */
export function createGalleryPhotoNode({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  if (!isWorkingCopy(node)) return
  // On Windows relativeDirectory has backslashes; the photo's path under content/gallery/ has "/".
  const relative = String(node.relativeDirectory).split(path.sep).join("/")
  const fileName = path.posix.basename(relative)
  const folder = topFolderOf(relative)
  const photo = {
    fileName,
    folder,
    id: createNodeId(`GalleryPhoto ${relative}`),
    image: node.id,
    parent: node.id,
    children: [],
    internal: {
      type: "GalleryPhoto",
      contentDigest: createContentDigest({ fileName, folder, image: node.internal.contentDigest }),
    },
  }
  actions.createNode(photo)
  actions.createParentChildLink({ parent: node, child: photo as unknown as Node })
}
