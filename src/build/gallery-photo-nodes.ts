import type { CreateNodeArgs, Node } from "gatsby"
import { isPhotoFile } from "../content-model/gallery-folder"

/** A working copy of a gallery photo (prepare-photos.ts: `.prepared-photos/<photo's file name>/<copy>`). */
const isWorkingCopy = (node: Node) =>
  node.internal.type === "File" &&
  node.sourceInstanceName === "gallery" &&
  typeof node.relativeDirectory === "string" &&
  node.relativeDirectory !== "" &&
  isPhotoFile(String(node.base))

/** Makes a GalleryPhoto node of every working copy; its details come from gallery.json at query time. */
export function createGalleryPhotoNode({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  if (!isWorkingCopy(node)) return
  const fileName = String(node.relativeDirectory)
  const photo = {
    fileName,
    id: createNodeId(`GalleryPhoto ${fileName}`),
    image: node.id,
    parent: node.id,
    children: [],
    internal: { type: "GalleryPhoto", contentDigest: createContentDigest({ fileName, image: node.internal.contentDigest }) },
  }
  actions.createNode(photo)
  actions.createParentChildLink({ parent: node, child: photo as unknown as Node })
}
