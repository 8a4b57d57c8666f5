import React, { type ReactNode } from "react"
import { LazyMotion, MotionConfig } from "framer-motion"

/** Resolves once the page has loaded and the browser has nothing more urgent to do. */
const whenLoadedAndIdle = () =>
  new Promise<void>((resolve) => {
    const idle = () => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 })
      else setTimeout(resolve, 200)
    }
    if (document.readyState === "complete") idle()
    else window.addEventListener("load", idle, { once: true })
  })

/**
 * The animation engine is needed only when something moves (a page change, a gallery filter),
 * never for the first screen: it is fetched once the page is loaded and idle.
 */
const loadFeatures = () =>
  whenLoadedAndIdle()
    .then(() => import(/* webpackChunkName: "motion-features" */ "./motion-features"))
    .then((module) => module.default)

/**
 * framer-motion through LazyMotion + `m` only (`strict` forbids the heavy `motion` components).
 * `reducedMotion="user"` drops movement for visitors who ask their system for less motion.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
