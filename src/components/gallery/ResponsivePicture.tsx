import React, { type CSSProperties, type ImgHTMLAttributes } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

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
 * height for the aspect ratio (no layout shift) and the photo's dominant colour until it arrives.
 */
export function ResponsivePicture({ image, alt, sizes, loading = "lazy", fetchPriority, className, style, onLoad }: ResponsivePictureProps) {
  const { fallback, sources = [] } = image.images
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
        style={{ backgroundColor: image.backgroundColor, ...style }}
        onLoad={onLoad}
        {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
      />
    </picture>
  )
}
