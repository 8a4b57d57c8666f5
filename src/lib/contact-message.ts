import { PHOTO_FIELDS } from "./job-photos"
// Netlify Forms' rules, shared with scripts/form-requests.js (which takes posts the same way under npm start).
import netlifyForms from "./netlify-forms.json"
import type { VisitPages } from "./visit-pages"

/** SPEC.md §3: what the contact form collects. All fields are text. */
export interface ContactDraft {
  name: string
  email: string
  phone: string
  service: string
  message: string
}

export const EMPTY_DRAFT: ContactDraft = { name: "", email: "", phone: "", service: "", message: "" }

/**
 * Another form service to send the form to instead of the host's (for hosts other than Netlify):
 * set GATSBY_CONTACT_ENDPOINT at build time and the form is POSTed there as JSON. Empty by default:
 * the form goes to the site itself, where Netlify Forms (on the host) or scripts/serve.js (under
 * `npm start`) receives it.
 */
export const CONTACT_ENDPOINT = process.env.GATSBY_CONTACT_ENDPOINT ?? ""

/** The form's name, as Netlify Forms knows it: the form's `name` and its hidden `form-name` field. */
export const CONTACT_FORM_NAME = "contact"

/** The hidden field every post of the form carries its name in (Netlify's name for it). */
export const FORM_NAME_FIELD = netlifyForms.formNameField

/** The field people never see and bots fill (the form's `netlify-honeypot`): the host discards such a post. */
export const HONEYPOT_FIELD = netlifyForms.honeypotField

/** Where a browser without JavaScript lands once it has posted the form. */
export const THANK_YOU_PATH = "/thank-you"

/** Where a script posts the form for the site's own form handling, as Netlify Forms expects it. */
const SITE_FORM_ADDRESS = "/"

/**
 * "Sending..." stays on the button at least this long, so the visitor sees that the click did
 * something even when sending takes almost no time.
 */
export const MIN_SENDING_MS = 600

/** A form service that has not answered by then is given up on, so the visitor can call or try again. */
export const CONTACT_TIMEOUT_MS = 15_000

class ContactSendError extends Error {}

/** Why a send failed, the same words whichever way it went (fetch, or postUpload with photos). */
const unreachable = (address: string, why: string) => new ContactSendError(`The message could not reach ${address}: ${why}`)
const noAnswer = (address: string) =>
  new ContactSendError(`${address} did not answer within ${CONTACT_TIMEOUT_MS / 1000} seconds`)
const refused = (address: string, status: number) => new ContactSendError(`${address} answered ${status}`)
const isAccepted = (status: number) => status >= 200 && status <= 299

interface SendOptions {
  /** Another form service's address (GATSBY_CONTACT_ENDPOINT); the site itself when empty. */
  endpoint?: string
  /** What the hidden honeypot field holds: empty unless a bot filled it. */
  honeypot?: string
  /** The pages that brought the request (visit-pages.ts), sent beside what the visitor typed. */
  pages?: VisitPages
  /** Photos of the job, prepared (job-photos.ts): the request then goes as multipart form data. */
  photos?: ReadonlyArray<{ file: Blob; name: string }>
}

/** The fields and photos as multipart form data, each photo in its own field (photo-1, photo-2 ...). */
function withPhotos(fields: Record<string, string>, photos: NonNullable<SendOptions["photos"]>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  photos.forEach(({ file, name }, index) => form.append(PHOTO_FIELDS[index], file, name))
  return form
}

/**
 * POSTs a request with photos and resolves with the answer's status. Uploading photos on a slow
 * phone connection can take longer than CONTACT_TIMEOUT_MS, so that limit counts from the last
 * bytes that went out (restarted by each upload progress event), not from the start; fetch tells
 * nothing of an upload's progress, XMLHttpRequest does.
 */
function postUpload(address: string, body: FormData, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = () => {
      clearTimeout(timer)
      timer = setTimeout(() => request.abort(), CONTACT_TIMEOUT_MS)
    }
    const fail = (error: ContactSendError) => () => {
      clearTimeout(timer)
      reject(error)
    }
    request.open("POST", address)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = wait
    request.upload.onloadend = wait
    request.onload = () => {
      clearTimeout(timer)
      resolve(request.status)
    }
    request.onerror = fail(unreachable(address, "a network error"))
    request.onabort = fail(noAnswer(address))
    wait()
    request.send(body)
  })
}

/**
 * Sends the message: logged to the console (SPEC.md §7), then POSTed URL-encoded to the site
 * itself, where the host keeps it (a filled honeypot is posted too: the host discards it), or as
 * JSON to another form service when there is one (which knows nothing of the honeypot, so a bot's
 * message is not sent there); with photos, as multipart form data (postUpload). Resolves when it
 * was accepted; rejects with ContactSendError at once when the device is offline, and on a network
 * error, a non-2xx answer, or no answer within CONTACT_TIMEOUT_MS.
 */
export async function sendContactMessage(
  draft: ContactDraft,
  { endpoint = CONTACT_ENDPOINT, honeypot = "", pages, photos = [] }: SendOptions = {},
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  if (endpoint && honeypot) return
  console.info("Contact form submission", draft)
  const fields = { ...draft, ...pages }
  const siteFields = { [FORM_NAME_FIELD]: CONTACT_FORM_NAME, [HONEYPOT_FIELD]: honeypot, ...fields }
  const address = endpoint || SITE_FORM_ADDRESS
  // A phone with no connection fails at once, rather than after CONTACT_TIMEOUT_MS.
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    throw unreachable(address, "the device is offline")
  }
  if (photos.length > 0) {
    // Multipart form data, whose boundary the browser writes into Content-Type itself.
    const status = await postUpload(
      address,
      withPhotos(endpoint ? fields : siteFields, photos),
      endpoint ? { Accept: "application/json" } : {},
    )
    if (!isAccepted(status)) throw refused(address, status)
    return
  }
  const init: RequestInit = endpoint
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
