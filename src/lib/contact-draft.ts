import { EMPTY_DRAFT, type ContactDraft } from "./contact-message"

/**
 * The contact form's draft, kept in the browser's own storage (localStorage: no cookie, nothing
 * sent anywhere) from the first key typed until the message is sent, so a reload, a closed tab or
 * a phone that ends the browser in the background loses nothing a visitor typed.
 */

/** The storage key, named for the site so another app on the same address cannot mistake it. */
export const DRAFT_KEY = "contact-form-draft"

const FIELDS = Object.keys(EMPTY_DRAFT) as Array<keyof ContactDraft>

const isEmptyDraft = (draft: ContactDraft) => FIELDS.every((field) => draft[field].trim() === "")

/** What the browser keeps for the site, or nothing where storage is off (privacy modes throw on access). */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

interface DraftStore {
  /** The kept draft, if there is one with anything in it; text fields only, unknown ones dropped. */
  load(): ContactDraft | undefined
  /** Keeps the draft (an empty one removes it). False when the storage refused it (off, or full). */
  save(draft: ContactDraft): boolean
  clear(): void
}

export function draftStore(storage: () => Storage | undefined = browserStorage): DraftStore {
  const attempt = <T>(withStore: (store: Storage) => T, otherwise: T): T => {
    try {
      const store = storage()
      return store ? withStore(store) : otherwise
    } catch {
      return otherwise
    }
  }
  const clear = () => attempt((store) => store.removeItem(DRAFT_KEY), undefined)
  return {
    load: () =>
      attempt((store) => {
        const kept = JSON.parse(store.getItem(DRAFT_KEY) ?? "null") as unknown
        if (typeof kept !== "object" || kept === null) return undefined
        const fields = kept as Record<string, unknown>
        const draft = Object.fromEntries(
          FIELDS.map((field) => [field, typeof fields[field] === "string" ? fields[field] : ""]),
        ) as unknown as ContactDraft
        return isEmptyDraft(draft) ? undefined : draft
      }, undefined),
    save: (draft) =>
      attempt((store) => {
        if (isEmptyDraft(draft)) store.removeItem(DRAFT_KEY)
        else store.setItem(DRAFT_KEY, JSON.stringify(draft))
        return true
      }, false),
    clear,
  }
}
