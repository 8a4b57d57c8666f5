import { GATSBY_CONTACT_ENDPOINT } from "./browser-settings"
import { THANK_YOU_PATH } from "./paths"

/**
 * How a request for an estimate reaches the owner, decided once from the settings: another form
 * service (GATSBY_CONTACT_ENDPOINT), else the site's own forms, which Netlify Forms receives on the
 * host and `npm start` (scripts/local-host/serve.js) keeps in requests/. Everything else is derived from it: the
 * form's no-JavaScript action, where and how its script sends, the security policy's origin and the
 * build's line (src/gatsby/contact-delivery.ts).
 */
export interface ContactDelivery {
  way: "form service" | "Netlify Forms" | "requests/"
  /** Where the form's script posts a request. */
  address: string
  /** Where the browser posts the form itself, without JavaScript (and lands after it). */
  action: string
  /**
   * JSON to the form service, which knows nothing of the honeypot or the form's name (a bot's
   * message is not sent there); else the fields Netlify Forms expects, URL-encoded (multipart with photos).
   */
  json: boolean
  /**
   * Whether the form carries what Netlify's deploy-time form detection reads (data-netlify, the
   * honeypot's name, the hidden form-name field): in every build that sends to the site's own
   * forms, harmless off Netlify; not when another form service takes the requests.
   */
  netlifyMarkup: boolean
  /** The origin the pages' security policy lets the form send to besides the site's own; "" for none. */
  origin: string
}

/** Where the script posts to the site's own forms, as Netlify Forms expects it. */
const SITE_FORM_ADDRESS = "/"

/** The delivery of a build with `endpoint` ("" for none), on Netlify or not. */
export function contactDelivery(endpoint: string, onNetlify: boolean): ContactDelivery {
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

/**
 * The delivery the visitors' scripts send with. Which host receives the site's own forms makes no
 * difference to them (both are posts to the site), so it is taken as off Netlify here.
 */
export const VISITORS_DELIVERY = contactDelivery(GATSBY_CONTACT_ENDPOINT, false)
