import { useCallback, useEffect, useState } from "react"

/**
 * Whether an element is within the screen or the next one down (or was once): what a page may
 * fetch before the visitor scrolls. Browsers' own lazy loading reaches much further ahead (Chrome:
 * 1250 px, 2500 px on slow connections), which on a phone is several screens of photos. Without
 * IntersectionObserver the element counts as near at once.
 */
const ONE_SCREEN_BELOW = "0px 0px 100% 0px"

export function useNearViewport(watch: boolean): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!watch || near || !element || typeof IntersectionObserver === "undefined") return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: ONE_SCREEN_BELOW },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [watch, near, element])
  const watchElement = useCallback((next: Element | null) => {
    setElement(next)
    if (next && typeof IntersectionObserver === "undefined") setNear(true)
  }, [])
  return [watchElement, near]
}
