import { parseDays } from "../lib/opening-days"
import {
  CORE_SERVICE_COUNT,
  RATING_MAX,
  RATING_MIN,
  SERVICE_CATEGORIES,
  SERVICE_ICON_NAMES,
  TIME_OF_DAY,
} from "./rules"
import {
  checkBoolean,
  checkKnownFields,
  checkInteger,
  checkOneOf,
  checkText,
  ContentErrors,
  describeEntry,
  isFields,
  parseJson,
  type Fields,
  type Place,
} from "./content-errors"

export const CONTENT_FILES = {
  business: "content/business.json",
  services: "content/services.json",
  testimonials: "content/testimonials.json",
} as const

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The fields each kind of content object may have; any other name is reported as a likely typo. */
export const KNOWN_FIELDS = {
  business: [
    "name",
    "shortName",
    "phone",
    "email",
    "smsBody",
    "serviceArea",
    "yearsExperience",
    "hicRegistration",
    "constructionSupervisorLicense",
    "address",
    "hours",
    "hoursNote",
    "featuredPhoto",
  ],
  address: ["streetAddress", "addressLocality", "addressRegion", "postalCode"],
  hours: ["days", "opens", "closes", "closed"],
  service: ["name", "slug", "category", "description", "intro", "includes", "steps", "icon", "core"],
  testimonial: ["id", "name", "location", "project", "rating", "comment", "imagePlaceholder"],
} as const

/**
 * Licence numbers as the state prints them, optionally marked " (placeholder)" so sample content
 * stays visibly a placeholder on the site until the owner writes the real number.
 */
const HIC_NUMBER = /^\d{4,7}( \(placeholder\))?$/
const CSL_NUMBER = /^CS-\d{5,7}( \(placeholder\))?$/
/** Massachusetts ZIP codes start with 01 or 02. */
const MA_POSTAL_CODE = /^0[12]\d{3}(-\d{4})?$/

function checkPattern(fields: Fields, field: string, pattern: RegExp, example: string, place: Place, errors: ContentErrors): void {
  const value = checkText(fields, field, place, errors)
  if (value !== undefined && !pattern.test(value)) errors.add(place, field, `is "${value}". Write it like ${example}.`)
}

/** The postal address search engines need for local results; the street may be left out. */
function checkAddress(value: unknown, file: string, errors: ContentErrors): void {
  const place: Place = { file, entry: "address" }
  if (!isFields(value)) {
    errors.add({ file }, "address", 'must be { "addressLocality": "Framingham", "addressRegion": "MA", "postalCode": "01701" }.')
    return
  }
  checkKnownFields(value, KNOWN_FIELDS.address, place, errors)
  if (value.streetAddress !== undefined) checkText(value, "streetAddress", place, errors)
  checkText(value, "addressLocality", place, errors)
  checkOneOf(value, "addressRegion", ["MA"], place, errors)
  checkPattern(value, "postalCode", MA_POSTAL_CODE, '"01701" (a Massachusetts ZIP code)', place, errors)
}

/** A list of sentences, each text (what a service includes, the steps of a job). */
function checkTextList(fields: Fields, field: string, place: Place, errors: ContentErrors): void {
  const value = fields[field]
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === "string" && item.trim() !== "")) {
    errors.add(place, field, 'must be a list of sentences in double quotes: [ "First ...", "Second ..." ].')
  }
}

function checkTime(fields: Fields, field: string, place: Place, errors: ContentErrors): void {
  const value = checkText(fields, field, place, errors)
  if (value !== undefined && !TIME_OF_DAY.test(value)) {
    errors.add(place, field, `is "${value}". Write a time like "8:00 AM" or "6:30 PM".`)
  }
}

export function validateBusiness(value: unknown, file: string, errors: ContentErrors): void {
  if (!isFields(value)) {
    errors.addToFile(file, "must hold one object in curly braces { ... }.")
    return
  }
  const place: Place = { file }
  checkKnownFields(value, KNOWN_FIELDS.business, place, errors)
  for (const field of ["name", "shortName", "phone", "email", "smsBody", "serviceArea", "hoursNote"]) {
    checkText(value, field, place, errors)
  }
  const phone = typeof value.phone === "string" ? value.phone : ""
  if (phone && phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "").length !== 10) {
    errors.add(place, "phone", `is "${phone}". Write a 10-digit US number like "(508) 555-0142".`)
  }
  const email = typeof value.email === "string" ? value.email : ""
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.add(place, "email", `is "${email}", which is not an e-mail address.`)
  }
  if (value.featuredPhoto !== undefined) checkText(value, "featuredPhoto", place, errors)
  checkPattern(value, "hicRegistration", HIC_NUMBER, '"123456" (the number on your Home Improvement Contractor registration)', place, errors)
  if (value.constructionSupervisorLicense !== undefined) {
    checkPattern(value, "constructionSupervisorLicense", CSL_NUMBER, '"CS-123456" (or remove the field)', place, errors)
  }
  checkAddress(value.address, file, errors)
  const years = checkInteger(value, "yearsExperience", place, errors)
  if (years !== undefined && years < 1) {
    errors.add(place, "yearsExperience", `is ${years}. Write the number of years, e.g. 20.`)
  }
  if (!Array.isArray(value.hours) || value.hours.length === 0) {
    errors.add(place, "hours", "must be a list [ ... ] of opening days.")
    return
  }
  value.hours.forEach((day: unknown, index: number) => {
    const dayPlace: Place = { file, entry: `hours entry ${index + 1}` }
    if (!isFields(day)) {
      errors.add(dayPlace, "days", "is missing: each entry needs { \"days\": ..., \"opens\": ..., \"closes\": ... }.")
      return
    }
    checkKnownFields(day, KNOWN_FIELDS.hours, dayPlace, errors)
    const label = checkText(day, "days", dayPlace, errors)
    if (label !== undefined && !parseDays(label)) {
      errors.add(dayPlace, "days", `is "${label}". Write a day ("Saturday"), a range ("Monday-Friday") or a list ("Saturday, Sunday").`)
    }
    const closed = day.closed === undefined ? false : checkBoolean(day, "closed", dayPlace, errors)
    if (!closed) {
      checkTime(day, "opens", dayPlace, errors)
      checkTime(day, "closes", dayPlace, errors)
    }
  })
}

