import {
  Award,
  Bath,
  BrickWall,
  CalendarCheck,
  ChevronLeft,
  ChevronRight,
  ClipboardList,
  Construction,
  CookingPot,
  Drill,
  Fence,
  Grid3x3,
  Hammer,
  Handshake,
  HardHat,
  HeartHandshake,
  House,
  HousePlus,
  Layers,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  MessagesSquare,
  PaintRoller,
  Phone,
  Ruler,
  ShieldCheck,
  Smile,
  Sparkles,
  Square,
  Star,
  Warehouse,
  Wrench,
  X,
  type LucideIcon,
} from "lucide-react"
import type { ServiceIconName } from "../../contract/rules"

/** The icons a service may use (SERVICE_ICON_NAMES): every name the content contract lets through has one. */
const SERVICE_ICONS: Record<ServiceIconName, LucideIcon> = {
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

/**
 * Every icon the site shows (Lucide's, by its name), drawn into one sprite at build time
 * (src/gatsby/icon-sprite.ts). Only build code imports this file: pages name an icon (Icon.tsx)
 * and carry none of its drawing.
 */
export const ICONS = {
  ...SERVICE_ICONS,
  award: Award,
  "calendar-check": CalendarCheck,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "clipboard-list": ClipboardList,
  handshake: Handshake,
  "heart-handshake": HeartHandshake,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  "message-square": MessageSquare,
  "messages-square": MessagesSquare,
  phone: Phone,
  "shield-check": ShieldCheck,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  x: X,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof ICONS
