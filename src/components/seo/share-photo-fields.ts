import { graphql } from "gatsby"

/** A photo's 1200x630 JPEG, the size sharing previews show, cut around its centre. */
export const sharePhotoFields = graphql`
  fragment SharePhotoFields on GalleryPhoto {
    alt
    image {
      childImageSharp {
        share: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, jpegQuality: 80) {
          src
          width
          height
        }
      }
    }
  }
`
