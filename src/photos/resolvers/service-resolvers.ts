import { inGalleryOrder, type GalleryResolverContext } from "./gallery-resolvers"

/**
 * A service's cover photo, found at query time: the gallery photo services.json names as its cover
 * (any photo of the gallery), or else the first in gallery order of the photos whose gallery.json
 * entry names the service, so tagging, ordering or deleting a photo changes its cards and its page
 * on the next build; none while it has neither. (preparation-order.ts prepares the same photo early.)
 */
interface ServiceSource {
  slug: string
  cover?: string | null
}

interface PhotoNode {
  fileName: string
}

interface ResolverContext extends GalleryResolverContext {
  nodeModel: GalleryResolverContext["nodeModel"] & {
    findOne(args: { type: "GalleryPhoto"; query: { filter: { fileName: { eq: string } } } }): Promise<PhotoNode | null>
    findAll(args: {
      type: "GalleryJson"
      query: { filter: { services: { in: string[] } } }
    }): Promise<{ entries: Iterable<{ file: string }> }>
    findAll(args: {
      type: "GalleryPhoto"
      query: { filter: { fileName: { in: string[] } } }
    }): Promise<{ entries: Iterable<PhotoNode> }>
  }
}

async function coverOf(service: ServiceSource, context: ResolverContext): Promise<PhotoNode | null> {
  if (service.cover) {
    // A name no photo has any more (deleted: the build warns) falls back to the first.
    const named = await context.nodeModel.findOne({
      type: "GalleryPhoto",
      query: { filter: { fileName: { eq: service.cover } } },
    })
    if (named) return named
  }
  const tagged = await context.nodeModel.findAll({ type: "GalleryJson", query: { filter: { services: { in: [service.slug] } } } })
  const files = [...tagged.entries].map((entry) => entry.file)
  if (files.length === 0) return null
  // Only photos still in the gallery: an entry may outlive its file.
  const { entries } = await context.nodeModel.findAll({ type: "GalleryPhoto", query: { filter: { fileName: { in: files } } } })
  return (await inGalleryOrder(entries, context))[0] ?? null
}

export const serviceResolvers = {
  ServicesJson: {
    coverPhoto: { resolve: (source: ServiceSource, _args: unknown, context: ResolverContext) => coverOf(source, context) },
  },
}
