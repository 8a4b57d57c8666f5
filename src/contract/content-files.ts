import { businessSchema } from "./business"
import { gallerySchema } from "./gallery"
import { GALLERY_FOLDER } from "./gallery-files"
import { servicesSchema } from "./services"
import { testimonialsSchema } from "./testimonials"

/**
 * The owner's content files: where each is, its schema (the one declaration of its fields, from
 * which the build's checks, the GraphQL types, the TypeScript types and the editor at /admin all
 * come), the GraphQL type its entries become, which field names an entry in a message
 * ('entry 4 ("Deck ...")'), and what the editor calls the file and one of its entries.
 */
export const CONTENT_FILES = {
  business: {
    file: "content/business.json",
    schema: businessSchema,
    nodeType: "BusinessJson",
    label: "name",
    title: "Business details",
    entryTitle: "business",
  },
  services: {
    file: "content/services.json",
    schema: servicesSchema,
    nodeType: "ServicesJson",
    label: "name",
    title: "Services",
    entryTitle: "service",
  },
  testimonials: {
    file: "content/testimonials.json",
    schema: testimonialsSchema,
    nodeType: "TestimonialsJson",
    label: "name",
    title: "Testimonials",
    entryTitle: "testimonial",
  },
  gallery: {
    file: `${GALLERY_FOLDER}/gallery.json`,
    schema: gallerySchema,
    nodeType: "GalleryJson",
    label: "file",
    title: "Gallery photos",
    entryTitle: "photo",
  },
} as const

export type ContentKey = keyof typeof CONTENT_FILES
export const CONTENT_KEYS = Object.keys(CONTENT_FILES) as ContentKey[]
