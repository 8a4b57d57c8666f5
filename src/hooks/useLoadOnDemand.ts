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
    loader().then((loaded) => setComponent(() => loaded))
  }, [loader])
  return [component, load]
}
