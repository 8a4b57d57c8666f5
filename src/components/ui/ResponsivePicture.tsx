import React, { type CSSProperties, type ImgHTMLAttributes } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { withDenseScreenSizes } from "../../lib/dense-screens"
import { placeholderClass } from "../../lib/placeholder-colour"

interface ResponsivePictureProps extends Pick<ImgHTMLAttributes<HTMLImageElement>, "loading" | "className" | "onLoad"> {
  image: IGatsbyImageData
  alt: string
  /** Which width the image is shown at, for the browser to pick a file from the srcset. */
  sizes: string
  fetchPriority?: "high" | "low" | "auto"
  style?: CSSProperties
}

/**
 * A <picture> (AVIF, WebP, then JPEG) from gatsby-plugin-image's processed data, without the
 * GatsbyImage runtime: the browser's own lazy loading, `sizes` chosen by the caller, width and
 * height for the aspect ratio (no layout shift) and the photo's dominant colour until it arrives
 * (the nearest of the site's placeholder colours, placeholder-colour.ts: no style attribute).
 * Screens above 2x get the files of a 2x screen (dense-screens.ts).
 */
/**
 * Width and height attributes in whole pixels. Full-width image data only knows the aspect ratio
 * (width 1, height 0.75), so it takes the largest file's width from the srcsets.
 */
function measuredSize(image: IGatsbyImageData): { width: number; height: number } {
  const width = Number.isInteger(image.width) && image.width > 1 ? image.width : widestFileWidth(image)
  return { width, height: Math.round((width * image.height) / image.width) }
}

/** The width of an image's widest file, from its srcsets (1 when they name none). */
export function widestFileWidth(image: IGatsbyImageData): number {
  const srcSets = [image.images.fallback?.srcSet ?? "", ...(image.images.sources ?? []).map((source) => source.srcSet)]
  const widths =
    srcSets
      .join(",")
      .match(/\d+(?=w)/g)
      ?.map(Number) ?? []
  return Math.max(1, ...widths)
}

/**
 * What a render reads is worked out once, not again on every render (a gallery's filter renders
 * its 24 tiles again): each image's size, kept with the image data (which a page's data keeps as
 * it is), and each `sizes` the components give (a handful of constants) with its dense-screen sizes.
 */
const sizeOfImage = new WeakMap<IGatsbyImageData, { width: number; height: number }>()
const shownSizesOf = new Map<string, string>()

/** `cache`'s value for `key`, made by `make` the first time. */
function remembered<K, V>(cache: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: (key: K) => V): V {
  const known = cache.get(key)
  if (known !== undefined) return known
  const made = make(key)
  cache.set(key, made)
  return made
}

export function ResponsivePicture({
  image,
  alt,
  sizes,
  loading = "lazy",
  fetchPriority,
  className,
  style,
  onLoad,
}: ResponsivePictureProps) {
  const { fallback, sources = [] } = image.images
  const { width, height } = remembered(sizeOfImage, image, measuredSize)
  const shown = remembered(shownSizesOf, sizes, withDenseScreenSizes)
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shown} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.srcSet ? shown : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={`${className ?? ""} ${placeholderClass(image.backgroundColor)}`.trim() || undefined}
        style={style}
        onLoad={onLoad}
        {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
      />
    </picture>
  )
}
