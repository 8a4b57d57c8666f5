import { readFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "../../../src/photos/files-under"
import { PUBLIC } from "./fixture-site"

interface PublishedImage {
  width: number
  height: number
  images: { fallback: { src: string; srcSet?: string }; sources: Array<{ srcSet: string; type: string }> }
}

export interface PublishedPhoto {
  fileName: string
  alt: string
  caption: string
  /** The project of the photo's folder, if it has a project.json (the viewer links to its page). */
  project: { folder: string } | null
  /** The grid's tiles (AVIF and WebP srcsets, one JPEG). */
  tiles: PublishedImage
  /** The viewer's files. */
  viewer: PublishedImage
}

/** The gallery's photos as the built gallery pages (/gallery, /gallery/2 ...) hold them (the fixture site's unless told). */
export function publishedPhotos(publicFolder = PUBLIC): Map<string, PublishedPhoto> {
  const nodes = filesUnder(path.join(publicFolder, "page-data", "gallery"))
    .filter((file) => file.endsWith("page-data.json"))
    .flatMap((file) => {
      const pageData = JSON.parse(readFileSync(file, "utf8")) as {
        result: { data: { allGalleryPhoto: { nodes: PublishedPhoto[] } } }
      }
      return pageData.result.data.allGalleryPhoto.nodes
    })
  return new Map(nodes.map((photo) => [photo.fileName, photo]))
}

/** Every file a published photo's images point at (its srcsets), as paths under public/. */
export function filesOf(photo: PublishedPhoto, publicFolder = PUBLIC): string[] {
  const { tiles, viewer } = photo
  const srcSets = [tiles, viewer].flatMap((image) => [
    image.images.fallback.srcSet ?? "",
    ...image.images.sources.map((source) => source.srcSet),
  ])
  const files = srcSets
    .filter((srcSet) => srcSet !== "")
    .flatMap((srcSet) => srcSet.split(",").map((candidate) => path.join(publicFolder, candidate.trim().split(/\s+/)[0])))
  return [...files, path.join(publicFolder, tiles.images.fallback.src)]
}

export const imagesUnder = (folder: string) =>
  filesUnder(folder).filter((file) => /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i.test(file))
