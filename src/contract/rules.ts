/** Facts of docs/requirements.md that the owner's content files must respect. */

/** Service categories, in the order the Services page shows them. */
export const SERVICE_CATEGORIES = ["Remodeling", "Construction", "Flooring", "Roofing", "Repairs & Maintenance"] as const

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]

/** Icon names a service may use (see src/components/services/ServiceIcon.tsx). */
export const SERVICE_ICON_NAMES = [
  "bath",
  "cooking-pot",
  "house",
  "house-plus",
  "fence",
  "brick-wall",
  "layers",
  "construction",
  "ruler",
  "grid-3x3",
  "square",
  "warehouse",
  "hard-hat",
  "hammer",
  "drill",
  "wrench",
  "paint-roller",
] as const

export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number]

/** The home page shows exactly this many services, the ones flagged `core`. */
export const CORE_SERVICE_COUNT = 6

/** The home page's recent work shows this many photos at most: the first in gallery order. */
export const RECENT_WORK_PHOTOS = 6

export const RATING_MIN = 4
export const RATING_MAX = 5
/** Stars drawn for every rating. */
export const RATING_SCALE = 5

/** "8:00 AM", "12:30 PM": how the owner writes opening and closing times. */
export const TIME_OF_DAY = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/

/** Gallery photo categories (docs/requirements.md: The content: all photos are real projects). */
export const GALLERY_CATEGORIES = ["Real Projects"] as const
