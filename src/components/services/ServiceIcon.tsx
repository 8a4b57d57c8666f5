import React from "react"
import { SERVICE_ICON_NAMES, type ServiceIconName } from "../../contract/rules"
import { Icon } from "../ui/Icon"

const isIconName = (name: string): name is ServiceIconName => (SERVICE_ICON_NAMES as readonly string[]).includes(name)

/**
 * A service's icon, decorative (the service's name is always beside it), with a fixed size. The
 * content contract only lets SERVICE_ICON_NAMES through, so an unknown name is a bug: it stops the
 * build rather than showing some other icon.
 */
export function ServiceIcon({ name, size = 32, className }: { name: string; size?: number; className?: string }) {
  if (!isIconName(name)) throw new Error(`No icon "${name}": services.json icons are checked against SERVICE_ICON_NAMES`)
  return <Icon name={name} size={size} className={className} />
}
