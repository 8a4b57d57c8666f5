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
 * Where the form is sent. Empty by default: as SPEC.md §7 says, nothing leaves the page; the message
 * is only logged. Set GATSBY_CONTACT_ENDPOINT at build time to POST it to a form service instead.
 */
export const CONTACT_ENDPOINT = process.env.GATSBY_CONTACT_ENDPOINT ?? ""

export class ContactSendError extends Error {}

/**
 * Sends the message: logged to the console always, and POSTed as JSON to `endpoint` when there is
 * one. Resolves when it was accepted; rejects with ContactSendError on a network error or a non-2xx
 * answer.
 */
export async function sendContactMessage(
  draft: ContactDraft,
  endpoint: string = CONTACT_ENDPOINT,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  console.info("Contact form submission", draft)
  if (!endpoint) return
  let response: Response
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(draft),
    })
  } catch (error) {
    throw new ContactSendError(`The message could not reach ${endpoint}: ${String(error)}`)
  }
  if (!response.ok) {
    throw new ContactSendError(`${endpoint} answered ${response.status}`)
  }
}
