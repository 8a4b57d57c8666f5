import { settingOf, type Environment } from "../host/settings"
import { contactDelivery, type ContactDelivery } from "../lib/contact-delivery"

/** This build's delivery of the contact form's requests (src/lib/contact-delivery.ts), from its settings. */
export const buildDelivery = (environment?: Environment): ContactDelivery =>
  contactDelivery(settingOf("GATSBY_CONTACT_ENDPOINT", environment) ?? "", settingOf("NETLIFY", environment))

/** The one line the build prints on where the contact form's requests go. */
export function deliveryLine({ way, address }: ContactDelivery): string {
  if (way === "form service")
    return `Contact form: requests are sent to the form service at ${address} (GATSBY_CONTACT_ENDPOINT).`
  if (way === "Netlify Forms") {
    return `Contact form: requests go to Netlify Forms (Forms > Enable form detection in Netlify's UI, once; see docs/owner-guide.md, "Receiving requests").`
  }
  return `Contact form: requests are kept in requests/ when this build is served with npm start; on a host, use Netlify Forms or set GATSBY_CONTACT_ENDPOINT (docs/owner-guide.md, "Receiving requests").`
}
