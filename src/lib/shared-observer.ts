/**
 * One IntersectionObserver for every element watched through it (a page's blocks, a gallery's
 * tiles), rather than one each: fewer observers to create at load, and the browser works out
 * every element's place in one pass. It calls each element's own function with each report about
 * that element, and goes away once nothing is watched.
 */
type Watch = (element: Element, onReport: (entry: IntersectionObserverEntry) => void) => () => void

/** A `watch(element, onReport)` sharing one observer with `options`; it returns what stops watching that element. */
export function sharedObserver(options?: IntersectionObserverInit): Watch {
  const watched = new Map<Element, (entry: IntersectionObserverEntry) => void>()
  let observer: IntersectionObserver | undefined
  const unwatch = (element: Element) => {
    if (!watched.delete(element)) return
    observer?.unobserve(element)
    if (watched.size === 0) {
      observer?.disconnect()
      observer = undefined
    }
  }
  return (element, onReport) => {
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) watched.get(entry.target)?.(entry)
    }, options)
    watched.set(element, onReport)
    observer.observe(element)
    return () => unwatch(element)
  }
}
