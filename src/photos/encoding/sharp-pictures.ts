import { coerceInputValue, isObjectType, type GraphQLResolveInfo } from "graphql"
import type { PictureRecipe, SHARE_RECIPE, TileFormat } from "../image-recipes"

/**
 * The pictures of image-recipes.ts made by gatsby-plugin-sharp during the build: each recipe is put
 * in the words of gatsby-transformer-sharp's ImageSharp fields (`gatsbyImageData`, `resize`), and
 * that field's own resolver makes the files, as if a page had queried it.
 */

type FieldArgs = Record<string, unknown>

/** The formats in ImageSharp's GraphQL enum, and each format's options argument. */
const SHARP_FORMAT: Record<TileFormat, { name: string; options: string; extra?: FieldArgs }> = {
  avif: { name: "AVIF", options: "avifOptions" },
  webp: { name: "WEBP", options: "webpOptions" },
  jpeg: { name: "JPG", options: "jpgOptions", extra: { progressive: true } },
}

/** `gatsbyImageData`'s arguments for a recipe. */
export function imageDataArgs(recipe: PictureRecipe): FieldArgs {
  const widest = Math.max(...recipe.widths)
  return {
    layout: recipe.layout === "fullWidth" ? "FULL_WIDTH" : "CONSTRAINED",
    ...(recipe.layout === "constrained" ? { width: widest } : {}),
    breakpoints: recipe.widths,
    ...(recipe.aspectRatio ? { aspectRatio: recipe.aspectRatio, transformOptions: { cropFocus: "CENTER" } } : {}),
    formats: recipe.formats.map(({ format }) => SHARP_FORMAT[format].name),
    placeholder: recipe.dominantColour ? "DOMINANT_COLOR" : "NONE",
    ...Object.fromEntries(
      recipe.formats.map(({ format, quality }) => [SHARP_FORMAT[format].options, { quality, ...SHARP_FORMAT[format].extra }]),
    ),
  }
}

/** `resize`'s arguments for the share image. */
export function resizeArgs(recipe: typeof SHARE_RECIPE): FieldArgs {
  return {
    width: recipe.width,
    height: recipe.height,
    cropFocus: "CENTER",
    toFormat: SHARP_FORMAT[recipe.format].name,
    jpegQuality: recipe.quality,
  }
}

/**
 * Runs the ImageSharp field `name` of `imageSharp` (a photo's ImageSharp node) with `args`, turned
 * into the values GraphQL itself would hand the resolver (enum names to their values, defaults
 * filled in), so the files are the ones a query with those arguments makes.
 */
export async function resolveImageSharpField(
  name: "gatsbyImageData" | "resize",
  imageSharp: object,
  args: FieldArgs,
  context: unknown,
  info: GraphQLResolveInfo,
): Promise<unknown> {
  const type = info.schema.getType("ImageSharp")
  const field = isObjectType(type) ? type.getFields()[name] : undefined
  if (!field?.resolve) throw new Error(`ImageSharp.${name} is missing: is gatsby-transformer-sharp in gatsby-config.ts?`)
  const values = Object.fromEntries(
    field.args.flatMap((arg) => {
      const given = args[arg.name]
      if (given !== undefined) return [[arg.name, coerceInputValue(given, arg.type)]]
      return arg.defaultValue === undefined ? [] : [[arg.name, arg.defaultValue]]
    }),
  )
  const unknown = Object.keys(args).filter((key) => !field.args.some((arg) => arg.name === key))
  if (unknown.length > 0) throw new Error(`ImageSharp.${name} takes no ${unknown.join(", ")}`)
  return field.resolve(imageSharp, values, context, info)
}
