import { namedOrFirst } from "../../contract/gallery-metadata"
import { inGalleryOrder, type GalleryResolverContext } from "./gallery-resolvers"

/**
 * business.json's featuredPhoto, shown on the home page and when a page is shared: the photo it
 * names (its @link), or, when that photo is gone (deleted: the build warns), the first photo in
 * gallery order; none when the gallery is empty.
 */
interface PhotoNode {
  fileName: string
}

interface ResolverContext extends GalleryResolverContext {
  nodeModel: GalleryResolverContext["nodeModel"] & {
    findAll(args: { type: "GalleryPhoto" }): Promise<{ entries: Iterable<PhotoNode> }>
  }
}

type Resolve = (source: unknown, args: unknown, context: ResolverContext, info: ResolveInfo) => Promise<PhotoNode | null>
interface ResolveInfo {
  /** The field's own resolver: here the @link by file name of the schema (contract/business.ts). */
  originalResolver: Resolve
}

const resolve: Resolve = async (source, args, context, info) => {
  const named = await info.originalResolver(source, args, context, info)
  const { entries } = await context.nodeModel.findAll({ type: "GalleryPhoto" })
  return namedOrFirst(await inGalleryOrder(entries, context), named?.fileName, (photo) => photo.fileName) ?? null
}

export const featuredPhotoResolvers = { BusinessJson: { featuredPhoto: { resolve } } }
