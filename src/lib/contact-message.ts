/**
 * The contact form's fields and rules, for the form and the tests. The code that sends it is in
 * send-contact-message.ts, fetched when the visitor comes to the form.
 */
// Netlify Forms' rules, shared with scripts/local-host/form-requests.js (which takes posts the same way under npm start).
import netlifyForms from "./netlify-forms.json"

/** docs/requirements.md: The content: what the contact form collects. All fields are text. */
export interface ContactDraft {
  name: string
  email: string
  phone: string
  service: string
  message: string
}

export const EMPTY_DRAFT: ContactDraft = { name: "", email: "", phone: "", service: "", message: "" }

/** The form's name, as Netlify Forms knows it: the form's `name` and its hidden `form-name` field. */
export const CONTACT_FORM_NAME = "contact"

/** The hidden field every post of the form carries its name in (Netlify's name for it). */
export const FORM_NAME_FIELD = netlifyForms.formNameField

/** The field people never see and bots fill (the form's `netlify-honeypot`): the host discards such a post. */
export const HONEYPOT_FIELD = netlifyForms.honeypotField

/**
 * "Sending..." stays on the button at least this long, so the visitor sees that the click did
 * something even when sending takes almost no time.
 */
export const MIN_SENDING_MS = 600

/** A form service that has not answered by then is given up on, so the visitor can call or try again. */
export const CONTACT_TIMEOUT_MS = 15_000
