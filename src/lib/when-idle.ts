/**
 * Runs `task` once the page has loaded and the browser has a moment to spare (within 2 s of the
 * load; 200 ms after it where requestIdleCallback is missing): work a visitor does not wait for.
 * Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined
  const schedule = () => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(task, { timeout: 2000 })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(task, 200)
      cancelIdle = () => clearTimeout(handle)
    }
  }
  if (document.readyState === "complete") schedule()
  else window.addEventListener("load", schedule, { once: true })
  return () => {
    window.removeEventListener("load", schedule)
    cancelIdle?.()
  }
}

/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (a tap, a
 * frame). A phone's main thread is blocked by each long task, so work done in two tasks blocks it
 * less than the same work in one.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** Resolves once the browser has painted what was rendered before it was called (the next frame, then a task after it). */
export const afterNextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
