import React from "react"
import {
  Bath,
  BrickWall,
  Construction,
  CookingPot,
  Drill,
  Fence,
  Grid3x3,
  Hammer,
  HardHat,
  House,
  HousePlus,
  Layers,
  PaintRoller,
  Ruler,
  Square,
  Warehouse,
  Wrench,
  type LucideIcon,
} from "lucide-react"
import type { ServiceIconName } from "../../contract/rules"

const ICONS: Record<ServiceIconName, LucideIcon> = {
  bath: Bath,
  "cooking-pot": CookingPot,
  house: House,
  "house-plus": HousePlus,
  fence: Fence,
  "brick-wall": BrickWall,
  layers: Layers,
  construction: Construction,
  ruler: Ruler,
  "grid-3x3": Grid3x3,
  square: Square,
  warehouse: Warehouse,
  "hard-hat": HardHat,
  hammer: Hammer,
  drill: Drill,
  wrench: Wrench,
  "paint-roller": PaintRoller,
}

const isIconName = (name: string): name is ServiceIconName => name in ICONS

/**
 * A service's icon, decorative (the service's name is always beside it), with a fixed size. The
 * content contract only lets SERVICE_ICON_NAMES through, so an unknown name is a bug: it stops the
 * build rather than showing some other icon.
 */
export function ServiceIcon({ name, size = 32, className }: { name: string; size?: number; className?: string }) {
  if (!isIconName(name)) throw new Error(`No icon "${name}": services.json icons are checked against SERVICE_ICON_NAMES`)
  const Icon = ICONS[name]
  return <Icon aria-hidden="true" focusable="false" width={size} height={size} className={className} />
}
