/**
 * Every image the site serves, in one place: the grid's tiles, the viewer's files, the before/after
 * pair, the home page's hero and the share image, each with its widths, shape, formats and
 * qualities, and the byte budgets a phone holds them to. Components, the build, the bench and the
 * tests read them from here. docs/performance.md ("Photo tiles", the budgets) explains the figures.
 */

const KB = 1024

/** The formats the site serves photos in. */
export const TILE_FORMATS = ["avif", "webp", "jpeg"] as const
export type TileFormat = (typeof TILE_FORMATS)[number]

/**
 * The longest edge of any image the site serves (the gallery viewer's largest file, 2000 px wide
 * for a landscape photo, 2000 px tall for a portrait one). Working copies are never larger, so a
 * 48 MP phone photo costs no more than a 6 MP one in every later step.
 */
export const LARGEST_SERVED_EDGE_PX = 2000

/**
 * What a phone may fetch of images before scrolling (`npm run bench` measures each on its two
 * phones, docs/performance.md's budget table): a 412x823 Android phone at DPR 1.75 and a 390x844 iPhone at
 * DPR 3, which gets the files of a 2x screen, so a little more.
 */
const GALLERY_BEFORE_SCROLLING_KB = { android: 130, iphone: 170 } as const
const HERO_KB = 60

/**
 * How many tiles a phone's first screen and the next hold on the gallery: the grid starts about
 * 400 px down and a phone's tiles are about 300 px apart, so five start within two screens; their
 * ceilings (tileCeilingBytes) share the Android phone's gallery budget.
 */
export const PHONE_TILES_BEFORE_SCROLLING = 5

/** The ceiling of the tile a phone fetches (PHONE_TILE_WIDTH, tileCeilingBytes), in KB. */
const PHONE_TILE_KB = GALLERY_BEFORE_SCROLLING_KB.android / PHONE_TILES_BEFORE_SCROLLING

/**
 * The cards' photos (the grid's tiles) a phone may fetch before scrolling: they wait until the
 * visitor nears them (NearPicture: within the screen and the next one down). On the home page the
 * first two core services under the hero and the introduction, on /services the first five cards,
 * on a service page the first two project covers under its photo band and introduction (its photo
 * grid, further down, waits too).
 */
export const CARD_PHOTOS_BEFORE_SCROLLING = { home: 2, services: 5, servicePage: 2 } as const

export const IMAGE_BUDGETS_KB = {
  /** The gallery's first screen and the next, and its largest file. */
  galleryBeforeScrolling: GALLERY_BEFORE_SCROLLING_KB,
  galleryLargestFile: { android: 35, iphone: 45 },
  /** A project page's images before scrolling: the before/after pair, then its photos. */
  projectBeforeScrolling: 150,
  /** The home page's hero photo, fetched first. */
  hero: HERO_KB,
  /** The home page before scrolling: its hero, then its first core services' photos. */
  homeBeforeScrolling: HERO_KB + CARD_PHOTOS_BEFORE_SCROLLING.home * PHONE_TILE_KB,
  /** /services before scrolling: its first cards' photos. */
  servicesBeforeScrolling: CARD_PHOTOS_BEFORE_SCROLLING.services * PHONE_TILE_KB,
  /** A service page before scrolling: its photo band, then its first project covers. */
  servicePageBeforeScrolling: HERO_KB + CARD_PHOTOS_BEFORE_SCROLLING.servicePage * PHONE_TILE_KB,
} as const

/* The grid's tiles, made by the build's own search (tile-files.ts, tile-quality.ts). */

/** The grid's shape: every tile is 4:3, cut around what sharp's attention strategy finds interesting. */
export const TILE_ASPECT_RATIO = 4 / 3

/** The widths of 1 to 4 columns at 1x and 2x (GRID_IMAGE_SIZES in src/lib/gallery-view.ts). */
export const TILE_WIDTHS = [360, 540, 720, 960] as const
type TileWidth = (typeof TILE_WIDTHS)[number]

