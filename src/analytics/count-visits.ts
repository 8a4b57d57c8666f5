import { init, track } from "@plausible-analytics/tracker"
import { EVENTS_PATH, OTHER_SERVICE, VISIT_EVENTS, type VisitEvent } from "./visit-events"
import { deviceEventOf, placeOf } from "./link-place"
import { asksNotToBeTracked } from "./privacy-signals"
import { onlyPaths } from "./only-paths"

/*
 * Counts the visit with Plausible's own tracker (@plausible-analytics/tracker): this chunk is built
 * only where the owner turned counting on (GATSBY_PLAUSIBLE_DOMAIN, written in by the build), and
 * loaded once the page is idle or at the first event to report (counting.ts). A page view now and
 * on each move between pages, and the events of VISIT_EVENTS, to the site's own events path; no
 * cookie, nothing stored; only paths, never a query or a fragment (only-paths.ts). A browser asking not to be tracked reports nothing. A report that fails
 * is dropped quietly (the tracker sends with fetch and keepalive, retries nothing and logs nothing here).
 */

/** The site's services by name, as the build wrote them in (gatsby-node.ts): the only services a report names. */
const SERVICES: readonly string[] = JSON.parse(process.env.GATSBY_COUNTED_SERVICES ?? "[]") as string[]

let counting: boolean | undefined

/** Starts the tracker once (its page views follow); whether this browser reports at all. */
export function startTracker(): boolean {
  if (counting === undefined) {
    counting = !asksNotToBeTracked(navigator)
    const domain = process.env.GATSBY_PLAUSIBLE_DOMAIN ?? ""
    if (counting)
      init({
        domain,
        endpoint: EVENTS_PATH,
        captureOnLocalhost: true,
        logging: false,
        bindToWindow: false,
        transformRequest: onlyPaths,
      })
  }
  return counting
}

/** Reports one event with the page it happened on. */
function count(name: VisitEvent, props: Record<string, string> = {}): void {
  if (startTracker()) track(name, { props: { page: window.location.pathname, ...props } })
}

/** A visitor followed a link that calls, texts or e-mails the business: which, and where on the page. */
export function countDeviceLink(link: Element): void {
  const name = deviceEventOf(link)
  if (name !== null) count(name, { place: placeOf(link, window.location.pathname) })
}

/**
 * The form's request delivered, or not. The service asked for is named only when it is one of the
 * site's (as the form's field or a service page's link wrote it); anything else the visitor typed
 * is "other": nothing they wrote is reported.
 */
export function countRequest(delivered: boolean, service: string): void {
  if (!delivered) return count(VISIT_EVENTS.requestFailed)
  const asked = service.trim().toLowerCase()
  const named = SERVICES.filter((known) => known.toLowerCase() === asked)
  count(VISIT_EVENTS.requestSent, { service: named.length === 1 ? named[0] : OTHER_SERVICE })
}

/** A photo opened in the gallery's viewer. */
export const countPhotoOpened = (): void => count(VISIT_EVENTS.photoOpened)
