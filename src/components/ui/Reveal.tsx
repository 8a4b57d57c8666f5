import React, { useEffect, useRef, useState, type ReactNode } from "react"
import { prefersLessMotion } from "../../lib/reduced-motion"
import { sharedObserver } from "../../lib/shared-observer"
import { StaticHtml } from "./StaticHtml"
import * as styles from "./Reveal.module.css"

type RevealState = "static" | "waiting" | "shown"

/** One observer for every block of the page (a service page has nine). */
const watchBlock = sharedObserver()

/**
 * Fades a block in (0.6 s, docs/requirements.md: Constants) the first time it scrolls into view. Only blocks that start
 * below the screen once the page runs are hidden, so the server-rendered HTML, a visitor without
 * JavaScript and what is already on screen never lose content. Reduced motion: no effect.
 */
export function Reveal({
  children,
  className,
  staticContent = false,
}: {
  children: ReactNode
  className?: string
  /** Whether what it holds never changes on the page (StaticHtml): the first load then keeps its HTML as it is. */
  staticContent?: boolean
}) {
  const ref = useRef<HTMLElement>(null)
  const [state, setState] = useState<RevealState>("static")

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return undefined
    if (prefersLessMotion()) return undefined
    // The observer's first report says where the block is, measured by the browser as it renders
    // (no layout forced at mount): on screen or above it, it stays; below, it waits to be reached.
    let placed = false
    const stop = watchBlock(element, (entry) => {
      if (!placed) {
        placed = true
        const onOrAboveScreen = entry.boundingClientRect.top < (entry.rootBounds?.height ?? window.innerHeight)
        if (onOrAboveScreen) stop()
        else setState("waiting")
      } else if (entry.isIntersecting) {
        setState("shown")
        stop()
      }
    })
    return stop
  }, [])

  const Block = staticContent ? StaticHtml : "div"
  return (
    <Block
      ref={ref as React.Ref<HTMLDivElement>}
      data-reveal={state}
      className={className ? `${styles.reveal} ${className}` : styles.reveal}
    >
      {children}
    </Block>
  )
}
