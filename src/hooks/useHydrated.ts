import { useSyncExternalStore } from "react"

const neverChanges = () => () => undefined

/**
 * False in the server-rendered HTML and while the browser hydrates it, true once the page runs
 * JavaScript: lets a component render plain links for visitors without JavaScript and richer
 * controls for everyone else, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
