import React, { useRef, useState, type ChangeEvent, type FormEvent } from "react"
import { useHydrated } from "../../hooks/useHydrated"
import { serviceFromSearch } from "../../lib/contact-page-link"
import {
  CONTACT_ENDPOINT,
  CONTACT_FORM_NAME,
  EMPTY_DRAFT,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  sendContactMessage,
  THANK_YOU_PATH,
  type ContactDraft,
} from "../../lib/contact-message"
import { toast } from "../notifications/toast-store"
import * as buttons from "../ui/buttons.module.css"
import { MESSAGE_FAILED, MESSAGE_SENT } from "./messages"
import * as styles from "./ContactForm.module.css"

/**
 * "Sending..." stays on the button at least this long, so the visitor sees that the click did
 * something even when sending takes almost no time.
 */
export const MIN_SENDING_MS = 600

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface ContactFormProps {
  /** The page address's query string; `?service=...` prefills the service field. */
  search: string
  /** Another form service to send to (GATSBY_CONTACT_ENDPOINT); the site's own form handling when empty. */
  endpoint?: string
}

/** The message form of SPEC.md §5: the browser's own validation, one notification per outcome. */
export function ContactForm({ search, endpoint = CONTACT_ENDPOINT }: ContactFormProps) {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT)
  const [honeypot, setHoneypot] = useState("")
  const [submitting, setSubmitting] = useState(false)
  // Set at once, unlike state: a second click before the button re-renders disabled sends nothing.
  const sending = useRef(false)
  const hydrated = useHydrated()

  // `?service=` prefills the field once hydrated, so the server-rendered (empty) form and the
  // first client render agree; the visitor's own choice is never replaced.
  const [prefilledFrom, setPrefilledFrom] = useState<string>()
  if (hydrated && prefilledFrom !== search) {
    setPrefilledFrom(search)
    const service = serviceFromSearch(search)
    if (service) setDraft((current) => (current.service ? current : { ...current, service }))
  }

  const update = (field: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target
    setDraft((current) => ({ ...current, [field]: value }))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setSubmitting(true)
    try {
      const sending = sendContactMessage(draft, { endpoint, honeypot })
      const [sent] = await Promise.allSettled([sending, wait(MIN_SENDING_MS)])
      if (sent.status === "rejected") throw sent.reason
      setDraft(EMPTY_DRAFT)
      setHoneypot("")
      toast(MESSAGE_SENT)
    } catch (error) {
      console.warn(error)
      toast(MESSAGE_FAILED)
    } finally {
      sending.current = false
      setSubmitting(false)
    }
  }

  return (
    // What Netlify's deploy-time form detection reads is in the built HTML of every build (harmless
    // on other hosts): the form's name, data-netlify, the honeypot's name, the hidden form-name field
    // and every field's name. Without JavaScript the browser posts the form itself and lands on the
    // thank-you page (or the other form service's).
    <form
      name={CONTACT_FORM_NAME}
      method="POST"
      action={endpoint || THANK_YOU_PATH}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      className={styles.form}
      onSubmit={handleSubmit}
      aria-label="Send us a message"
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={CONTACT_FORM_NAME} />
      <div className={styles.row}>
        <Field label="Name" required>
          <input name="name" type="text" autoComplete="name" required value={draft.name} onChange={update("name")} />
        </Field>
        <Field label="Email" required>
          <input name="email" type="email" autoComplete="email" required value={draft.email} onChange={update("email")} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label="Phone">
          <input name="phone" type="tel" autoComplete="tel" value={draft.phone} onChange={update("phone")} />
        </Field>
        <Field label="Service needed">
          <input name="service" type="text" value={draft.service} onChange={update("service")} />
        </Field>
      </div>
      <Field label="Message" required>
        <textarea name="message" rows={5} required value={draft.message} onChange={update("message")} />
      </Field>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
      </div>
      <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={submitting}>
        {submitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  )
}

function Field({ label, required = false, children }: { label: string; required?: boolean; children: React.ReactNode }) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className={styles.optional}> (optional)</span>
        )}
      </span>
      {children}
    </label>
  )
}
