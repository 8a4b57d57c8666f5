import { RECENT_WORK_PHOTOS } from "../../contract/rules"
import { inGalleryOrder, type GalleryResolverContext } from "./gallery-resolvers"

/**
 * The home page's recent work (Query.recentWork): the first RECENT_WORK_PHOTOS photos in gallery
 * order, which the owner sets (gallery.json's `order`), found at query time so that adding,
 * ordering or deleting a photo changes the band on the next build.
 */
interface PhotoNode {
  fileName: string
}

interface ResolverContext extends GalleryResolverContext {
  nodeModel: GalleryResolverContext["nodeModel"] & {
    findAll(args: { type: "GalleryPhoto" }): Promise<{ entries: Iterable<PhotoNode> }>
  }
}

export const recentWorkResolvers = {
  Query: {
    recentWork: {
      type: "[GalleryPhoto!]!",
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => {
        const { entries } = await context.nodeModel.findAll({ type: "GalleryPhoto" })
        return (await inGalleryOrder(entries, context)).slice(0, RECENT_WORK_PHOTOS)
      },
    },
  },
}
