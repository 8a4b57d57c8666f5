import { graphql } from "gatsby"

/** What a project's card shows: its cover's grid tile (the gallery's own files), title, town, date and services. */
export const projectCardFields = graphql`
  fragment ProjectCardFields on ProjectJson {
    id
    folder
    title
    town
    completed
    serviceDetails {
      name
    }
    coverPhoto {
      ...GalleryPhotoFields
    }
  }
`
