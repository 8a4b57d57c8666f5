import path from "node:path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TILE_ASPECT_RATIO, TILE_FORMATS, TILE_SHAPE, type TileFormat } from "../image-recipes"
import { netlifyPicture } from "../cdn/netlify-pictures"
import { TILE_FOLDER, TILE_RECORD_FILE } from "../photo-rules"
import { publishFile } from "../publish-files"
import { readTiles, type TileSet } from "../encoding/tile-files"
import type { TileBox } from "../encoding/tile-box"
import type { ImageService } from "../image-service"

/**
 * GalleryPhoto.tiles: a photo's grid tiles (made with its working copy, tile-files.ts) as
 * gatsby-plugin-image data, the files published beside the photo's other images (publish-files.ts);
 * when the host's image CDN makes them (image-service.ts), the tile source is published and every
 * file is an address of the CDN, each format and width at the quality its record gives it.
 */
export interface WorkingCopyNode {
  absolutePath: string
  internal: { contentDigest: string }
}

export interface TileResolverContext {
  nodeModel: {
    getNodeById(args: { id: string; type: "File" }): WorkingCopyNode | null
    findOne(args: {
      type: "File"
      query: { filter: { absolutePath: { eq: string } } }
    }): Promise<{ internal: { contentDigest: string } } | null>
  }
}

const MIME_TYPES: Record<TileFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" }

/**
 * The tiles' record of a working copy (its search's qualities, its colour, its files). Its File
 * node is looked up too, so that Gatsby builds the asking page again when the record changes (new
 * tile settings, another image service), though the working copy did not.
 */
export async function tileRecordOf(
  image: WorkingCopyNode,
  context: TileResolverContext,
  service: ImageService,
): Promise<{ tiles: TileSet; folder: string }> {
  const folder = path.join(path.dirname(image.absolutePath), TILE_FOLDER)
  const record = await context.nodeModel.findOne({
    type: "File",
    query: { filter: { absolutePath: { eq: path.join(folder, TILE_RECORD_FILE) } } },
  })
  // The tiles and the other pictures of a photo ask on each page: the file is read once per version.
  const key = `${folder}\n${record?.internal.contentDigest ?? ""}`
  const known = records.get(key)
  if (known) return { tiles: known, folder }
  const tiles = readTiles(folder, service)
  if (!tiles) throw new Error(`The grid tiles of ${image.absolutePath} are missing: run the build again.`)
  if (record) records.set(key, tiles)
  return { tiles, folder }
}

const records = new Map<string, TileSet>()

/**
 * Every page that shows a photo asks for its tiles (the gallery, its service's and project's pages,
 * the project cards): the record is read and the files published once per photo version and build.
 */
const published = new Map<string, IGatsbyImageData>()

async function tilesOf(image: WorkingCopyNode, context: TileResolverContext, service: ImageService): Promise<IGatsbyImageData> {
  const { tiles, folder } = await tileRecordOf(image, context, service)
  const key = `${image.absolutePath}\n${image.internal.contentDigest}\n${tiles.settings}`
  const known = published.get(key)
  if (known) return known
  const made = publishTiles(tiles, folder, image.internal.contentDigest)
  published.set(key, made)
  return made
}

function publishTiles(tiles: TileSet, folder: string, digest: string): IGatsbyImageData {
  if (tiles.source) {
    const { name, width, height, files } = tiles.source
    const url = publishFile(path.join(folder, name), digest)
    const quality = (format: TileFormat, tileWidth: number) => {
      const file = files.find((made) => made.format === format && made.width === tileWidth)
      if (!file)
        throw new Error(`${path.join(folder, TILE_RECORD_FILE)} has no ${format} tile ${tileWidth} px wide: run the build again.`)
      return file.quality
    }
    return netlifyPicture({ url, width, height }, TILE_SHAPE, TILE_FORMATS, quality, tiles.backgroundColor)
  }
  const addressOf = (name: string) => publishFile(path.join(folder, name), digest)
  const srcSet = (format: TileFormat) =>
    tiles.files
      .filter((file) => file.format === format)
      .map((file) => `${addressOf(file.name)} ${file.width}w`)
      .join(",")
  const jpeg = tiles.files.find((file) => file.format === "jpeg")
  return {
    layout: "fullWidth",
    width: 1,
    height: 1 / TILE_ASPECT_RATIO,
    backgroundColor: tiles.backgroundColor,
    images: {
      sources: [
        { type: MIME_TYPES.avif, srcSet: srcSet("avif") },
        { type: MIME_TYPES.webp, srcSet: srcSet("webp") },
      ],
      fallback: { src: jpeg ? addressOf(jpeg.name) : "" },
    },
  }
}

function workingCopyOf(source: { image: string }, context: TileResolverContext): WorkingCopyNode {
  const image = context.nodeModel.getNodeById({ id: source.image, type: "File" })
  if (!image) throw new Error(`GalleryPhoto ${source.image}: its working copy is missing`)
  return image
}

/** The tiles' resolvers of a build whose image files `service` makes: the tiles, and where they sit in the photo. */
export const tileResolvers = (service: ImageService) => ({
  GalleryPhoto: {
    tiles: {
      resolve: (source: { image: string }, _args: unknown, context: TileResolverContext) =>
        tilesOf(workingCopyOf(source, context), context, service),
    },
    tileBox: {
      resolve: async (source: { image: string }, _args: unknown, context: TileResolverContext): Promise<TileBox | null> =>
        (await tileRecordOf(workingCopyOf(source, context), context, service)).tiles.box ?? null,
    },
  },
})
