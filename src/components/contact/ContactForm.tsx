import React, { useRef, useState, type FormEvent } from "react"
import { withCounter } from "../../analytics/counting"
import type { Business } from "../../hooks/useBusiness"
import { serviceFromSearch } from "../../lib/contact-page-link"
import type { FormDelivery } from "../../lib/form-delivery"
import { CONTACT_FORM_NAME, EMPTY_DRAFT, FORM_NAME_FIELD, HONEYPOT_FIELD, MIN_SENDING_MS } from "../../lib/contact-message"
import type { sendContactMessage } from "../../lib/send-contact-message"
import { mailRequestHref, smsRequestHref } from "../../lib/request-by-other-means"
import { FIRST_PAGE_FIELD, QUOTE_PAGE_FIELD, visitPages } from "../../lib/visit-pages"
import { afterNextPaint } from "../../lib/when-idle"
import { prepareNotifications } from "../notifications/NotificationArea"
import { toast } from "../notifications/toast-store"
import * as buttons from "../ui/buttons.module.css"
import { MESSAGE_FAILED, MESSAGE_SENT } from "./messages"
import * as styles from "./ContactForm.module.css"
import { PhotoPicker } from "./PhotoPicker"
import { useContactDraft } from "./useContactDraft"
import { useJobPhotos } from "./useJobPhotos"

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const KEPT_NOTE_ID = "contact-kept-draft"

/**
 * Sends the request with the code that sends (send-contact-message.ts): its own chunk, fetched
 * when the visitor comes to the form (prepareSending); rejects like a failed send when it cannot be.
 */
async function send(...args: Parameters<typeof sendContactMessage>) {
  const { sendContactMessage } = await import(/* webpackChunkName: "contact-send" */ "../../lib/send-contact-message")
  return sendContactMessage(...args)
}

/** Sending ends in a notification, and needs the code that sends: both are fetched now, while there is a connection. */
function prepareSending() {
  prepareNotifications()
  import(/* webpackChunkName: "contact-send" */ "../../lib/send-contact-message").catch(() => undefined)
}

interface ContactFormProps {
  /** The page address's query string; `?service=...` prefills the service field. */
  search: string
  /** Where and how requests go, as the build decided it (src/gatsby/contact-delivery.ts). */
  delivery: FormDelivery
  /** Where the request goes when the form cannot send it: by text message or e-mail. */
  business: Pick<Business, "phone" | "email" | "smsBody">
}

/**
 * The message form of docs/requirements.md: The contact form: the browser's own validation, one notification per outcome.
 * What the visitor types is kept on the device until it is sent (useContactDraft.ts).
 */
