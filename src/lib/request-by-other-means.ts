import { mailtoHref, smsHref } from "./contact-links"
import type { ContactDraft } from "./contact-message"

/**
 * When the form cannot send, the same request by text message or e-mail, prefilled with what the
 * visitor typed: the name, phone, e-mail and service first, then the message.
 */

/**
 * The longest text message body the site prefills, in characters: 1600 is the most that carriers
 * deliver as one (joined) message, and phones' messaging apps open such a body whole.
 */
export const SMS_BODY_MAX = 1600

const ELLIPSIS = "\u2026"

/** The request as lines of text: the details given, then the message. */
function requestText(draft: ContactDraft): string {
  const details = [
    ["Name", draft.name],
    ["Phone", draft.phone],
    ["Email", draft.email],
    ["Service", draft.service],
  ]
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `${label}: ${value.trim()}`)
  return [...details, "", draft.message.trim()].join("\n").trim()
}

/** `text` cut to at most `max` characters (whole characters, an emoji never split), ending with "…" when cut. */
export function cutTo(text: string, max: number): string {
  const characters = [...text]
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}${ELLIPSIS}`
}

/** `sms:` to the business, its body the greeting (business.json's smsBody) and the request, cut to SMS_BODY_MAX. */
export const smsRequestHref = (phone: string, greeting: string, draft: ContactDraft) =>
  smsHref(phone, cutTo(`${greeting}\n\n${requestText(draft)}`, SMS_BODY_MAX))

/** `mailto:` the business, with a subject naming the service (when given) and the whole request as its body. */
export const mailRequestHref = (email: string, draft: ContactDraft) =>
  mailtoHref(
    email,
    draft.service.trim() ? `Free estimate request: ${draft.service.trim()}` : "Free estimate request",
    requestText(draft),
  )
