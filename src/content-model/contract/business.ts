import type { z } from "zod"
import { parseDays } from "../../lib/opening-days"
import { TIME_OF_DAY } from "../rules"
import { entry, listOf, text, textLike, textThat, wholeNumber, yesNo, oneOf } from "./fields"
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
  streetAddress: text().optional(),
  addressLocality: text(),
  addressRegion: oneOf(["MA"]),
  postalCode: textLike(MA_POSTAL_CODE, 'Write it like "01701" (a Massachusetts ZIP code).'),
}).meta({
  graphqlType: "BusinessAddress",
  description: "The business's postal address (the street may be left out by a business that works at customers' homes).",
})

const openingDays = entry({
  days: textThat(
    (label) => parseDays(label) !== undefined,
    (label) => `is "${label}". Write a day ("Saturday"), a range ("Monday-Friday") or a list ("Saturday, Sunday").`,
  ),
  opens: time().optional(),
  closes: time().optional(),
  closed: yesNo().optional(),
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
  .meta({ graphqlType: "BusinessHours" })

export const businessSchema = (context?: ContentContext) =>
  entry({
    name: text().describe("The business's full name, as in the footer and search results."),
    shortName: text().describe("The short name: after each page's title and under the phone's home-screen icon."),
    phone: textThat(tenDigits, (phone) => `is "${phone}". Write a 10-digit US number like "(508) 555-0142".`),
    email: textThat(
      (email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email),
      (email) => `is "${email}", which is not an e-mail address.`,
    ),
    smsBody: text(),
    serviceArea: text().describe('Where the business works ("Massachusetts"): in headlines, titles and structured data.'),
    yearsExperience: wholeNumber().refine((years) => years >= 1, {
      error: (issue) => `is ${String(issue.input)}. Write the number of years, e.g. 20.`,
    }),
    hicRegistration: textLike(
      HIC_NUMBER,
      'Write it like "123456" (the number on your Home Improvement Contractor registration).',
    ).describe("Massachusetts Home Improvement Contractor registration number (201 CMR 18.01: shown on every page)."),
    constructionSupervisorLicense: textLike(CSL_NUMBER, 'Write it like "CS-123456" (or remove the field).')
      .describe("Construction Supervisor License number, if the business holds one.")
      .optional(),
    address,
    hours: listOf(openingDays, "opening days").min(1, "must be a list [ ... ] of opening days."),
    hoursNote: text(),
    featuredPhoto: photoName(context, "field")
      .meta({
        graphql: 'GalleryPhoto @link(by: "fileName")',
        description: "The gallery photo shown on the home page and when a page is shared.",
      })
      .optional(),
  })

export type BusinessContent = z.output<ReturnType<typeof businessSchema>>
