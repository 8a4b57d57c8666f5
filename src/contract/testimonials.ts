import { RATING_MAX, RATING_MIN } from "./rules"
import { acrossEntries, entry, listOf, paragraph, text, wholeNumberFrom } from "./fields"

/** content/testimonials.json: what customers said, and about which project. */

const testimonial = entry({
  id: text().meta({ title: "Id", description: "Your own short name for the testimonial, different for each one." }),
  name: text().meta({ title: "Customer's name" }),
  location: text().meta({ title: "Town" }),
  project: text().meta({
    title: "Project",
    description: "The service's name: the testimonial also shows on that service's page.",
  }),
  rating: wholeNumberFrom(
    RATING_MIN,
    RATING_MAX,
    (rating) => `is ${rating}. Ratings must be ${RATING_MIN} or ${RATING_MAX}.`,
  ).meta({
    title: "Rating",
    description: `${RATING_MIN} or ${RATING_MAX} stars.`,
  }),
  comment: paragraph().meta({ title: "What the customer said" }),
  imagePlaceholder: text().meta({ title: "Photo text", description: "Read out in place of the customer's photo." }),
})

export const testimonialsSchema = () =>
  acrossEntries(listOf(testimonial, "testimonials"), (testimonials, report) => {
    const seen = new Set<unknown>()
    testimonials.forEach(({ id }, index) => {
      if (typeof id !== "string") return
      if (seen.has(id)) report([index, "id"], `"${id}" is used twice. Give each testimonial its own id.`)
      seen.add(id)
    })
  })
