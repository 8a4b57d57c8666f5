/** Device links (tel:, sms:, mailto:) built one way for the whole site. */

/** "+15085550142" from "(508) 555-0142", "508.555.0142" or "+1 508 555 0142". */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, "")
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  if (national.length !== 10) {
    throw new Error(`"${phone}" is not a 10-digit US phone number`)
  }
  return `+1${national}`
}

export function telHref(phone: string): string {
  return `tel:${toE164(phone)}`
}

/**
 * `sms:+1XXXXXXXXXX?&body=...`: the "?&" form opens the composer with the body filled in on both
 * iOS (which reads "&body=") and Android (which reads "?body=").
 */
export function smsHref(phone: string, body: string): string {
  return `sms:${toE164(phone)}?&body=${encodeURIComponent(body)}`
}

/** `mailto:` with a subject and a body when given (RFC 6068: each encoded, line breaks as %0A). */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const fields = [
    ...(subject ? [`subject=${encodeURIComponent(subject)}`] : []),
    ...(body ? [`body=${encodeURIComponent(body)}`] : []),
  ]
  return fields.length > 0 ? `mailto:${email}?${fields.join("&")}` : `mailto:${email}`
}

/** A phone number as shown on the page, kept on one line: "(508)\u00a0555\u20110142". */
export function displayPhone(phone: string): string {
  return phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011")
}
