import { businessSchema } from "./business"
import { gallerySchema } from "./gallery"
import { GALLERY_FOLDER } from "./photo-names"
import { servicesSchema } from "./services"
import { testimonialsSchema } from "./testimonials"

/**
 * The owner's content files: where each is, its schema (the one declaration of its fields, from
 * which the build's checks, the GraphQL types and so the TypeScript types all come), the GraphQL
 * type its entries become, and which field names an entry in a message ('entry 4 ("Deck ...")').
 */
export const CONTENT_FILES = {
  business: { file: "content/business.json", schema: businessSchema, nodeType: "BusinessJson", label: "name" },
  services: { file: "content/services.json", schema: servicesSchema, nodeType: "ServicesJson", label: "name" },
  testimonials: { file: "content/testimonials.json", schema: testimonialsSchema, nodeType: "TestimonialsJson", label: "name" },
  gallery: { file: `${GALLERY_FOLDER}/gallery.json`, schema: gallerySchema, nodeType: "GalleryJson", label: "file" },
} as const

export type ContentKey = keyof typeof CONTENT_FILES
export const CONTENT_KEYS = Object.keys(CONTENT_FILES) as ContentKey[]
