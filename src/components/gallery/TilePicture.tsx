import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { GRID_IMAGE_SIZES } from "../../lib/gallery-view"
import { NearPicture, type PictureLoading } from "../ui/NearPicture"
import * as styles from "./GalleryGrid.module.css"

interface TilePictureProps {
  image: IGatsbyImageData
  alt: string
  /** By its place in the grid: the first tile of the first screen "first", the rest of it "eager", the first row "lazy", the rest "near". */
  loading: PictureLoading
}

/** A gallery tile's picture, fetched by its place in the grid (NearPicture), 4:3 until it is. */
export function TilePicture({ image, alt, loading }: TilePictureProps) {
  return (
    <NearPicture
      image={image}
      alt={alt}
      sizes={GRID_IMAGE_SIZES}
      className={`${styles.image} ${styles.tile}`}
      loading={loading}
    />
  )
}