export function ContactForm({ search, delivery, business }: ContactFormProps) {
  const { draft, restored, change, forget } = useContactDraft(search)
  const photos = useJobPhotos()
  const nameField = useRef<HTMLInputElement>(null)
  const [honeypot, setHoneypot] = useState("")
  const [submitting, setSubmitting] = useState(false)
  // Whether the last send failed: the form then offers the same request by text message and e-mail.
  const [failed, setFailed] = useState(false)
  // Set at once, unlike state: a second click before the button re-renders disabled sends nothing.
  const sending = useRef(false)

  function clearKeptDraft() {
    forget({ ...EMPTY_DRAFT, service: serviceFromSearch(search) })
    // The Clear button goes away with the draft: the visitor goes on from the first field.
    nameField.current?.focus()
  }

  /** The same request by text message and by e-mail, with what the visitor typed: built once a send fails. */
  const otherWays = () => ({
    sms: smsRequestHref(business.phone, business.smsBody, draft),
    mail: mailRequestHref(business.email, draft),
  })

  /**
   * The failure notification's action: on a phone (a touch screen), the request by text message,
   * which goes out on the phone's signal without data; elsewhere by e-mail.
   */
  function sendAnotherWay() {
    const links = otherWays()
    const phone = typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches
    return {
      label: phone ? "Send by text" : "Send by e-mail",
      altText: "Send the same request by text message or e-mail, with the links under the form.",
      onClick: () => window.location.assign(phone ? links.sms : links.mail),
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setSubmitting(true)
    setFailed(false)
    const shownLongEnough = wait(MIN_SENDING_MS)
    try {
      // The visitor sees "Sending..." at once: what sends runs after that frame.
      await afterNextPaint()
      // Send waits for the photos still being prepared, rather than going without them.
      const upload = await photos.ready()
      const sending = send(draft, { delivery, honeypot, pages: visitPages(), upload })
      const [sent] = await Promise.allSettled([sending, shownLongEnough])
      if (sent.status === "rejected") throw sent.reason
      forget()
      photos.clear()
      setHoneypot("")
      toast(MESSAGE_SENT)
      if (process.env.GATSBY_PLAUSIBLE_DOMAIN) withCounter((visit) => visit.countRequest(true, draft.service))
    } catch (error) {
      console.warn(error)
      setFailed(true)
      toast({ ...MESSAGE_FAILED, action: sendAnotherWay() })
      if (process.env.GATSBY_PLAUSIBLE_DOMAIN) withCounter((visit) => visit.countRequest(false, draft.service))
    } finally {
      sending.current = false
      setSubmitting(false)
    }
  }

  return (
    // What Netlify's deploy-time form detection reads is in the built HTML of every build that sends
    // to the site's own forms (contact-delivery.ts): the form's name, data-netlify, the honeypot's
    // name, the hidden form-name field and every field's name. Without JavaScript the browser posts
    // the form itself and lands on the thank-you page (or the other form service's).
    <form
      name={CONTACT_FORM_NAME}
      method="POST"
      encType="multipart/form-data"
      action={delivery.action}
      data-netlify={delivery.netlifyMarkup ? "true" : undefined}
      netlify-honeypot={delivery.netlifyMarkup ? HONEYPOT_FIELD : undefined}
      className={styles.form}
      onSubmit={handleSubmit}
      onFocus={prepareSending}
      aria-label="Send us a message"
    >
      {delivery.netlifyMarkup && <input type="hidden" name={FORM_NAME_FIELD} value={CONTACT_FORM_NAME} />}
      {/* Named here so Netlify keeps them; the script sends their values (visit-pages.ts). */}
      <input type="hidden" name={FIRST_PAGE_FIELD} value="" />
      <input type="hidden" name={QUOTE_PAGE_FIELD} value="" />
      <div className={styles.row}>
        <Field label="Name" required>
          <input
            ref={nameField}
            name="name"
            type="text"
            autoComplete="name"
            required
            value={draft.name}
            onChange={change("name")}
          />
        </Field>
        <Field label="Email" required>
          <input name="email" type="email" autoComplete="email" required value={draft.email} onChange={change("email")} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label="Phone">
          <input name="phone" type="tel" autoComplete="tel" value={draft.phone} onChange={change("phone")} />
        </Field>
        <Field label="Service needed">
          <input name="service" type="text" value={draft.service} onChange={change("service")} />
        </Field>
      </div>
      <Field label="Message" required>
        <textarea name="message" rows={5} required value={draft.message} onChange={change("message")} />
      </Field>
      <PhotoPicker {...photos} />
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
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={submitting}>
          {submitting ? (photos.preparing ? "Preparing photos..." : "Sending...") : "Send Message"}
        </button>
        {restored && (
          <>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              onClick={clearKeptDraft}
              aria-describedby={KEPT_NOTE_ID}
            >
              Clear
            </button>
            <p id={KEPT_NOTE_ID} className={styles.keptNote}>
              What you typed before was kept on this device, until it is sent.
            </p>
          </>
        )}
      </div>
      {failed && <OtherWays {...otherWays()} />}
    </form>
  )
}

/** Under the button while a failure stands: the same request by text message or e-mail. */
function OtherWays({ sms, mail }: { sms: string; mail: string }) {
  return (
    <p className={styles.otherWays}>
      Not sent yet. Send the same request, with everything you typed, <a href={sms}>by text message</a> or{" "}
      <a href={mail}>by e-mail</a>.
    </p>
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
