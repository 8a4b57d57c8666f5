import type { IGatsbyImageData } from "gatsby-plugin-image"
import { cdnQuality } from "./cdn-calibration"
import { fittingWidths, type PictureShape, type TileFormat } from "../image-recipes"

/**
 * The pictures of image-recipes.ts made by Netlify's image CDN (IMAGE_SERVICE=netlify): every file
 * of a `<picture>` is an address of /.netlify/images that names a source the build deployed (a
 * photo's working copy or tile source), the width (and for a cut, the height) wanted, the format
 * and the quality, explicitly: the CDN's own defaults (q 75, the format from the Accept header)
 * would send a phone several times the bytes.
 */

export const NETLIFY_IMAGES_PATH = "/.netlify/images"

/** A deployed image the CDN may read: its address on the site and its size in pixels. */
interface DeployedSource {
  url: string
  width: number
  height: number
}

/** The CDN's `fm` and the MIME type of each served format. */
const FORMATS: Record<TileFormat, { fm: string; type: string }> = {
  avif: { fm: "avif", type: "image/avif" },
  webp: { fm: "webp", type: "image/webp" },
  jpeg: { fm: "jpg", type: "image/jpeg" },
}

/** The format a CDN address's `fm` names, or undefined for another. */
export const formatOfFm = (fm: string | null): TileFormat | undefined =>
  (Object.keys(FORMATS) as TileFormat[]).find((format) => FORMATS[format].fm === fm)

/** One file: `source` at `width` px (cut to `height` when given), in `format` at `quality`. */
export function netlifyImageUrl(
  source: string,
  width: number,
  height: number | undefined,
  format: TileFormat,
  quality: number,
): string {
  const params = new URLSearchParams({ url: source, w: String(width) })
  if (height !== undefined) {
    params.set("h", String(height))
    params.set("fit", "cover")
  }
  params.set("fm", FORMATS[format].fm)
  params.set("q", String(Math.round(quality)))
  return `${NETLIFY_IMAGES_PATH}?${params.toString()}`
}

/**
 * A picture of `source` in `shape` as gatsby-plugin-image data (what ResponsivePicture draws), in
 * `formats` (the `<source>`s, then the `<img>`'s last), each file at the quality `qualityOf` gives its
 * format and width (sharp's scale, turned into the CDN's by cdn-calibration.ts); `backgroundColor` fills the box
 * until a file arrives.
 */
export function netlifyPicture(
  source: DeployedSource,
  recipe: PictureShape,
  formats: readonly TileFormat[],
  qualityOf: (format: TileFormat, width: number) => number,
  backgroundColor?: string,
): IGatsbyImageData {
  const aspectRatio = recipe.aspectRatio ?? source.width / source.height
  const widest = Math.min(source.width, Math.floor(source.height * aspectRatio))
  const widths = fittingWidths(recipe.widths, widest)
  const heightOf = (width: number) => Math.round(width / aspectRatio)
  const cut = recipe.aspectRatio !== undefined
  const url = (width: number, format: TileFormat) =>
    netlifyImageUrl(source.url, width, cut ? heightOf(width) : undefined, format, cdnQuality(format, qualityOf(format, width)))
  const srcSet = (format: TileFormat) => widths.map((width) => `${url(width, format)} ${width}w`).join(",")
  const fallback = formats[formats.length - 1]
  const largest = widths[widths.length - 1]
  return {
    layout: recipe.layout,
    ...(recipe.layout === "fullWidth" ? { width: 1, height: 1 / aspectRatio } : { width: largest, height: heightOf(largest) }),
    ...(recipe.dominantColour && backgroundColor ? { backgroundColor } : {}),
    images: {
      sources: formats.slice(0, -1).map((format) => ({ type: FORMATS[format].type, srcSet: srcSet(format) })),
      fallback: { src: url(largest, fallback), srcSet: srcSet(fallback) },
    },
  }
}
