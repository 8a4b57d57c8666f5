import { contentFileTypeDefs, fieldsOf } from "./contract/graphql-types"
import { PHOTO_DETAIL_FIELDS } from "./gallery-metadata"

/**
 * The site's GraphQL types: those of the content files come from their schemas (contract/); a
 * gallery photo is a File with the details of its gallery.json entry, or defaults.
 */
export const contentTypeDefs = `
${contentFileTypeDefs()}

"""
A photo of content/gallery/ (or a subfolder). alt, caption, category and order come from its
gallery.json entry when it has one, else from defaults (see gallery-resolvers.ts).
"""
type GalleryPhoto implements Node @dontInfer {
  fileName: String!
  entry: GalleryJson @link(by: "file", from: "fileName")
${fieldsOf("gallery", PHOTO_DETAIL_FIELDS, ["order"])}
  image: File! @link
}

type SiteSiteMetadata {
  siteUrl: String!
}
`
