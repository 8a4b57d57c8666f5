import { CALL_BAR_LABEL } from "../lib/call-bar"
import { CONTACT_PATH } from "../lib/paths"
import { DEVICE_EVENTS, type LinkPlace, type VisitEvent } from "./visit-events"

/** A page's closing band (CallToAction.tsx), by the id of the heading that names it. */
const CALL_TO_ACTION_HEADING = "call-to-action-heading"

/** The event a device link reports: "Call", "Text" or "E-mail" by its scheme (null for any other link). */
export function deviceEventOf(link: Element): VisitEvent | null {
  const href = link.getAttribute("href") ?? ""
  const scheme = Object.entries(DEVICE_EVENTS).find(([prefix]) => href.startsWith(prefix))
  return scheme === undefined ? null : scheme[1]
}

/**
 * Where on its page a link is, read from the page as it is built (no markup of its own, so pages
 * are the same with counting off): the header; the call bar; the footer; the form (its request sent by other means after a
 * failure); a page's closing band, by its heading; the contact page's own options; the first
 * section of the page's content (the home page's hero, a service's or a project's opening with its
 * buttons); elsewhere, the page.
 */
export function placeOf(link: Element, pathname: string): LinkPlace {
  if (link.closest("header")) return "header"
  if (link.closest(`aside[aria-label="${CALL_BAR_LABEL}"]`)) return "bar"
  if (link.closest("footer")) return "footer"
  if (link.closest("form")) return "contact form"
  const section = link.closest("main section")
  if (section === null) return "page"
  if (section.getAttribute("aria-labelledby") === CALL_TO_ACTION_HEADING) return "call to action"
  if (pathname.replace(/\/$/, "") === CONTACT_PATH) return "contact options"
  return section.closest("main")?.querySelector("section") === section ? "hero" : "page"
}