/** The tile phones load: a 380 px tile at DPR 1.75, or at 2x on a DPR 3 screen. */
export const PHONE_TILE_WIDTH: TileWidth = 720

/**
 * The one JPEG tile, for the few browsers that read neither AVIF nor WebP: the phone's width.
 * @alias
 */
export const FALLBACK_JPEG_WIDTH: TileWidth = PHONE_TILE_WIDTH

/**
 * The fidelity every tile reaches: mean SSIM (ssim.js, Wang et al.'s windowed SSIM on luma) of the
 * smallest tile, 360x270, against the uncompressed tile. The smallest tile shows the most detail per
 * pixel, so a quality that reaches the target there reaches it at every larger width too. 0.94 is
 * where compression starts to show as smearing of fine texture in the smallest tile on a phone held
 * at reading distance (bytes and fidelity at each target were measured on the real photos' phone
 * tiles when it was chosen: 18.0 KB on average for an AVIF tile at 0.94, fidelity 0.938-0.983).
 */
export const FIDELITY_TARGET = 0.94
export const SEARCH_WIDTH: TileWidth = TILE_WIDTHS[0]

/**
 * The qualities searched in each format (the lowest that reaches the target is used), where the
 * search starts (where a typical photo lands: it only saves encodes) and the floor a byte ceiling
 * may push a file down to. Below `lowest` the format's own artefacts (AVIF's smearing, WebP's and
 * JPEG's blocks) show whatever the metric says, so only a ceiling goes lower.
 */
export const QUALITY_RANGE: Record<TileFormat, { lowest: number; highest: number; typical: number; floor: number }> = {
  avif: { lowest: 20, highest: 64, typical: 36, floor: 10 },
  webp: { lowest: 30, highest: 88, typical: 40, floor: 20 },
  jpeg: { lowest: 40, highest: 90, typical: 45, floor: 30 },
}

/**
 * sharp's AVIF effort for the tiles, in their search and their encodes alike (0 fastest, 9 slowest;
 * sharp's default 4). Chosen by one rule, measured on the real photos' tiles at each effort: the
 * fastest effort whose tiles take at most 10 % more bytes than effort 4's at the same fidelity
 * (effort 2: 7.5 % more, its search 4x faster; docs/performance.md, "Performance benchmark"). The byte ceilings above
 * still hold every tile, so the phones' budgets hold whatever the photos. (gatsby-plugin-sharp's AVIF files, the before/after pair and the hero,
 * keep sharp's default: it passes no effort.)
 */
export const AVIF_EFFORT = 2

/**
 * The most bytes a tile of `width` may take in `format`, whatever the photo. The phone's AVIF tile
 * gets a fifth of the Android phone's gallery budget, 26 KB: five of them keep within it on any
 * photos. Other widths get bytes in proportion to their width (a narrower tile holds more detail
 * per pixel), never more than 45 KB. WebP and JPEG, only for browsers that read no AVIF, get what
 * they need for the same fidelity (about 1.5 and 2 times AVIF's bytes on the real photos), so that
 * their ceiling does not push them into blocks.
 */
const FORMAT_COST: Record<TileFormat, number> = { avif: 1, webp: 1.5, jpeg: 2 }

export function tileCeilingBytes(width: number, format: TileFormat = "avif"): number {
  const phoneTile = PHONE_TILE_KB * KB
  return Math.round(Math.min(45 * KB, (phoneTile * width) / PHONE_TILE_WIDTH) * FORMAT_COST[format])
}

/**
 * The share of each ceiling a tile the host's image CDN makes is aimed at (cdn-tile-qualities.ts).
 * Its encoder is not the build's: the stand-in's (sharp's effort 4, from the tile source) makes
 * files 3-10 % larger than the site's effort 2 at one quality on the real photos, and the widths
 * other than the phone's are estimated. `npm run bench -- --real-photos` checks every grid tile the
 * stand-in makes against its ceiling.
 */
export const CDN_CEILING_SHARE = 0.85

/**
 * Changes whenever any tile setting above does, or the image service (image-service.ts), so that
 * every photo's tiles are then made again.
 * (A function, so that a page reading a recipe does not carry it.)
 */
