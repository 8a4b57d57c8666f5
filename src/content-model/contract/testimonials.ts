import { RATING_MAX, RATING_MIN } from "../rules"
import { acrossEntries, entry, listOf, text, wholeNumberFrom } from "./fields"

/** content/testimonials.json: what customers said, and about which project. */

const testimonial = entry({
  id: text().describe("The owner's name for the testimonial, unique in the file."),
  name: text(),
  location: text(),
  project: text().describe("The service's name: the testimonial also shows on that service's page."),
  rating: wholeNumberFrom(RATING_MIN, RATING_MAX, (rating) => `is ${rating}. Ratings must be ${RATING_MIN} or ${RATING_MAX}.`),
  comment: text(),
  imagePlaceholder: text().describe("Read out in place of the customer's photo."),
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
