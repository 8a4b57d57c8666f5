import { useEffect, useRef, useState, type RefObject } from "react"
import { sharedObserver } from "../../lib/shared-observer"

/**
 * Whether an element is within the screen or the next one down (or was once): what a page may
 * fetch before the visitor scrolls. Browsers' own lazy loading reaches much further ahead (Chrome:
 * 1250 px, 2500 px on slow connections), which on a phone is several screens of photos. Without
 * IntersectionObserver the element counts as near at once.
 */
const ONE_SCREEN_BELOW = "0px 0px 100% 0px"

const watchNear = sharedObserver({ rootMargin: ONE_SCREEN_BELOW })

/** Calls `reached` once `element` comes near (soon, without IntersectionObserver); returns what stops watching it. */
export function whenNear(element: Element, reached: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    let watching = true
    void Promise.resolve().then(() => watching && reached())
    return () => {
      watching = false
    }
  }
  const stop = watchNear(element, (entry) => {
    if (!entry.isIntersecting) return
    stop()
    reached()
  })
  return stop
}

/**
 * A ref for the element to watch, and whether it has come near. Nothing renders again until it
 * has: the element is read once mounted, and the observer reports after the browser has laid the
 * page out.
 */
export function useNearViewport<T extends Element>(watch: boolean): [RefObject<T>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!watch || near || !element) return undefined
    return whenNear(element, () => setNear(true))
  }, [watch, near])
  return [ref, near]
}
