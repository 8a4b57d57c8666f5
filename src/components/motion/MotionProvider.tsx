import React, { type ReactNode } from "react"
import { LazyMotion, MotionConfig } from "framer-motion"

const loadFeatures = () => import("./motion-features").then((module) => module.default)

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
