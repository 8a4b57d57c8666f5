import { namedOrFirst } from "../../contract/gallery-metadata"
import { inGalleryOrder, type GalleryResolverContext } from "./gallery-resolvers"

/**
 * A project's photos and cover, found at query time among the GalleryPhoto nodes of its folder, so
 * a photo added to or removed from the folder changes the project's page on the next build.
 */
interface ProjectSource {
  folder: string
  cover?: string | null
}

interface PhotoNode {
  fileName: string
  folder: string
}

interface ResolverContext extends GalleryResolverContext {
  nodeModel: GalleryResolverContext["nodeModel"] & {
    findAll(args: {
      type: "GalleryPhoto"
      query: { filter: { folder: { eq: string } } }
    }): Promise<{ entries: Iterable<PhotoNode> }>
  }
}

/** The photos of the project's folder, in gallery order (gallery.json's `order`, then file name). */
async function photosOf(project: ProjectSource, context: ResolverContext): Promise<PhotoNode[]> {
  const { entries } = await context.nodeModel.findAll({
    type: "GalleryPhoto",
    query: { filter: { folder: { eq: project.folder } } },
  })
  return inGalleryOrder(entries, context)
}

export const projectResolvers = {
  ProjectJson: {
    photos: { resolve: (source: ProjectSource, _args: unknown, context: ResolverContext) => photosOf(source, context) },
    coverPhoto: {
      resolve: async (source: ProjectSource, _args: unknown, context: ResolverContext) => {
        return namedOrFirst(await photosOf(source, context), source.cover, (photo) => photo.fileName)
      },
    },
  },
}
