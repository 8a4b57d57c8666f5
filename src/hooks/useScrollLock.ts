import { useEffect } from "react"

/**
 * While the calling component is mounted, the page behind it does not scroll: the root element's
 * overflow is hidden through element.style, which the pages' security policy allows (the dialog
 * library's own lock inserts a <style> element, which it refuses). Where the page shows a
 * scrollbar that takes room, its gutter is kept, so nothing behind the dialog shifts.
 */
export function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement
    const before = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter }
    const scrollbarTakesRoom = window.innerWidth > root.clientWidth
    root.style.overflow = "hidden"
    if (scrollbarTakesRoom) root.style.scrollbarGutter = "stable"
    return () => {
      root.style.overflow = before.overflow
      root.style.scrollbarGutter = before.gutter
    }
  }, [])
}
