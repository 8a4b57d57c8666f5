import { CONTACT_FORM_ID, CONTACT_PATH } from "./paths"

/** The contact page at its message form: where the call bar's Free Estimate goes, from that page too. */
export const CONTACT_FORM_PATH = `${CONTACT_PATH}#${CONTACT_FORM_ID}`

/** The contact page with the service field prefilled: /contact?service=Deck%20Construction */
export function contactPageFor(serviceName: string): string {
  return `${CONTACT_PATH}?service=${encodeURIComponent(serviceName)}`
}

/** The service named by a contact page address's query string, or "". */
export function serviceFromSearch(search: string): string {
  return new URLSearchParams(search).get("service")?.trim() ?? ""
}
