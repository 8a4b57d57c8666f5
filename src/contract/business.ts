import type { z } from "zod"
import { parseDays } from "./opening-days"
import { TIME_OF_DAY } from "./rules"
import { described, entry, listOf, text, textLike, textThat, wholeNumber, yesNo, oneOf } from "./fields"
import { photoName, type ContentContext } from "./photo-names"

/** content/business.json: who the business is, how to reach it, where it works and when. */

/** Licence numbers as the state prints them; " (placeholder)" keeps sample numbers visibly samples. */
const HIC_NUMBER = /^\d{4,7}( \(placeholder\))?$/
const CSL_NUMBER = /^CS-\d{5,7}( \(placeholder\))?$/
/** Massachusetts ZIP codes start with 01 or 02. */
const MA_POSTAL_CODE = /^0[12]\d{3}(-\d{4})?$/

const tenDigits = (phone: string) => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "").length === 10
const time = () => textLike(TIME_OF_DAY, 'Write a time like "8:00 AM" or "6:30 PM".')

const address = entry({
  streetAddress: text().meta({ title: "Street address", description: "Leave it out to keep your street private." }).optional(),
  addressLocality: text().meta({ title: "Town or city" }),
  addressRegion: oneOf(["MA"]).meta({ title: "State" }),
  postalCode: textLike(MA_POSTAL_CODE, 'Write it like "01701" (a Massachusetts ZIP code).').meta({ title: "ZIP code" }),
}).meta({
  title: "Postal address",
  graphqlType: "BusinessAddress",
  description: "The business's postal address (the street may be left out by a business that works at customers' homes).",
})

const openingDays = entry({
  days: textThat(
    (label) => parseDays(label) !== undefined,
    (label) => `is "${label}". Write a day ("Saturday"), a range ("Monday-Friday") or a list ("Saturday, Sunday").`,
  ).meta({ title: "Days", description: 'A day ("Saturday"), a range ("Monday-Friday") or a list ("Saturday, Sunday").' }),
  opens: time().meta({ title: "Opens at", description: 'Like "8:00 AM".' }).optional(),
  closes: time().meta({ title: "Closes at", description: 'Like "6:00 PM".' }).optional(),
  closed: yesNo().meta({ title: "Closed on these days" }).optional(),
})
  .superRefine(
    (day, context) => {
      if (day.closed === true) return
      for (const field of ["opens", "closes"] as const) {
        if (day[field] === undefined)
          context.addIssue({ code: "custom", path: [field], message: "is missing. Add it as text in double quotes." })
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .meta({ graphqlType: "BusinessHours", title: "Opening days" })

export const businessSchema = (context?: ContentContext) =>
  entry({
    name: text().meta({ title: "Business name", description: "The full name, as in the footer and search results." }),
    shortName: text().meta({
      title: "Short name",
      description: "After each page's title and under the phone's home-screen icon.",
    }),
    phone: textThat(tenDigits, (phone) => `is "${phone}". Write a 10-digit US number like "(508) 555-0142".`).meta({
      title: "Phone number",
      description: 'A 10-digit US number like "(508) 555-0142".',
    }),
    email: textThat(
      (email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email),
      (email) => `is "${email}", which is not an e-mail address.`,
    ).meta({ title: "E-mail address" }),
    smsBody: text().meta({ title: "Text message", description: "What a visitor's text message starts with." }),
    serviceArea: text().meta({
      title: "Service area",
      description: 'Where the business works ("Massachusetts"): in headlines, titles and structured data.',
    }),
    yearsExperience: described(
      wholeNumber().refine((years) => years >= 1, {
        error: (issue) => `is ${String(issue.input)}. Write the number of years, e.g. 20.`,
      }),
      { title: "Years of experience", min: 1 },
    ),
    hicRegistration: textLike(
      HIC_NUMBER,
      'Write it like "123456" (the number on your Home Improvement Contractor registration).',
    ).meta({
      title: "HIC registration number",
      description: "Massachusetts Home Improvement Contractor registration number (201 CMR 18.01: shown on every page).",
    }),
    constructionSupervisorLicense: textLike(CSL_NUMBER, 'Write it like "CS-123456" (or remove the field).')
      .meta({
        title: "Construction Supervisor License",
        description: "Construction Supervisor License number, if the business holds one.",
      })
      .optional(),
    address,
    hours: listOf(openingDays, "opening days")
      .min(1, "must be a list [ ... ] of opening days.")
      .meta({ title: "Business hours" }),
    hoursNote: text().meta({ title: "Note under the hours" }),
    featuredPhoto: photoName(context, "field")
      .meta({
        graphql: 'GalleryPhoto @link(by: "fileName")',
        title: "Featured photo",
        description:
          "The gallery photo behind the home page's headline and the first bands of About, Projects, Testimonials and Contact, and shown when a page is shared. Without one, the first photo in gallery order.",
      })
      .optional(),
  })

export type BusinessContent = z.output<ReturnType<typeof businessSchema>>
