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

/** A form service that has not answered by then is given up on, so the visitor can call or try again. */
export const CONTACT_TIMEOUT_MS = 15_000

class ContactSendError extends Error {}

/**
 * Sends the message: logged to the console always, and POSTed as JSON to `endpoint` when there is
 * one. Resolves when it was accepted; rejects with ContactSendError on a network error, a non-2xx
 * answer, or no answer within CONTACT_TIMEOUT_MS.
 */
export async function sendContactMessage(
  draft: ContactDraft,
  endpoint: string = CONTACT_ENDPOINT,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  console.info("Contact form submission", draft)
  if (!endpoint) return
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), CONTACT_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(draft),
      signal: abort.signal,
    })
  } catch (error) {
    throw new ContactSendError(
      abort.signal.aborted
        ? `${endpoint} did not answer within ${CONTACT_TIMEOUT_MS / 1000} seconds`
        : `The message could not reach ${endpoint}: ${String(error)}`,
    )
  } finally {
    clearTimeout(timer)
  }
  if (!response.ok) {
    throw new ContactSendError(`${endpoint} answered ${response.status}`)
  }
}
