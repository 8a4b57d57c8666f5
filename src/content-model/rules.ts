/** Facts of SPEC.md that the owner's content files must respect. */

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

export const RATING_MIN = 4
export const RATING_MAX = 5
/** Stars drawn for every rating. */
export const RATING_SCALE = 5

/** "8:00 AM", "12:30 PM": how the owner writes opening and closing times. */
export const TIME_OF_DAY = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/

/** Gallery photo categories (SPEC.md §3: all photos are real projects). */
export const GALLERY_CATEGORIES = ["Real Projects"] as const

/**
 * Photo files the gallery accepts as dropped from a phone or camera: JPEG, PNG, WebP, the iPhone's
 * HEIC (and other phones' HEIF) and AVIF. The build turns each into a working copy (see
 * prepare-photos.ts) from which sharp makes the files the site serves.
 */
export const GALLERY_PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".avif"] as const

/** Where the build reads gallery photos from (git-ignored): upright working copies of content/gallery/. */
export const PREPARED_PHOTOS_FOLDER = ".prepared-photos"
/** The folder beside each working copy that holds the photo's grid tiles (tile-files.ts). */
export const TILE_FOLDER = ".tiles"
/** The record in PREPARED_PHOTOS_FOLDER of which photo each working copy was made from. */
export const MANIFEST_FILE = "manifest.json"

/**
 * The longest edge of any image the site serves (the gallery viewer's largest file, 2000 px wide
 * for a landscape photo, 2000 px tall for a portrait one). Working copies are never larger, so a
 * 48 MP phone photo costs no more than a 6 MP one in every later step.
 */
export const LARGEST_SERVED_EDGE_PX = 2000

/**
 * The largest photo the build reads (in pixels): 400 megapixels, above sharp's default limit of
 * 268 MP, so a 280 MP panorama is downscaled rather than refused. Beyond this a file is more likely
 * a mistake (or a decompression bomb) than a photo, and the build asks for a smaller export.
 */
export const MAX_PHOTO_PIXELS = 400_000_000
