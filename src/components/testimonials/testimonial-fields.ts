import { graphql } from "gatsby"

/** What a TestimonialCard shows, for every page that lists testimonials in full. */
export const testimonialFields = graphql`
  fragment TestimonialFields on TestimonialsJson {
    jsonId
    name
    location
    project
    rating
    comment
    imagePlaceholder
  }
`
