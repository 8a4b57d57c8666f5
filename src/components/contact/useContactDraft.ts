import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from "react"
import { draftStore } from "../../lib/contact-draft"
import { EMPTY_DRAFT, type ContactDraft } from "../../lib/contact-message"
import { serviceFromSearch } from "../../lib/contact-page-link"
import { isHydrating } from "../../lib/hydration"

/** Where the visitor's draft waits until it is sent: this device's own storage. */
const drafts = draftStore()

/** `current` with the service of `search` where its service field is empty; `current` itself otherwise. */
function withServiceFrom(search: string, current: ContactDraft): ContactDraft {
  const service = serviceFromSearch(search)
  return service && !current.service ? { ...current, service } : current
}

/** What the form opens with: the draft kept on the device (`restored`), with the service of `search` where it has none. */
function opening(search: string) {
  const kept = drafts.load()
  return { draft: withServiceFrom(search, kept ?? EMPTY_DRAFT), restored: kept !== undefined }
}

/** Whether the form opens with more than empty fields: a kept draft, or a service in `search`. */
const opensFilled = (search: string) => drafts.load() !== undefined || serviceFromSearch(search) !== ""

const neverChanges = () => () => undefined

/**
 * The contact form's fields. A draft kept from before (a reload, a closed tab, an earlier visit)
 * comes back, and `?service=` fills an empty service field (the visitor's own choice is never
 * replaced). A form rendered in the browser (its page reached by a link) opens with them. Over the
 * server's HTML the form first renders empty, as the HTML is, and they come once it is hydrated:
 * only if there are any, so a plain visit renders the form once (a render after hydration is one
 * task a phone cannot break up). What the visitor types is kept on the device until `forget` (a
 * send, or Clear).
 */
export function useContactDraft(search: string) {
  // Whether what the form opens with is still to come: over server HTML, until hydrated or typed in.
  const [awaiting, setAwaiting] = useState(isHydrating)
  const [opened] = useState(() => (awaiting ? { draft: EMPTY_DRAFT, restored: false } : opening(search)))
  const [draft, setDraft] = useState<ContactDraft>(opened.draft)
  // Whether the fields hold a draft kept from before.
  const [restored, setRestored] = useState(opened.restored)
  // The query string whose service was last filled in.
  const [prefilledFrom, setPrefilledFrom] = useState(search)
  // Whether the visitor typed since the draft was last kept or forgotten (a prefilled service alone is not kept).
  const typed = useRef(false)

  // False in the server's HTML and while it is hydrated; then true only if the form opens filled,
  // which renders it again.
  const fillsNow = useSyncExternalStore(
    neverChanges,
    () => awaiting && opensFilled(search),
    () => false,
  )
  if (fillsNow) {
    setAwaiting(false)
    setPrefilledFrom(search)
    const { draft: openingDraft, restored: openingRestored } = opening(search)
    setDraft(openingDraft)
    setRestored(openingRestored)
  } else if (!awaiting && prefilledFrom !== search) {
    setPrefilledFrom(search)
    setDraft((current) => withServiceFrom(search, current))
  }

  useEffect(() => {
    if (typed.current) drafts.save(draft)
  }, [draft])

  /** The change handler of a field. */
  const change = (field: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target
    typed.current = true
    // What the visitor types is the form's from now on: a draft kept from it does not come back over it.
    setAwaiting(false)
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
