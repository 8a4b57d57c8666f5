import type { GalleryEntry } from "../../contract/gallery"
import { PHOTO_DETAIL_FIELDS, photoDetails, sortPhotos, type GalleryPhotoDetails } from "../../contract/gallery-metadata"

/**
 * A photo's alt text, caption, category and order, read at query time from its gallery.json entry
 * (a GalleryJson node). Gatsby records that each page read GalleryJson nodes, so an edit to
 * gallery.json re-runs the page's query on the next build, warm or cold, and in `gatsby develop`.
 */
interface PhotoSource {
  fileName: string
}

export interface GalleryResolverContext {
  nodeModel: {
    findOne(args: { type: "GalleryJson"; query: { filter: { file: { eq: string } } } }): Promise<GalleryEntry | null>
  }
}

/** A photo's details: its gallery.json entry's, or defaults. */
async function detailsOf(source: PhotoSource, context: GalleryResolverContext): Promise<GalleryPhotoDetails> {
  const entry = await context.nodeModel.findOne({ type: "GalleryJson", query: { filter: { file: { eq: source.fileName } } } })
  return photoDetails(source.fileName, entry ?? undefined)
}

/** Photos in gallery order (gallery.json's `order`, then file name). */
export async function inGalleryOrder<Photo extends PhotoSource>(
  photos: Iterable<Photo>,
  context: GalleryResolverContext,
): Promise<Photo[]> {
  const detailed = await Promise.all([...photos].map(async (photo) => ({ photo, ...(await detailsOf(photo, context)) })))
  return sortPhotos(detailed).map(({ photo }) => photo)
}

const detail = <K extends keyof GalleryPhotoDetails>(field: K) => ({
  resolve: async (source: PhotoSource, _args: unknown, context: GalleryResolverContext) =>
    (await detailsOf(source, context))[field],
})

export const galleryPhotoResolvers = {
  GalleryPhoto: Object.fromEntries(PHOTO_DETAIL_FIELDS.map((field) => [field, detail(field)])),
}