export function tileSettingsKey(service: string): string {
  return JSON.stringify({
    v: 2,
    service,
    widths: TILE_WIDTHS,
    jpeg: FALLBACK_JPEG_WIDTH,
    target: FIDELITY_TARGET,
    at: SEARCH_WIDTH,
    range: QUALITY_RANGE,
    avifEffort: AVIF_EFFORT,
    ceiling: TILE_WIDTHS.map((width) => TILE_FORMATS.map((format) => tileCeilingBytes(width, format))),
    ...(service === "netlify" ? { cdnCeilingShare: CDN_CEILING_SHARE } : {}),
  })
}

/* The other pictures, each made from a photo's working copy at one quality per format. */

/** The shape of a `<picture>` made from a photo: its layout, widths and cut. */
export interface PictureShape {
  /** "fullWidth": fills its box at any width; "constrained": never shown wider than its largest file. */
  layout: "fullWidth" | "constrained"
  /** The widths of its files (none wider than the working copy). */
  widths: readonly number[]
  /** Cut to this width / height around the photo's centre; the photo's own shape without it. */
  aspectRatio?: number
  /** The photo's dominant colour fills the box until a file arrives. */
  dominantColour: boolean
}

/** One kind of `<picture>` made from a photo: its shape, and its formats each at one quality. */
export interface PictureRecipe extends PictureShape {
  /** Its formats in the picture's order, each at its quality: the `<source>`s, then the `<img>`'s last. */
  formats: readonly { format: TileFormat; quality: number }[]
}

/**
 * The widths of a recipe a source `width` px wide can fill, never enlarged: those that fit and,
 * when some did not, the source's own width (as gatsby-plugin-image does).
 */
export function fittingWidths(widths: readonly number[], width: number): number[] {
  const kept = widths.filter((candidate) => candidate <= width)
  return kept.length < widths.length && !kept.includes(width) ? [...kept, width] : kept
}

/**
 * The grid's tiles as a picture, when the host's image CDN makes them from each photo's tile source
 * (already cut to 4:3 by attention): AVIF, WebP and JPEG at the tile widths, each format at the
 * quality its search found for that photo.
 */
export const TILE_SHAPE: PictureShape = {
  layout: "fullWidth",
  widths: TILE_WIDTHS,
  aspectRatio: TILE_ASPECT_RATIO,
  dominantColour: true,
}

/**
 * The full-screen viewer's files, WebP only, up to the largest served edge. AVIF does not pay here:
 * about 15 s of encoding per file on this machine for files no smaller than WebP's on grainy phone
 * photos.
 */
export const VIEWER_RECIPE: PictureRecipe = {
  layout: "constrained",
  widths: [800, 1280, LARGEST_SERVED_EDGE_PX],
  formats: [{ format: "webp", quality: 70 }],
  dominantColour: false,
}

/**
 * A project's before and after photos in the slider: the grid's tile shape and widths, cut around
 * the centre so that the before and the after photo of one view are cut alike. One quality for both
 * (near what the tiles' search picks for a typical photo), so the two look alike too.
 */
export const COMPARE_RECIPE: PictureRecipe = {
  ...TILE_SHAPE,
  formats: [
    { format: "avif", quality: 40 },
    { format: "webp", quality: 55 },
  ],
}

/** The slider is at most as wide as its largest file. */
export const COMPARE_MAX_WIDTH = Math.max(...COMPARE_RECIPE.widths)

/** The home page's featured photo behind the headline, across the whole screen at any width. */
export const HERO_RECIPE: PictureRecipe = {
  layout: "fullWidth",
  widths: [480, 768, 1080, 1440, 1920],
  formats: [
    { format: "avif", quality: 40 },
    { format: "webp", quality: 50 },
    { format: "jpeg", quality: 55 },
  ],
  dominantColour: true,
}

/** The image a shared page shows (og:image): the 1200x630 JPEG sharing previews use, cut around the centre. */
export const SHARE_RECIPE = { width: 1200, height: 630, format: "jpeg", quality: 80 } as const
