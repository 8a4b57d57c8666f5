import { useCallback, useRef, useState, type ComponentType } from "react"

/**
 * A component whose code is fetched only when `load` is first called (then kept): for parts of a
 * page most visits never use. `loader` must be a stable, module-level function.
 */
export function useLoadOnDemand<Props>(loader: () => Promise<ComponentType<Props>>): [ComponentType<Props> | null, () => void] {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null)
  const requested = useRef(false)
  const load = useCallback(() => {
    if (requested.current) return
    requested.current = true
    loader().then(
      (loaded) => setComponent(() => loaded),
      // Offline (or the code was replaced by a newer deploy): nothing to show yet, and the next call
      // tries again. Handled here, a failed chunk does not make Gatsby reload the page.
      () => {
        requested.current = false
      },
    )
  }, [loader])
  return [component, load]
}
