import { copyFileSync, existsSync, mkdirSync } from "node:fs"
import path from "node:path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TILE_FOLDER } from "./photo-rules"
import { readTiles, type TileFile } from "./tile-files"
import { TILE_ASPECT_RATIO, type TileFormat } from "./image-recipes"
import { ROOT } from "../site-root"

/**
 * GalleryPhoto.tiles: a photo's grid tiles (made with its working copy, tile-files.ts) as
 * gatsby-plugin-image data, published under `public/static/<working copy's digest>/`, the folder
 * gatsby-plugin-sharp uses for the photo's other images, so that prune-derivatives.ts removes them
 * with the rest when the photo goes.
 */
interface WorkingCopyNode {
  absolutePath: string
  internal: { contentDigest: string }
}

interface TileResolverContext {
  nodeModel: { getNodeById(args: { id: string; type: "File" }): WorkingCopyNode | null }
}

const MIME_TYPES: Record<TileFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" }

function publish(files: readonly TileFile[], from: string, digest: string): (file: TileFile) => string {
  const folder = path.join(ROOT, "public", "static", digest)
  mkdirSync(folder, { recursive: true })
  for (const file of files) {
    const target = path.join(folder, file.name)
    if (!existsSync(target)) copyFileSync(path.join(from, file.name), target)
  }
  return (file) => `/static/${digest}/${file.name}`
}

/**
 * Every page that shows a photo asks for its tiles (the gallery, its service's and project's pages,
 * the project cards): the record is read and the files published once per photo version and build.
 */
const published = new Map<string, IGatsbyImageData>()

function tilesOf(image: WorkingCopyNode): IGatsbyImageData {
  const key = `${image.absolutePath}\n${image.internal.contentDigest}`
  const known = published.get(key)
  if (known) return known
  const made = readAndPublish(image)
  published.set(key, made)
  return made
}

function readAndPublish(image: WorkingCopyNode): IGatsbyImageData {
  const folder = path.join(path.dirname(image.absolutePath), TILE_FOLDER)
  const tiles = readTiles(folder)
  if (!tiles) throw new Error(`The grid tiles of ${image.absolutePath} are missing: run the build again.`)
  const addressOf = publish(tiles.files, folder, image.internal.contentDigest)
  const srcSet = (format: TileFormat) =>
    tiles.files
      .filter((file) => file.format === format)
      .map((file) => `${addressOf(file)} ${file.width}w`)
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
      fallback: { src: jpeg ? addressOf(jpeg) : "" },
    },
  }
}

export const tileResolvers = {
  GalleryPhoto: {
    tiles: {
      resolve: (source: { image: string }, _args: unknown, context: TileResolverContext) => {
        const image = context.nodeModel.getNodeById({ id: source.image, type: "File" })
        if (!image) throw new Error(`GalleryPhoto ${source.image}: its working copy is missing`)
        return tilesOf(image)
      },
    },
  },
}
