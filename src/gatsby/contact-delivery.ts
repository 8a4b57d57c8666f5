import { settingOf, type Environment } from "../host/settings"
import type { FormDelivery } from "../lib/form-delivery"
import { THANK_YOU_PATH } from "../lib/paths"

/**
 * How a request for an estimate reaches the owner, decided once from the settings: another form
 * service (GATSBY_CONTACT_ENDPOINT), else the site's own forms, which Netlify Forms receives on the
 * host and `npm start` (scripts/local-host/serve.js) keeps in requests/. Everything else is derived from it: the
 * form's no-JavaScript action, where and how its script sends (the part the pages read:
 * FormDelivery, src/lib/form-delivery.ts), the security policy's origin and the build's line.
 */
interface ContactDelivery extends FormDelivery {
  way: "form service" | "Netlify Forms" | "requests/"
  /** The origin the pages' security policy lets the form send to besides the site's own; "" for none. */
  origin: string
}

/** Where the script posts to the site's own forms, as Netlify Forms expects it. */
const SITE_FORM_ADDRESS = "/"

/** The delivery of a build with `endpoint` (none: the site's own forms), on Netlify or not. */
export function contactDelivery(endpoint: string | undefined, onNetlify: boolean): ContactDelivery {
  if (endpoint) {
    return {
      way: "form service",
      address: endpoint,
      action: endpoint,
      json: true,
      netlifyMarkup: false,
      origin: new URL(endpoint).origin,
    }
  }
  const way = onNetlify ? "Netlify Forms" : "requests/"
  return { way, address: SITE_FORM_ADDRESS, action: THANK_YOU_PATH, json: false, netlifyMarkup: true, origin: "" }
}

/** The part of `delivery` the contact page reads. */
export const formDeliveryOf = ({ address, action, json, netlifyMarkup }: ContactDelivery): FormDelivery => ({
  address,
  action,
  json,
  netlifyMarkup,
})

/** This build's delivery of the contact form's requests (src/lib/contact-delivery.ts), from its settings. */
export const buildDelivery = (environment?: Environment): ContactDelivery =>
  contactDelivery(settingOf("GATSBY_CONTACT_ENDPOINT", environment), settingOf("NETLIFY", environment))

/** The one line the build prints on where the contact form's requests go. */
export function deliveryLine({ way, address }: ContactDelivery): string {
  if (way === "form service")
    return `Contact form: requests are sent to the form service at ${address} (GATSBY_CONTACT_ENDPOINT).`
  if (way === "Netlify Forms") {
    return `Contact form: requests go to Netlify Forms (Forms > Enable form detection in Netlify's UI, once; see docs/owner-guide.md, "Receiving requests").`
  }
  return `Contact form: requests are kept in requests/ when this build is served with npm start; on a host, use Netlify Forms or set GATSBY_CONTACT_ENDPOINT (docs/owner-guide.md, "Receiving requests").`
}
