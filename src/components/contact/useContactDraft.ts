import { useEffect, useRef, useState, type ChangeEvent } from "react"
import { useHydrated } from "../../hooks/useHydrated"
import { draftStore } from "../../lib/contact-draft"
import { EMPTY_DRAFT, type ContactDraft } from "../../lib/contact-message"
import { serviceFromSearch } from "../../lib/contact-page-link"

/** Where the visitor's draft waits until it is sent: this device's own storage. */
const drafts = draftStore()

/**
 * The contact form's fields. Once the page is interactive, a draft kept from before (a reload, a
 * closed tab, an earlier visit) comes back, and `?service=` fills an empty service field (so the
 * server-rendered, empty form and the first client render agree; the visitor's own choice is never
 * replaced). What the visitor types is kept on the device until `forget` (a send, or Clear).
 */
export function useContactDraft(search: string) {
  const hydrated = useHydrated()
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT)
  // Whether the fields hold a draft kept from before.
  const [restored, setRestored] = useState(false)
  // Whether the visitor typed since the draft was last kept or forgotten (a prefilled service alone is not kept).
  const typed = useRef(false)

  const [keptDraftRead, setKeptDraftRead] = useState(false)
  if (hydrated && !keptDraftRead) {
    setKeptDraftRead(true)
    const kept = drafts.load()
    if (kept) {
      setDraft((current) => ({ ...kept, service: kept.service || current.service }))
      setRestored(true)
    }
  }

  const [prefilledFrom, setPrefilledFrom] = useState<string>()
  if (hydrated && prefilledFrom !== search) {
    setPrefilledFrom(search)
    const service = serviceFromSearch(search)
    if (service) setDraft((current) => (current.service ? current : { ...current, service }))
  }

  useEffect(() => {
    if (typed.current) drafts.save(draft)
  }, [draft])

  /** The change handler of a field. */
  const change = (field: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target
    typed.current = true
    setDraft((current) => ({ ...current, [field]: value }))
  }

  /** Forgets the kept draft and sets the fields to `next` (empty unless given). */
  function forget(next: ContactDraft = EMPTY_DRAFT) {
    typed.current = false
    drafts.clear()
    setDraft(next)
    setRestored(false)
  }

  return { draft, restored, change, forget }
}
