/**
 * Where the pages report visits when the owner has turned counting on (GATSBY_PLAUSIBLE_DOMAIN): a
 * path of the site itself, which the host rewrites to Plausible's (visit-counting.ts) and npm
 * start's server records (scripts/local-host/visit-events.js), so the policy's connect-src stays
 * 'self' and blockers of third-party hosts do not drop them.
 */
export const EVENTS_PATH = "/api/event"

/** The schemes of the links that call, text or e-mail the business, each with the event a visitor following one reports. */
export const DEVICE_EVENTS = { "tel:": "Call", "sms:": "Text", "mailto:": "E-mail" } as const

/** Any link that calls, texts or e-mails the business. */
export const DEVICE_LINK = Object.keys(DEVICE_EVENTS)
  .map((scheme) => `a[href^="${scheme}"]`)
  .join(",")

/** The other events the pages report besides page views: the form's request delivered or not, a photo opened in the gallery's viewer. */
export const VISIT_EVENTS = { requestSent: "Request sent", requestFailed: "Request failed", photoOpened: "Photo opened" } as const

/** Each event's name, the name of a goal the owner adds in Plausible (docs/owner-guide.md). */
export type VisitEvent = (typeof DEVICE_EVENTS)[keyof typeof DEVICE_EVENTS] | (typeof VISIT_EVENTS)[keyof typeof VISIT_EVENTS]

/** Where on a page a device link was followed (link-place.ts). */
export type LinkPlace = "header" | "bar" | "hero" | "call to action" | "contact options" | "contact form" | "footer" | "page"

/** The service property of "Request sent" when the form named none of the site's services, or another. */
export const OTHER_SERVICE = "other"

/** What the footer tells visitors where counting is on. */
export const COUNTING_NOTICE = "Visits to this site are counted without cookies or personal data."
