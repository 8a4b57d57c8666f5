import type { GraphQLResolveInfo } from "graphql"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import sharp from "sharp"
import type { ImageService } from "../image-service"
import { COMPARE_RECIPE, HERO_RECIPE, SHARE_RECIPE, VIEWER_RECIPE, type PictureRecipe } from "../image-recipes"
import { netlifyPicture } from "../cdn/netlify-pictures"
import { publishFile } from "../publish-files"
import { imageDataArgs, resizeArgs, resolveImageSharpField } from "../encoding/sharp-pictures"
import { tileRecordOf, type TileResolverContext, type WorkingCopyNode } from "./tile-resolvers"

/**
 * A photo's pictures besides its tiles, as fields of GalleryPhoto (viewer, compare, hero, share),
 * each made to its recipe in image-recipes.ts: pages ask for a field, never for sizes or qualities.
 * Each is made only when a page asks for it (the hero only for the featured photo). Who makes the
 * files is the image service's choice (image-service.ts): gatsby-plugin-sharp during the build, or
 * the host's image CDN from the published working copy. The share image is always a built file:
 * sharing previews fetch it from other sites' servers.
 */
interface PhotoSource {
  /** The id of the photo's working copy (a File node). */
  image: string
}

interface FileNode extends WorkingCopyNode {
  children: string[]
}

interface PictureResolverContext {
  nodeModel: {
    getNodeById(args: { id: string; type: "File" | "ImageSharp" }): FileNode | null
    findOne: TileResolverContext["nodeModel"]["findOne"]
  }
}

function workingCopyOf(source: PhotoSource, context: PictureResolverContext): FileNode {
  const file = context.nodeModel.getNodeById({ id: source.image, type: "File" })
  if (!file) throw new Error(`GalleryPhoto ${source.image}: its working copy is missing`)
  return file
}

/** The ImageSharp node gatsby-transformer-sharp made for the photo's working copy. */
function imageSharpOf(source: PhotoSource, context: PictureResolverContext): object {
  const imageSharp = workingCopyOf(source, context)
    .children.map((id) => context.nodeModel.getNodeById({ id, type: "ImageSharp" }))
    .find((node) => node !== null)
  if (!imageSharp) throw new Error(`GalleryPhoto ${source.image}: its working copy has no image data: run the build again.`)
  return imageSharp
}

/** A working copy's size, read once per version. */
const sizes = new Map<string, Promise<{ width: number; height: number }>>()
function sizeOf(copy: WorkingCopyNode): Promise<{ width: number; height: number }> {
  const key = `${copy.absolutePath}\n${copy.internal.contentDigest}`
  const known = sizes.get(key)
  if (known) return known
  const read = sharp(copy.absolutePath)
    .metadata()
    .then(({ width = 0, height = 0 }) => ({ width, height }))
  sizes.set(key, read)
  return read
}

/** A recipe's picture made by the host's image CDN from the published working copy, in its tiles' colour. */
async function fromTheCdn(copy: WorkingCopyNode, recipe: PictureRecipe, backgroundColor: string): Promise<IGatsbyImageData> {
  const url = publishFile(copy.absolutePath, copy.internal.contentDigest)
  const formats = recipe.formats.map(({ format }) => format)
  const quality = (format: string) => recipe.formats.find((entry) => entry.format === format)?.quality ?? 0
  return netlifyPicture({ url, ...(await sizeOf(copy)) }, recipe, formats, quality, backgroundColor)
}

type Resolve = (source: PhotoSource, args: unknown, context: PictureResolverContext, info: GraphQLResolveInfo) => Promise<unknown>

const picture = (recipe: PictureRecipe, service: ImageService): { resolve: Resolve } => ({
  resolve: async (source, _args, context, info) => {
    const copy = workingCopyOf(source, context)
    // Read in either mode: switching the image service rewrites the record, and so the page.
    const { tiles } = await tileRecordOf(copy, context, service)
    return service === "netlify"
      ? fromTheCdn(copy, recipe, tiles.backgroundColor)
      : resolveImageSharpField("gatsbyImageData", imageSharpOf(source, context), imageDataArgs(recipe), context, info)
  },
})

/** The pictures' resolvers of a build whose image files `service` makes. */
export const pictureResolvers = (service: ImageService) => ({
  GalleryPhoto: {
    viewer: picture(VIEWER_RECIPE, service),
    compare: picture(COMPARE_RECIPE, service),
    hero: picture(HERO_RECIPE, service),
    share: {
      resolve: ((source, _args, context, info) =>
        resolveImageSharpField(
          "resize",
          imageSharpOf(source, context),
          resizeArgs(SHARE_RECIPE),
          context,
          info,
        )) satisfies Resolve,
    },
  },
})
