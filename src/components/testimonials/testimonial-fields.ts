import { graphql } from "gatsby"

/** What a TestimonialCard shows, for every page that lists testimonials in full. */
export const testimonialFields = graphql`
  fragment TestimonialFields on TestimonialsJson {
    id
    name
    location
    project
    rating
    comment
    imagePlaceholder
  }
`
