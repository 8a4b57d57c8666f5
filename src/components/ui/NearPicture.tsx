import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { placeholderClass } from "../../lib/placeholder-colour"
import { ResponsivePicture } from "./ResponsivePicture"
import { useNearViewport, whenNear } from "./useNearViewport"
import * as styles from "./NearPicture.module.css"

/**
 * How a photo's file is fetched, by its place on the page:
 * - "first": the likely largest paint of the page's first screen: at once, with high priority;
 * - "eager": the rest of a phone's first screen: at once;
 * - "lazy": could be in the first screen of a wider one: the browser's own lazy loading, so it
 *   shows before the page's JavaScript runs;
 * - "near": the rest: only once it is within the screen or the next one down (the browser's own
 *   lazy loading reaches several phone screens ahead). Until then it is its dominant colour, the
 *   same size (no layout shift; a fast scroll shows colour, not holes). Without JavaScript the
 *   picture is in a <noscript> and the browser loads it lazily; on the page's first load, where its
 *   HTML is kept (StaticHtml), showPicturesWhenNear does the same.
 */
export type PictureLoading = "first" | "eager" | "lazy" | "near"

/** The most pictures of a grid a first screen can show before the page's JavaScript runs: one row of four. */
const FIRST_ROW = 4

/**
 * How the picture at `index` of a grid of photos or cards is fetched: the `firstScreen` that open
 * a phone's first screen at once; on a grid that opens its page, the rest of its first row lazily
 * (a wider screen may show it); every other once near. A grid lower down a page (`firstScreen` 0:
 * under a service's photo band or a project's before/after pair) is on no first screen: all of it waits.
 */
export function gridPictureLoading(index: number, firstScreen: number): PictureLoading {
  if (index < firstScreen) return index === 0 ? "first" : "eager"
  return firstScreen > 0 && index < FIRST_ROW ? "lazy" : "near"
}

interface NearPictureProps {
  image: IGatsbyImageData
  alt: string
  /** Which width the picture is shown at (ResponsivePicture). */
  sizes: string
  /** The picture's class, and its placeholder's. */
  className: string
  loading: PictureLoading
}

export function NearPicture({ image, alt, sizes, className, loading }: NearPictureProps) {
  const [placeholderRef, near] = useNearViewport<HTMLSpanElement>(loading === "near")
  const picture = (mode: "eager" | "lazy") => (
    <ResponsivePicture
      image={image}
      alt={alt}
      sizes={sizes}
      className={className}
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
        className={`${className} ${styles.placeholder} ${placeholderClass(image.backgroundColor)}`.trimEnd()}
      />
      <noscript>{picture("lazy")}</noscript>
    </>
  )
}

/**
 * The same for pictures whose server HTML the page kept (StaticHtml: no React inside): each
 * placeholder under `root` gives way to the picture in its <noscript> once it comes near. Returns
 * what stops watching.
 */
export function showPicturesWhenNear(root: HTMLElement): () => void {
  const placeholders = Array.from(root.getElementsByClassName(styles.placeholder))
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
