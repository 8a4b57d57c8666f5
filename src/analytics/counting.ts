import { whenIdle } from "../lib/when-idle"
import { DEVICE_LINK } from "./visit-events"
import type * as CountVisits from "./count-visits"

/*
 * The pages' side of counting visits, where the owner turned it on: every use is under the build's
 * switch (`if (process.env.GATSBY_PLAUSIBLE_DOMAIN)`), which webpack drops when unset, and this
 * module, free of side effects (gatsby-node.ts), goes with it: no page holds any of it then.
 */

type Counter = typeof CountVisits

/** The tracker's chunk (count-visits.ts; its name, TRACKER_CHUNK, in src/gatsby/visit-counting.ts), fetched once it arrives (a fetch that failed, offline, is tried again by the next report). */
let counter: Promise<Counter> | undefined
const loadCounter = () =>
  (counter ??= import(/* webpackChunkName: "count-visits" */ "./count-visits").catch((error: unknown) => {
    counter = undefined
    throw error
  }))

/** Reports through the tracker's chunk, fetching it first where it is not yet: a report that cannot be made is dropped quietly. */
export function withCounter(report: (counter: Counter) => void): void {
  loadCounter().then(report, () => undefined)
}

/**
 * Counts the visit from once the page is idle, or from a visitor's first call, text or e-mail
 * before then: a device link followed is reported whenever it is (on the document, capturing, so
 * the page's own handlers change nothing of it).
 */
export function startCounting(page: Document): void {
  whenIdle(() => withCounter((visit) => visit.startTracker()))
  page.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(DEVICE_LINK) : null
      if (link) withCounter((visit) => visit.countDeviceLink(link))
    },
    { capture: true },
  )
}
