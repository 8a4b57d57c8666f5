import React, { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react"
import { prefersLessMotion } from "../../lib/reduced-motion"
import { prefetchSiteLinksInView } from "../../lib/site-links"
import { whenIdle } from "../../lib/when-idle"
import { OFFSET_PX } from "./page-transition-values"
import { loadPageMotion, preloadPageMotion } from "./load-page-motion"

/** Puts the new page at its top, or at the element its URL's #fragment names. */
function scrollToNewPage(): void {
  window.scrollTo(0, 0)
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (id) {
    window.requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView())
  }
}

/** Hides a page that has just been put in place, before it is drawn, until it moves in. */
function holdBack(element: HTMLElement): void {
  element.style.opacity = "0"
  if (!prefersLessMotion()) element.style.transform = `translateY(${OFFSET_PX}px)`
}

function showAtOnce(element: HTMLElement): void {
  element.style.opacity = ""
  element.style.transform = ""
}

interface PageTransitionProps {
  pathname: string
  children: ReactNode
}

/**
 * The outgoing page fades out and slides up; only when it is gone does the incoming page fade in
 * from below (docs/requirements.md: The pages). Until then the old page stays in place with what it showed (and what a
 * visitor typed in it). The first page is not animated: the server-rendered HTML shows as it is,
 * and the animation engine (page-motion.ts) is fetched after the page has loaded, or when a link
 * is first pointed at. If it cannot be fetched, the pages swap without movement.
 */
export function PageTransition({ pathname, children }: PageTransitionProps) {
  const [shown, setShown] = useState({ pathname, children })
  const leaving = pathname !== shown.pathname
  // While the same page stays, it takes every new render as it comes.
  if (!leaving && children !== shown.children) setShown({ pathname, children })
  const ref = useRef<HTMLDivElement>(null)
  const placedPage = useRef(shown.pathname)
  const movedOut = useRef(false)

  useEffect(() => preloadPageMotion(), [])

  // Once each page is in place and the phone is idle, the pages its links lead to are fetched as the links come into view.
  useEffect(() => {
    let stopWatching: (() => void) | undefined
    const cancel = whenIdle(() => {
      stopWatching = prefetchSiteLinksInView(document)
    })
    return () => {
      cancel()
      stopWatching?.()
    }
  }, [shown.pathname])

  useEffect(() => {
    const element = ref.current
    if (!leaving || !element) return undefined
    let current = true
    movedOut.current = true
    loadPageMotion()
      .then((motion) => motion.leave(element))
      .catch(() => undefined)
      .then(() => {
        if (current) setShown({ pathname, children })
      })
    return () => {
      current = false
    }
    // Only a new address starts a page's exit; the page that comes in takes its latest render above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaving, pathname])

  useLayoutEffect(() => {
    const element = ref.current
    if (leaving || !element || !movedOut.current) return
    movedOut.current = false
    if (shown.pathname !== placedPage.current) {
      placedPage.current = shown.pathname
      scrollToNewPage()
    }
    holdBack(element)
    loadPageMotion()
      .then((motion) => motion.enter(element))
      .catch(() => showAtOnce(element))
  }, [leaving, shown.pathname])

  return (
    <div key={shown.pathname} ref={ref} data-page={shown.pathname}>
      {leaving ? shown.children : children}
    </div>
  )
}
