import React, { useEffect } from "react"
import { useLoadOnDemand } from "../../hooks/useLoadOnDemand"
import { useToasts } from "./toast-store"

const loadToaster = () => import("./Toaster").then((module) => module.Toaster)

/**
 * Fetches the notification area's code ahead of a notification that is sure to come (a form the
 * visitor has started on), so that it shows even when the connection is gone by then.
 */
export function prepareNotifications(): void {
  loadToaster().catch(() => undefined)
}

/**
 * The notification area, loaded with the first notification: Radix Toast and its helpers are
 * about a tenth of the site's JavaScript, and most visits never show a notification. Once loaded
 * it stays, so F8 keeps working.
 */
export function NotificationArea() {
  const wanted = useToasts().length > 0
  const [Toaster, load] = useLoadOnDemand(loadToaster)
  useEffect(() => {
    if (wanted) load()
  }, [wanted, load])
  return Toaster ? <Toaster /> : null
}
