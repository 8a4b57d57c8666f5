import { contentTypeDefsOf, fieldsOf } from "../contract/graphql-types"
import { PHOTO_DETAIL_FIELDS } from "../contract/gallery-metadata"

/**
 * The site's GraphQL types: those of the content files come from their schemas (contract/); a
 * gallery photo is a File with the details of its gallery.json entry, or defaults; a project is a
 * project.json with its folder's photos.
 */
export const contentTypeDefs = `
${contentTypeDefsOf({
  projects: `
  "The project's folder under content/gallery/: its page is /projects/<folder>."
  folder: String!
  "The project's photos, in gallery order (project-resolvers.ts)."
  photos: [GalleryPhoto!]!
  "The cover photo, or else the first of its photos (project-resolvers.ts)."
  coverPhoto: GalleryPhoto!
  "The services.json entries named by services, in the order given."
  serviceDetails: [ServicesJson!]! @link(by: "slug", from: "services")
`,
  services: `
  "The first of its photos in gallery order, on its cards and behind its page's name (service-resolvers.ts); none without photos."
  coverPhoto: GalleryPhoto
`,
})}

"""
A photo of content/gallery/ (or a subfolder). alt, caption, category and order come from its
gallery.json entry when it has one, else from defaults (see gallery-resolvers.ts).
"""
type GalleryPhoto implements Node @dontInfer {
  fileName: String!
  "The first folder under content/gallery/ the photo is in; \\"\\" directly in it."
  folder: String!
  "The project of its folder, when the folder has a project.json."
  project: ProjectJson @link(by: "folder", from: "folder")
  entry: GalleryJson @link(by: "file", from: "fileName")
${fieldsOf("gallery", PHOTO_DETAIL_FIELDS, ["order"])}
  image: File! @link
  "The grid's 4:3 tiles, each file at the lowest quality that looks right (tile-files.ts, tile-resolvers.ts)."
  tiles: GatsbyImageData!
  "Where the tiles sit in the whole photo (tile-box.ts): the viewer shows the tapped tile there while the photo loads."
  tileBox: TileBox
  "The full-screen viewer's files (image-recipes.ts VIEWER_RECIPE, picture-resolvers.ts)."
  viewer: GatsbyImageData!
  "The before/after slider's files (COMPARE_RECIPE)."
  compare: GatsbyImageData!
  "The home page's hero files (HERO_RECIPE)."
  hero: GatsbyImageData!
  "The image a shared page shows (SHARE_RECIPE)."
  share: PhotoShareImage!
}

"A box in a photo, as fractions of its width and height."
type TileBox {
  left: Float!
  top: Float!
  width: Float!
  height: Float!
}

type PhotoShareImage {
  src: String!
  width: Int!
  height: Int!
}

type SiteSiteMetadata {
  siteUrl: String!
  contactDelivery: SiteContactDelivery!
}

"""Where and how the contact form sends a request, as the build decided it (src/gatsby/contact-delivery.ts)."""
type SiteContactDelivery {
  """Where the form's script posts a request."""
  address: String!
  """Where the browser posts the form itself, without JavaScript (and lands after it)."""
  action: String!
  """
  JSON to another form service, which knows nothing of the honeypot or the form's name (a bot's message is not
  sent there); else the fields Netlify Forms expects, URL-encoded (multipart with photos).
  """
  json: Boolean!
  """
  Whether the form carries what Netlify's deploy-time form detection reads (data-netlify, the honeypot's name,
  the hidden form-name field): in every build that sends to the site's own forms, harmless off Netlify.
  """
  netlifyMarkup: Boolean!
}
`
