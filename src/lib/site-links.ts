import { navigate, prefetchPathname } from "gatsby"

/**
 * Links between the site's own pages are plain anchors marked with this attribute (SiteLink), and
 * one listener on the document follows them inside the page, as Gatsby's Link would: the page
 * transition plays and nothing reloads. Each Link is six components and an IntersectionObserver
 * that a phone must hydrate at load; a page has about 35 of them. Without JavaScript, or before
 * the page's code has arrived, the anchor loads its page like any link.
 */
export const SITE_LINK_ATTRIBUTE = "data-site-link"

function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${SITE_LINK_ATTRIBUTE}]`) : null
}

type Click = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">

/** A plain click of the main button: with another button or a key held, the browser opens a new tab or window, or downloads. */
export const isPlainClick = (event: Click) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * A click the browser should handle itself: not a plain click, a link meant for another window or
 * a download, or one a handler on the page has already taken.
 */
function leftToBrowser(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    !isPlainClick(event) ||
    (anchor.target !== "" && anchor.target !== "_self") ||
    anchor.hasAttribute("download")
  )
}

/** The page a site link goes to, without its #fragment: what Gatsby fetches for it. */
function pageOf(anchor: HTMLAnchorElement): string {
  const url = new URL(anchor.href)
  return url.pathname + url.search
}

/** Fetches a linked page's data and code ahead of the click (Gatsby skips this on a slow or data-saving connection). */
const prefetch = (anchor: HTMLAnchorElement) => prefetchPathname(pageOf(anchor))

/**
 * Follows site links inside the page, and fetches a page ahead when its link is pointed at,
 * touched or focused. Returns what stops it.
 */
export function followSiteLinks(root: Document): () => void {
  const follow = (event: MouseEvent) => {
    const anchor = siteLinkOf(event.target)
    if (!anchor || leftToBrowser(event, anchor)) return
    event.preventDefault()
    const to = anchor.getAttribute("href") ?? anchor.href
    // Like Gatsby's Link: following a link to the page already shown replaces it in the history.
    const samePage = pageOf(anchor) === root.location.pathname + root.location.search && new URL(anchor.href).hash === ""
    void navigate(to, { replace: samePage })
  }
  const reach = (event: Event) => {
    const anchor = siteLinkOf(event.target)
    if (anchor) prefetch(anchor)
  }
  const reachEvents = ["mouseover", "focusin", "touchstart"] as const
  root.addEventListener("click", follow)
  for (const type of reachEvents) root.addEventListener(type, reach, { passive: true })
  return () => {
    root.removeEventListener("click", follow)
    for (const type of reachEvents) root.removeEventListener(type, reach)
  }
}

/**
 * Fetches ahead the pages whose links are on screen, as they come into view: one observer for
 * every site link under `root`, each let go once fetched. Returns what stops it.
 */
export function prefetchSiteLinksInView(root: ParentNode): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      prefetch(entry.target as HTMLAnchorElement)
    }
  })
  root.querySelectorAll(`a[${SITE_LINK_ATTRIBUTE}]`).forEach((anchor) => observer.observe(anchor))
  return () => observer.disconnect()
}
