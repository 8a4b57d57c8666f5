/**
 * The GraphQL types of the content files, declared explicitly (@dontInfer) so the shape of the
 * data never depends on what happens to be in the JSON today.
 */
export const contentTypeDefs = `
  type BusinessJson implements Node @dontInfer {
    name: String!
    shortName: String!
    phone: String!
    email: String!
    smsBody: String!
    serviceArea: String!
    yearsExperience: Int!
    "Massachusetts Home Improvement Contractor registration number (201 CMR 18.01: shown on every page)."
    hicRegistration: String!
    "Construction Supervisor License number, if the business holds one."
    constructionSupervisorLicense: String
    address: BusinessAddress!
    hours: [BusinessHours!]!
    hoursNote: String!
    "The gallery photo shown on the home page and when a page is shared."
    featuredPhoto: GalleryPhoto @link(by: "fileName")
  }

  "The business's postal address (the street may be left out by a business that works at customers' homes)."
  type BusinessAddress {
    streetAddress: String
    addressLocality: String!
    addressRegion: String!
    postalCode: String!
  }

  type BusinessHours {
    days: String!
    opens: String
    closes: String
    closed: Boolean
  }

  type ServicesJson implements Node @dontInfer {
    name: String!
    slug: String!
    category: String!
    description: String!
    "The service page's introduction, what the work includes and how a job runs."
    intro: String!
    includes: [String!]!
    steps: [String!]!
    icon: String!
    core: Boolean!
  }

  type TestimonialsJson implements Node @dontInfer {
    name: String!
    location: String!
    project: String!
    rating: Int!
    comment: String!
    imagePlaceholder: String!
  }

  "One entry of content/gallery/gallery.json: the details the owner gave one photo."
  type GalleryJson implements Node @dontInfer {
    file: String!
    alt: String
    caption: String
    category: String
    order: Int
    "Slugs of the services whose pages show this photo (GalleryPhoto.entry.services)."
    services: [String!]
  }

  """
  A photo of content/gallery/ (or a subfolder). alt, caption, category and order come from its
  gallery.json entry when it has one, else from defaults (see gallery-resolvers.ts).
  """
  type GalleryPhoto implements Node @dontInfer {
    fileName: String!
    entry: GalleryJson @link(by: "file", from: "fileName")
    alt: String!
    caption: String!
    category: String!
    order: Int
    image: File! @link
  }

  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
  }
`
