import { animate } from "framer-motion/dom/mini"
import { prefersLessMotion } from "../../lib/reduced-motion"
import { OFFSET_PX, PAGE_TRANSITION_SECONDS } from "./page-transition-values"

/**
 * The page transition's movements (docs/requirements.md: The pages): the outgoing page fades out while moving up, the
 * incoming one fades in from below; with less motion asked for, they only fade. Fetched on its own
 * (load-page-motion.ts), so no first load carries the animation engine; framer-motion's smallest
 * animate (the browser's Web Animations), as these move nothing but opacity and transform.
 */
/*
 * The call bar's watch of the page's own ways to ask rides in this chunk, which every page fetches
 * once it is idle: no first load carries it, and it needs no chunk of its own (CallBar.tsx).
 */
export { watchPageActions } from "./watch-page-actions"

const transition = { duration: PAGE_TRANSITION_SECONDS, ease: "easeInOut" } as const

export async function leave(element: HTMLElement): Promise<void> {
  await animate(
    element,
    prefersLessMotion() ? { opacity: 0 } : { opacity: 0, transform: `translateY(${-OFFSET_PX}px)` },
    transition,
  )
}

export async function enter(element: HTMLElement): Promise<void> {
  await animate(
    element,
    prefersLessMotion() ? { opacity: [0, 1] } : { opacity: [0, 1], transform: [`translateY(${OFFSET_PX}px)`, "none"] },
    transition,
  )
}
