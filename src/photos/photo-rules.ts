/** The photo pipeline's own rules: which files are photos, where working copies and tiles go, how large a photo may be. */

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
/**
 * The record in TILE_FOLDER of a photo's tiles (their files, qualities and colour). Gatsby reads it
 * as a File node, so a page that shows the tiles is built again when the record changes.
 */
export const TILE_RECORD_FILE = "tiles.json"
/** The record in PREPARED_PHOTOS_FOLDER of which photo each working copy was made from. */
export const MANIFEST_FILE = "manifest.json"

/**
 * The largest photo the build reads (in pixels): 400 megapixels, above sharp's default limit of
 * 268 MP, so a 280 MP panorama is downscaled rather than refused. Beyond this a file is more likely
 * a mistake (or a decompression bomb) than a photo, and the build asks for a smaller export.
 */
export const MAX_PHOTO_PIXELS = 400_000_000
