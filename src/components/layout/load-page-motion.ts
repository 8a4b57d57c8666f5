import { whenIdle } from "../../lib/when-idle"
import type * as PageMotion from "./page-motion"

let loading: Promise<typeof PageMotion> | null = null

/**
 * The page transition's code, fetched once. A failed fetch (offline, or replaced by a newer deploy)
 * is forgotten so the next call tries again; its caller swaps the pages without movement.
 */
export function loadPageMotion(): Promise<typeof PageMotion> {
  loading ??= import(/* webpackChunkName: "page-motion" */ "./page-motion").catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

const LINK_INTENT_EVENTS = ["pointerdown", "touchstart", "focusin"] as const

/**
 * Fetches the page transition before the first navigation needs it: once the page has loaded and
 * the browser is idle, or sooner when a visitor points at, touches or tabs to a link.
 * Returns what stops waiting for either.
 */
export function preloadPageMotion(): () => void {
  const stop = () => {
    for (const type of LINK_INTENT_EVENTS) document.removeEventListener(type, onIntent, true)
    cancelIdle()
  }
  const load = () => {
    stop()
    loadPageMotion().catch(() => undefined)
  }
  function onIntent(event: Event) {
    if (event.target instanceof Element && event.target.closest("a[href]")) load()
  }
  for (const type of LINK_INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true })
  const cancelIdle = whenIdle(load)
  return stop
}
