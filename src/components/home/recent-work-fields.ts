import { graphql } from "gatsby"

/** What the home page's recent work shows of each photo: its grid tile, its description and its project. */
export const recentWorkFields = graphql`
  fragment RecentWorkFields on GalleryPhoto {
    fileName
    alt
    tiles
    project {
      folder
    }
  }
`
