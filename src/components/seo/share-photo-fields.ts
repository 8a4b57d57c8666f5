import { graphql } from "gatsby"

/** A photo's share image (image-recipes.ts SHARE_RECIPE) and the text that describes it. */
export const sharePhotoFields = graphql`
  fragment SharePhotoFields on GalleryPhoto {
    alt
    share {
      src
      width
      height
    }
  }
`
