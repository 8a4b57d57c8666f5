import React, { type ReactNode } from "react"
import { AnimatePresence, m, useReducedMotion, type Variants } from "framer-motion"

/** SPEC.md §2 and §9: each half of a page transition lasts 0.5 s and moves 20 px. */
const PAGE_TRANSITION_SECONDS = 0.5
const OFFSET_PX = 20

const moving: Variants = {
  enter: { opacity: 0, y: OFFSET_PX },
  shown: { opacity: 1, y: 0 },
  leave: { opacity: 0, y: -OFFSET_PX },
}

/** For visitors who ask for less motion: the pages still cross-fade, nothing slides. */
const fadingOnly: Variants = {
  enter: { opacity: 0 },
  shown: { opacity: 1 },
  leave: { opacity: 0 },
}

/** Puts the new page at its top, or at the element its URL's #fragment names. */
function scrollToNewPage(): void {
  window.scrollTo(0, 0)
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (id) {
    window.requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView())
  }
}

interface PageTransitionProps {
  pathname: string
  children: ReactNode
}

/**
 * The outgoing page fades out and slides up; only when it is gone does the incoming page fade in
 * from below (`mode="wait"`). The first page is not animated, so the server-rendered HTML is
 * visible without JavaScript.
 */
export function PageTransition({ pathname, children }: PageTransitionProps) {
  const variants = useReducedMotion() ? fadingOnly : moving
  return (
    <AnimatePresence mode="wait" initial={false} onExitComplete={scrollToNewPage}>
      <m.div
        key={pathname}
        data-page={pathname}
        variants={variants}
        initial="enter"
        animate="shown"
        exit="leave"
        transition={{ duration: PAGE_TRANSITION_SECONDS, ease: "easeInOut" }}
      >
        {children}
      </m.div>
    </AnimatePresence>
  )
}
