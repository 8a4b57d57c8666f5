import { graphql } from "gatsby"

/**
 * What a ServiceCard shows, for every page that lists services as cards: its cover photo's grid
 * tiles (the gallery's own files: no files made for the cards) or, without photos, its icon.
 */
export const serviceCardFields = graphql`
  fragment ServiceCardFields on ServicesJson {
    name
    slug
    description
    icon
    coverPhoto {
      alt
      tiles
    }
  }
`
