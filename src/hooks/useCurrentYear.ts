import { useSyncExternalStore } from "react"

const neverChanges = () => () => undefined
const thisYear = () => new Date().getFullYear()

/**
 * The year on the visitor's clock. The server-rendered HTML carries the build year; the page
 * reads the clock again once it runs, so a site built last year still shows this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, thisYear, thisYear)
}
