import { CONTACT_PATH, normalizePath } from "./paths"

/**
 * Which pages brought a request: the page the visitor first arrived on in this visit, and the page
 * they went to the contact page from (the quote link they followed). Kept in the tab's own storage
 * (sessionStorage: no cookie, no third-party script, nothing sent until the visitor sends the form)
 * as the site's client-side navigation goes on, since the Referer header does not survive it.
 */

/** The hidden fields of the contact form that carry them (named in the static HTML, so Netlify keeps them). */
export const FIRST_PAGE_FIELD = "first-page"
export const QUOTE_PAGE_FIELD = "quote-page"

/** The quote page of a request whose visitor opened the contact page itself (a bookmark, a typed address). */
export const OPENED_DIRECTLY = "(contact page opened directly)"

const STORAGE_KEY = "visit-pages"

export type VisitPages = Record<typeof FIRST_PAGE_FIELD | typeof QUOTE_PAGE_FIELD, string>

const NONE: VisitPages = { [FIRST_PAGE_FIELD]: "", [QUOTE_PAGE_FIELD]: "" }

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** The pages recorded in this tab so far (empty texts where none is). */
export function visitPages(storage = tabStorage()): VisitPages {
  try {
    const kept = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null") as Partial<VisitPages> | null
    return {
      [FIRST_PAGE_FIELD]: typeof kept?.[FIRST_PAGE_FIELD] === "string" ? kept[FIRST_PAGE_FIELD] : "",
      [QUOTE_PAGE_FIELD]: typeof kept?.[QUOTE_PAGE_FIELD] === "string" ? kept[QUOTE_PAGE_FIELD] : "",
    }
  } catch {
    return NONE
  }
}

/**
 * Records a page the visitor is on (`previous`: the page they came from within the site, none on
 * a page loaded from outside or reloaded). The first page of the tab's visit is kept; the contact
 * page records where it was reached from, and keeps that through a reload.
 */
export function recordPage(pathname: string, previous: string | undefined, storage = tabStorage()): void {
  const page = normalizePath(pathname)
  const from = previous === undefined ? undefined : normalizePath(previous)
  const pages = visitPages(storage)
  const next = { ...pages, [FIRST_PAGE_FIELD]: pages[FIRST_PAGE_FIELD] || page }
  if (page === CONTACT_PATH && from !== page) {
    next[QUOTE_PAGE_FIELD] = from ?? (pages[QUOTE_PAGE_FIELD] || OPENED_DIRECTLY)
  }
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage off or full: the request goes without its pages.
  }
}