export function validateServices(value: unknown, file: string, errors: ContentErrors): void {
  if (!Array.isArray(value)) {
    errors.addToFile(file, "must hold a list of services in square brackets [ ... ].")
    return
  }
  const slugs = new Map<string, number>()
  let coreCount = 0
  value.forEach((service: unknown, index: number) => {
    if (!isFields(service)) {
      errors.addToFile(file, `entry ${index + 1} must be an object in curly braces { ... }.`)
      return
    }
    const place: Place = { file, entry: describeEntry(index, service) }
    checkKnownFields(service, KNOWN_FIELDS.service, place, errors)
    checkText(service, "name", place, errors)
    checkText(service, "description", place, errors)
    checkText(service, "intro", place, errors)
    checkTextList(service, "includes", place, errors)
    checkTextList(service, "steps", place, errors)
    checkOneOf(service, "category", SERVICE_CATEGORIES, place, errors)
    checkOneOf(service, "icon", SERVICE_ICON_NAMES, place, errors)
    if (checkBoolean(service, "core", place, errors)) coreCount += 1
    const slug = checkText(service, "slug", place, errors)
    if (slug === undefined) return
    if (!SLUG.test(slug)) {
      errors.add(place, "slug", `is "${slug}". Use lower-case letters, digits and dashes only, e.g. "deck-construction".`)
    }
    const first = slugs.get(slug)
    if (first !== undefined) {
      errors.add(place, "slug", `"${slug}" is already used by entry ${first + 1}. Each service needs its own slug.`)
    } else {
      slugs.set(slug, index)
    }
  })
  if (coreCount !== CORE_SERVICE_COUNT) {
    errors.addToFile(
      file,
      `exactly ${CORE_SERVICE_COUNT} services must have "core": true (they are the home page cards), but ${coreCount} do.`,
    )
  }
}

export function validateTestimonials(value: unknown, file: string, errors: ContentErrors): void {
  if (!Array.isArray(value)) {
    errors.addToFile(file, "must hold a list of testimonials in square brackets [ ... ].")
    return
  }
  const ids = new Set<string>()
  value.forEach((testimonial: unknown, index: number) => {
    if (!isFields(testimonial)) {
      errors.addToFile(file, `entry ${index + 1} must be an object in curly braces { ... }.`)
      return
    }
    const place: Place = { file, entry: describeEntry(index, testimonial) }
    checkKnownFields(testimonial, KNOWN_FIELDS.testimonial, place, errors)
    for (const field of ["name", "location", "project", "comment", "imagePlaceholder"]) {
      checkText(testimonial, field, place, errors)
    }
    const rating = checkInteger(testimonial, "rating", place, errors)
    if (rating !== undefined && (rating < RATING_MIN || rating > RATING_MAX)) {
      errors.add(place, "rating", `is ${rating}. Ratings must be ${RATING_MIN} or ${RATING_MAX}.`)
    }
    const id = checkText(testimonial, "id", place, errors)
    if (id !== undefined) {
      if (ids.has(id)) errors.add(place, "id", `"${id}" is used twice. Give each testimonial its own id.`)
      ids.add(id)
    }
  })
}

const VALIDATORS = {
  business: validateBusiness,
  services: validateServices,
  testimonials: validateTestimonials,
} as const

/**
 * Checks every owner-edited content file. `readText` returns a file's text, or undefined when the
 * file does not exist. Returns one line per problem; an empty list means the content is good.
 */
export function validateContent(readText: (file: string) => string | undefined): string[] {
  const errors = new ContentErrors()
  for (const key of Object.keys(CONTENT_FILES) as Array<keyof typeof CONTENT_FILES>) {
    const file = CONTENT_FILES[key]
    const text = readText(file)
    if (text === undefined) {
      errors.addToFile(file, "is missing. Restore it from the repository.")
      continue
    }
    const value = parseJson(file, text, errors)
    if (value !== undefined) VALIDATORS[key](value, file, errors)
  }
  return errors.messages
}
