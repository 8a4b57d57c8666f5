import { useEffect, useState } from "react"

/**
 * False in the server-rendered HTML and the first render in the browser, true once the page runs
 * JavaScript: lets a component render plain links for visitors without JavaScript and richer
 * controls for everyone else, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
