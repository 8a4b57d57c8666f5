import { useCallback, useRef, useState } from "react"

/**
 * Code fetched only when `load` is first called (then kept): for parts of a page most visits never
 * use. `loader` must be a stable, module-level function; what it resolves to is returned once there.
 */
export function useLoadOnDemand<Code>(loader: () => Promise<Code>): [Code | null, () => void] {
  const [code, setCode] = useState<Code | null>(null)
  const requested = useRef(false)
  const load = useCallback(() => {
    if (requested.current) return
    requested.current = true
    loader().then(
      (loaded) => setCode(() => loaded),
      // Offline (or the code was replaced by a newer deploy): nothing to show yet, and the next call
      // tries again. Handled here, a failed chunk does not make Gatsby reload the page.
      () => {
        requested.current = false
      },
    )
  }, [loader])
  return [code, load]
}
