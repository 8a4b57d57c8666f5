import { init } from "@plausible-analytics/tracker"
import { EVENTS_PATH } from "../lib/visit-events"
import { asksNotToBeTracked } from "./privacy-signals"

/**
 * Starts counting the visit with Plausible's own tracker (@plausible-analytics/tracker), loaded once
 * the page is idle where the owner turned counting on (gatsby-browser.tsx): a page view now and on
 * each move between pages, to the site's own events path; no cookie, nothing stored. A browser
 * asking not to be tracked reports nothing. A report that fails is dropped quietly (the tracker
 * sends with fetch and keepalive, retries nothing and logs nothing here).
 */
export function countVisits(domain: string): void {
  if (asksNotToBeTracked(navigator)) return
  init({ domain, endpoint: EVENTS_PATH, captureOnLocalhost: true, logging: false, bindToWindow: false })
}
