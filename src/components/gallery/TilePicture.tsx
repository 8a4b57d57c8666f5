import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { GRID_IMAGE_SIZES } from "../../lib/gallery-view"
import { placeholderClass } from "../../lib/placeholder-colour"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { useNearViewport, whenNear } from "../ui/useNearViewport"
import * as styles from "./GalleryGrid.module.css"

/**
 * How a tile's file is fetched, by its place in the grid:
 * - "first": the first tile of the page's first screen, the likely largest paint: at once, with
 *   high priority;
 * - "eager": the rest of a phone's first screen: at once;
 * - "lazy": could be in the first screen of a wider one (the first row of four): the browser's
 *   own lazy loading, so it shows before the page's JavaScript runs;
 * - "near": the rest: only once the tile is within the screen or the next one down. Until then it
 *   is its dominant colour, the same size (no layout shift; a fast scroll shows colour, not holes).
 *   Without JavaScript the picture is in a <noscript> and the browser loads it lazily; on the
 *   page's first load, the tile's HTML is kept and showPicturesWhenNear does the same.
 */
export type TileLoading = "first" | "eager" | "lazy" | "near"

interface TilePictureProps {
  image: IGatsbyImageData
  alt: string
  loading: TileLoading
}

export function TilePicture({ image, alt, loading }: TilePictureProps) {
  const [placeholderRef, near] = useNearViewport<HTMLSpanElement>(loading === "near")
  const picture = (mode: "eager" | "lazy") => (
    <ResponsivePicture
      image={image}
      alt={alt}
      sizes={GRID_IMAGE_SIZES}
      className={styles.image}
      loading={mode}
      fetchPriority={loading === "first" ? "high" : undefined}
    />
  )
  if (loading !== "near") return picture(loading === "lazy" ? "lazy" : "eager")
  if (near) return picture("lazy")
  return (
    <>
      <span
        ref={placeholderRef}
        role="img"
        aria-label={alt}
        className={`${styles.image} ${styles.placeholder} ${placeholderClass(image.backgroundColor)}`.trimEnd()}
      />
      <noscript>{picture("lazy")}</noscript>
    </>
  )
}

/**
 * The same for tiles whose server HTML the page kept (StaticHtml: no React inside): each
 * placeholder gives way to the picture in its <noscript> once it comes near. Returns what stops
 * watching.
 */
export function showPicturesWhenNear(grid: HTMLElement): () => void {
  const placeholders = Array.from(grid.getElementsByClassName(styles.placeholder))
  const stops = placeholders.map((placeholder) =>
    whenNear(placeholder, () => {
      const fallback = placeholder.nextElementSibling
      if (fallback?.tagName !== "NOSCRIPT") return
      const picture = document.createElement("template")
      // A <noscript>'s content is its markup, as the server wrote it.
      picture.innerHTML = fallback.innerHTML
      placeholder.replaceWith(picture.content)
      fallback.remove()
    }),
  )
  return () => stops.forEach((stop) => stop())
}
