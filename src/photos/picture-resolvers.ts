import type { GraphQLResolveInfo } from "graphql"
import { COMPARE_RECIPE, HERO_RECIPE, SHARE_RECIPE, VIEWER_RECIPE, type PictureRecipe } from "./image-recipes"
import { imageDataArgs, resizeArgs, resolveImageSharpField } from "./sharp-pictures"

/**
 * A photo's pictures besides its tiles, as fields of GalleryPhoto (viewer, compare, hero, share),
 * each made to its recipe in image-recipes.ts: pages ask for a field, never for sizes or qualities.
 * Each is made only when a page asks for it (the hero only for the featured photo).
 */
interface PhotoSource {
  /** The id of the photo's working copy (a File node). */
  image: string
}

interface ParentNode {
  children: string[]
}

interface PictureResolverContext {
  nodeModel: { getNodeById(args: { id: string; type: "File" | "ImageSharp" }): ParentNode | null }
}

/** The ImageSharp node gatsby-transformer-sharp made for the photo's working copy. */
function imageSharpOf(source: PhotoSource, context: PictureResolverContext): ParentNode {
  const file = context.nodeModel.getNodeById({ id: source.image, type: "File" })
  const imageSharp = file?.children
    .map((id) => context.nodeModel.getNodeById({ id, type: "ImageSharp" }))
    .find((node) => node !== null)
  if (!imageSharp) throw new Error(`GalleryPhoto ${source.image}: its working copy has no image data: run the build again.`)
  return imageSharp
}

type Resolve = (source: PhotoSource, args: unknown, context: PictureResolverContext, info: GraphQLResolveInfo) => Promise<unknown>

/** A field made by the ImageSharp field `name` with `args`. */
const madeBy = (name: "gatsbyImageData" | "resize", args: Record<string, unknown>): { resolve: Resolve } => ({
  resolve: (source, _args, context, info) => resolveImageSharpField(name, imageSharpOf(source, context), args, context, info),
})

const picture = (recipe: PictureRecipe) => madeBy("gatsbyImageData", imageDataArgs(recipe))

export const pictureResolvers = {
  GalleryPhoto: {
    viewer: picture(VIEWER_RECIPE),
    compare: picture(COMPARE_RECIPE),
    hero: picture(HERO_RECIPE),
    share: madeBy("resize", resizeArgs(SHARE_RECIPE)),
  },
}
