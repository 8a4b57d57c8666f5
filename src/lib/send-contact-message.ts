import type { FormDelivery } from "./form-delivery"
import { CONTACT_FORM_NAME, CONTACT_TIMEOUT_MS, FORM_NAME_FIELD, HONEYPOT_FIELD, type ContactDraft } from "./contact-message"
import type { VisitPages } from "./visit-pages"

/**
 * How a request for an estimate is sent: its own chunk, fetched when the visitor comes to the
 * form (ContactForm.tsx), since nothing sends before that; a page that cannot fetch it could not
 * have sent the request either, and says so like any failed send.
 */

class ContactSendError extends Error {}

/** Why a send failed, the same words whichever way it went (fetch, or photo-upload.ts with photos). */
const unreachable = (address: string, why: string) => new ContactSendError(`The message could not reach ${address}: ${why}`)
const noAnswer = (address: string) =>
  new ContactSendError(`${address} did not answer within ${CONTACT_TIMEOUT_MS / 1000} seconds`)
const refused = (address: string, status: number) => new ContactSendError(`${address} answered ${status}`)
const isAccepted = (status: number) => status >= 200 && status <= 299

interface SendOptions {
  /** Where and how the request goes, as the build decided it (src/gatsby/contact-delivery.ts). */
  delivery: FormDelivery
  /** What the hidden honeypot field holds: empty unless a bot filled it. */
  honeypot?: string
  /** The pages that brought the request (visit-pages.ts), sent beside what the visitor typed. */
  pages?: VisitPages
  /** Posts the fields with the photos of the job the visitor chose (photo-upload.ts), when there are any. */
  upload?: PhotoUpload
}

/**
 * Posts the fields with the photos of the job as multipart form data and resolves with the
 * answer's status, or "unreachable" or "no answer" (photo-upload.ts, in the photo code's chunk).
 */
export type PhotoUpload = (
  address: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
) => Promise<number | "unreachable" | "no answer">

/**
 * Sends the message: logged to the console (docs/requirements.md: The contact form), then POSTed URL-encoded to the site
 * itself, where the host keeps it (a filled honeypot is posted too: the host discards it), or as
 * JSON to another form service when there is one (which knows nothing of the honeypot, so a bot's
 * message is not sent there); with photos, as multipart form data (`upload`). Resolves when it
 * was accepted; rejects with ContactSendError at once when the device is offline, and on a network
 * error, a non-2xx answer, or no answer within CONTACT_TIMEOUT_MS.
 */
export async function sendContactMessage(
  draft: ContactDraft,
  { delivery, honeypot = "", pages, upload }: SendOptions,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  if (delivery.json && honeypot) return
  console.info("Contact form submission", draft)
  const fields = { ...draft, ...pages }
  const siteFields = { [FORM_NAME_FIELD]: CONTACT_FORM_NAME, [HONEYPOT_FIELD]: honeypot, ...fields }
  const { address, json } = delivery
  // A phone with no connection fails at once, rather than after CONTACT_TIMEOUT_MS.
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    throw unreachable(address, "the device is offline")
  }
  if (upload) {
    const answer = await upload(address, json ? fields : siteFields, json ? { Accept: "application/json" } : {})
    if (answer === "unreachable") throw unreachable(address, "a network error")
    if (answer === "no answer") throw noAnswer(address)
    if (!isAccepted(answer)) throw refused(address, answer)
    return
  }
  const init: RequestInit = json
    ? {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(fields),
      }
    : {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(siteFields).toString(),
      }
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), CONTACT_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetchImpl(address, { ...init, signal: abort.signal })
  } catch (error) {
    throw abort.signal.aborted ? noAnswer(address) : unreachable(address, String(error))
  } finally {
    clearTimeout(timer)
  }
  if (!isAccepted(response.status)) throw refused(address, response.status)
}
