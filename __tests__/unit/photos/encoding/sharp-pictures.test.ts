import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLResolveInfo,
} from "graphql"
import {
  COMPARE_RECIPE,
  HERO_RECIPE,
  LARGEST_SERVED_EDGE_PX,
  SHARE_RECIPE,
  TILE_ASPECT_RATIO,
  TILE_WIDTHS,
  VIEWER_RECIPE,
  type PictureRecipe,
  type TileFormat,
} from "../../../../src/photos/image-recipes"
import { imageDataArgs, resizeArgs, resolveImageSharpField } from "../../../../src/photos/encoding/sharp-pictures"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.photoWork)

const qualityOf = (recipe: PictureRecipe, format: TileFormat) => recipe.formats.find((entry) => entry.format === format)?.quality

describe("the recipes in gatsby-transformer-sharp's words", () => {
  it("the viewer: constrained to its widest file, WebP only, no placeholder", () => {
    expect(imageDataArgs(VIEWER_RECIPE)).toEqual({
      layout: "CONSTRAINED",
      width: LARGEST_SERVED_EDGE_PX,
      breakpoints: VIEWER_RECIPE.widths,
      formats: ["WEBP"],
      placeholder: "NONE",
      webpOptions: { quality: qualityOf(VIEWER_RECIPE, "webp") },
    })
  })

  it("the before/after pair: the tile's shape cut around the centre, AVIF then WebP, each at its quality", () => {
    expect(imageDataArgs(COMPARE_RECIPE)).toEqual({
      layout: "FULL_WIDTH",
      breakpoints: TILE_WIDTHS,
      aspectRatio: TILE_ASPECT_RATIO,
      transformOptions: { cropFocus: "CENTER" },
      formats: ["AVIF", "WEBP"],
      placeholder: "DOMINANT_COLOR",
      avifOptions: { quality: qualityOf(COMPARE_RECIPE, "avif") },
      webpOptions: { quality: qualityOf(COMPARE_RECIPE, "webp") },
    })
  })

  it("the hero: a progressive JPEG for browsers without AVIF or WebP", () => {
    expect(imageDataArgs(HERO_RECIPE)).toMatchObject({
      formats: ["AVIF", "WEBP", "JPG"],
      jpgOptions: { quality: qualityOf(HERO_RECIPE, "jpeg"), progressive: true },
    })
  })

  it("the share image: resize's width, height, centre crop, JPEG and quality", () => {
    const { width, height, quality } = SHARE_RECIPE
    expect(resizeArgs(SHARE_RECIPE)).toEqual({ width, height, cropFocus: "CENTER", toFormat: "JPG", jpegQuality: quality })
  })
})

describe("resolveImageSharpField", () => {
  const Layout = new GraphQLEnumType({
    name: "ImageLayout",
    values: { CONSTRAINED: { value: "constrained" }, FULL_WIDTH: { value: "fullWidth" } },
  })
  const Format = new GraphQLEnumType({ name: "ImageFormat", values: { WEBP: { value: "webp" }, AVIF: { value: "avif" } } })
  const Options = new GraphQLInputObjectType({
    name: "WebPOptions",
    fields: { quality: { type: GraphQLInt }, effort: { type: GraphQLInt, defaultValue: 4 } },
  })
  const received: unknown[] = []
  const ImageSharp = new GraphQLObjectType({
    name: "ImageSharp",
    fields: {
      gatsbyImageData: {
        type: GraphQLString,
        args: {
          layout: { type: Layout, defaultValue: "constrained" },
          formats: { type: new GraphQLList(Format) },
          webpOptions: { type: Options },
          breakpoints: { type: new GraphQLList(GraphQLInt) },
        },
        resolve: (source: unknown, args: unknown) => {
          received.push({ source, args })
          return "made"
        },
      },
    },
  })
  const schema = new GraphQLSchema({ query: ImageSharp })
  // Only the schema is read from `info`; the rest of a real query's info does not matter here.
  const info = { schema } as GraphQLResolveInfo

  beforeEach(() => {
    received.length = 0
  })

  it("hands the field's resolver the values GraphQL would: enum values, input defaults and argument defaults filled in", async () => {
    const node = { id: "image-sharp-1" }
    const made = await resolveImageSharpField(
      "gatsbyImageData",
      node,
      { formats: ["WEBP", "AVIF"], webpOptions: { quality: 70 } },
      {},
      info,
    )
    expect(made).toBe("made")
    expect(received).toEqual([
      { source: node, args: { layout: "constrained", formats: ["webp", "avif"], webpOptions: { quality: 70, effort: 4 } } },
    ])
  })

  it("refuses an argument the field does not take, and a value its type does not", async () => {
    await expect(resolveImageSharpField("gatsbyImageData", {}, { quality: 50 }, {}, info)).rejects.toThrow(
      "ImageSharp.gatsbyImageData takes no quality",
    )
    await expect(resolveImageSharpField("gatsbyImageData", {}, { layout: "FIXED" }, {}, info)).rejects.toThrow(/FIXED/)
    expect(received).toEqual([])
  })

  it("names the missing plugin when there is no such field", async () => {
    await expect(resolveImageSharpField("resize", {}, {}, {}, info)).rejects.toThrow(/gatsby-transformer-sharp/)
  })
})
