import { readFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { LARGEST_SERVED_EDGE_PX } from "../../../src/photos/image-recipes"
import { PROJECT_PAGE_PHOTOS } from "../../../src/lib/projects"
import { PHOTOS } from "./fixture-site"

/**
 * What the pipeline's fixture site holds at each of its stages (stages.ts builds them, and
 * gallery-build.test.ts checks them): real phone and camera photos of ../shared/photos/, sideways
 * ones, iPhone HEIC, a Nokia HEIF, an AVIF, a CMYK JPEG, a PNG and a 280-megapixel JPEG, some in
 * subfolders, with the content that names them; then the owner's edits, deletions, new photos and
 * mistakes.
 */
export const CAFE_NFC = "caf\u00e9-terrace.jpg"
export const CAFE_NFD = "cafe\u0301-terrace.jpg"

/** Where each photo goes in the gallery (its path under content/gallery/) and whether it shows taller than wide. */
export const PHOTO_SET: Array<{ source: string; as?: string; portrait: boolean }> = [
  { source: "real/monastery-facade-plaza-orient6.jpg", portrait: true },
  { source: "real/hanging-chain-orient8-empty-gps-ifd.jpg", portrait: true },
  {
    source: "real/vittoriano-monument-rome-gps.jpg",
    as: "monument-cleaning-boston/vittoriano-monument-rome-gps.jpg",
    portrait: false,
  },
  { source: "real/snowy-forest-slope-gps.jpg", as: "2024/snowy-forest-slope-gps.jpg", portrait: true },
  { source: "real/cafe-terrace-tables-chairs.jpg", as: CAFE_NFD, portrait: true },
  {
    source: "edge/orientation-3-landscape-waterfall.jpg",
    as: "garden-steps-natick/orientation-3-landscape-waterfall.jpg",
    portrait: false,
  },
  {
    source: "edge/orientation-8-landscape-waterfall.jpg",
    as: "garden-steps-natick/orientation-8-landscape-waterfall.jpg",
    portrait: false,
  },
  {
    source: "edge/orientation-6-portrait-waterfall.jpg",
    as: "garden-steps-natick/orientation-6-portrait-waterfall.jpg",
    portrait: true,
  },
  { source: "edge/heic-kitchen-rotated-iphone13.heic", portrait: true },
  { source: "edge/heic-office-room-gps-iphone8.heic", portrait: false },
  { source: "edge/heif-street-sunset-gps-nokia.heif", as: "2024/phone/heif-street-sunset-gps-nokia.heif", portrait: false },
  { source: "edge/avif-iphonexs-gps-portrait.avif", portrait: true },
  { source: "edge/very-large-synthetic-20000x14000.jpg", portrait: false },
  { source: "edge/cmyk-park-scene-with-icc.jpg", portrait: false },
  { source: "edge/png-photo-autumn-tree-rgba.png", portrait: false },
]
export const nameOf = (photo: (typeof PHOTO_SET)[number]) => path.basename(photo.as ?? photo.source).normalize("NFC")

/**
 * A photo as the editor at /admin/ leaves it (editor.test.ts drives the editor itself): turned
 * upright and re-encoded as WebP in the browser, without metadata, no larger than the site serves,
 * in content/gallery/, and named in gallery.json by its address there.
 */
export const EDITOR_PHOTO = {
  source: "real/garden-alley-wooden-fence.jpg",
  name: "garden-alley-wooden-fence.webp",
  alt: "Garden alley along a new wooden fence",
  caption: "Fence uploaded from the editor",
}
export const editorShapedPhoto = (source: string) =>
  sharp(path.join(PHOTOS, source))
    .rotate()
    .resize({ width: LARGEST_SERVED_EDGE_PX, height: LARGEST_SERVED_EDGE_PX, fit: "inside", withoutEnlargement: true })
    .webp()
    .toBuffer()

export const SERVICES = JSON.parse(
  readFileSync(path.join(__dirname, "..", "..", "..", "content", "services.json"), "utf8"),
) as Array<{
  slug: string
  name: string
}>
/**
 * A service with more photos than its page shows (of no project, so no card shows one), one of
 * them of a second service too.
 */
export const MANY_PHOTOS_SERVICE = SERVICES[2]
export const SECOND_SERVICE = SERVICES[3]
export const MANY_SERVICE_PHOTOS = [
  "monastery-facade-plaza-orient6.jpg",
  "hanging-chain-orient8-empty-gps-ifd.jpg",
  "heic-office-room-gps-iphone8.heic",
  "avif-iphonexs-gps-portrait.avif",
  "cmyk-park-scene-with-icc.jpg",
  "png-photo-autumn-tree-rgba.png",
]
export const TWO_SERVICE_PHOTO = "cmyk-park-scene-with-icc.jpg"
export const servicesOf = (file: string) =>
  MANY_SERVICE_PHOTOS.includes(file)
    ? { services: file === TWO_SERVICE_PHOTO ? [MANY_PHOTOS_SERVICE.slug, SECOND_SERVICE.slug] : [MANY_PHOTOS_SERVICE.slug] }
    : {}

export const GALLERY_JSON = [
  { file: "monastery-facade-plaza-orient6.jpg", alt: "Stone monastery front", caption: "Monastery caption", order: 1 },
  { file: CAFE_NFC, alt: "Terrace named with a composed é", caption: "Terrace caption" },
  { file: "snowy-forest-slope-gps.jpg", caption: "Snow caption" },
  { file: `/content/gallery/${EDITOR_PHOTO.name}`, alt: EDITOR_PHOTO.alt, caption: EDITOR_PHOTO.caption },
  ...MANY_SERVICE_PHOTOS.slice(1).map((file) => ({ file })),
].map((entry) => ({ ...entry, ...servicesOf(entry.file) }))

/**
 * A project: a folder whose photos were stored upside down (3), turned left (8) and sideways (6),
 * the first two one view before and after.
 */
export const PROJECT_FOLDER = "garden-steps-natick"
export const PROJECT = {
  title: "Garden steps",
  town: "Natick",
  services: [SERVICES[0].slug],
  completed: "2024-06",
  cover: "orientation-6-portrait-waterfall.jpg",
  before: "orientation-3-landscape-waterfall.jpg",
  after: "orientation-8-landscape-waterfall.jpg",
}
export const projectPhotos = PHOTO_SET.filter((photo) => photo.as?.startsWith(`${PROJECT_FOLDER}/`))
/** A second project, of one photo (the warm build deletes it). */
export const ONE_PHOTO_PROJECT = {
  folder: "monument-cleaning-boston",
  title: "Monument cleaning",
  town: "Boston",
  services: [SERVICES[1].slug],
}
/**
 * A project as the editor's Projects collection writes it (editor-project.test.ts drives the editor):
 * a folder named from its title and town, its photos WebP beside project.json, which names them
 * without a folder.
 */
export const EDITOR_PROJECT = {
  folder: "porch-rebuild-natick",
  photos: {
    "construction-circular-saw-cutting-lumber.webp": "real/construction-circular-saw-cutting-lumber.jpg",
    "tower-bridge-london.webp": "real/tower-bridge-london.jpg",
  },
  json: {
    title: "Porch rebuild",
    town: "Natick",
    services: [SERVICES[SERVICES.length - 1].slug],
    summary: "New posts, decking and rails.",
    completed: "2026-10",
    cover: "tower-bridge-london.webp",
    before: "construction-circular-saw-cutting-lumber.webp",
    after: "tower-bridge-london.webp",
  },
}
/**
 * A project whose owner dropped every photo of the job into its folder: more than its page shows
 * (small copies of one photo, so they cost the build little).
 */
export const MANY_PHOTOS_PROJECT = {
  folder: "roof-job-salem",
  photos: Array.from({ length: PROJECT_PAGE_PHOTOS + 2 }, (_, index) => `roof-job-${String(index + 1).padStart(2, "0")}.jpg`),
  json: { title: "Roof job", town: "Salem", services: [SERVICES[4].slug] },
}
export const smallCopy = (source: string) => sharp(path.join(PHOTOS, source)).rotate().resize({ width: 1600 }).jpeg().toBuffer()
/** Every photo of the cold build's gallery, by the name the site knows it by. */
export const ALL_PHOTO_NAMES = [
  ...PHOTO_SET.map(nameOf),
  EDITOR_PHOTO.name,
  ...Object.keys(EDITOR_PROJECT.photos),
  ...MANY_PHOTOS_PROJECT.photos,
]

/**
 * Photos the owner deletes in one change (as the editor's Assets does), leaving every name that
 * names them in the JSON files, with the warning each name gets. The one-photo project is left
 * without photos.
 */
export const DELETED = [
  {
    photo: "heic-kitchen-rotated-iphone13.heic",
    warning:
      /^warning content\/business\.json: field "featuredPhoto" names "heic-kitchen-rotated-iphone13\.heic", but there is no such photo in content\/gallery\/\. The nearest photo name is "[^"]+"\. Check the spelling, add the photo, or remove the field\.$/,
  },
  {
    photo: `${PROJECT_FOLDER}/${PROJECT.cover}`,
    warning: new RegExp(
      `^warning content/gallery/${PROJECT_FOLDER}/project\\.json: field "cover" names "orientation-6-portrait-waterfall\\.jpg", but there is no such photo in content/gallery/${PROJECT_FOLDER}/\\. The nearest photo name is "orientation-8-landscape-waterfall\\.jpg"\\. Check the spelling, add the photo, or remove the field\\.$`,
    ),
  },
  {
    photo: `${PROJECT_FOLDER}/${PROJECT.before}`,
    warning: new RegExp(
      `^warning content/gallery/${PROJECT_FOLDER}/project\\.json: field "before" names "orientation-3-landscape-waterfall\\.jpg", but there is no such photo in content/gallery/${PROJECT_FOLDER}/\\. The nearest photo name is "orientation-8-landscape-waterfall\\.jpg"\\.`,
    ),
  },
  {
    photo: EDITOR_PHOTO.name,
    warning:
      /^warning content\/gallery\/gallery\.json, entry 3 \("garden-alley-wooden-fence\.webp"\): field "file" names "garden-alley-wooden-fence\.webp", but there is no such photo in content\/gallery\/\. The nearest photo name is "[^"]+"\. Check the spelling, add the photo, or remove the entry\.$/,
  },
  {
    photo: `${ONE_PHOTO_PROJECT.folder}/vittoriano-monument-rome-gps.jpg`,
    warning: new RegExp(
      `^warning content/gallery/${ONE_PHOTO_PROJECT.folder}/project\\.json: the folder holds no photos\\. Add the project's photos to content/gallery/${ONE_PHOTO_PROJECT.folder}/, or remove project\\.json\\.$`,
    ),
  },
]
export const deletedNames = DELETED.map(({ photo }) => path.posix.basename(photo))

/** Three photos added for the capped build: two loose ones first by name, and one of the project, which visitors meet first. */
export const NEW = [
  { source: "real/brick-tower-building-blue-sky.jpg", as: "aa-new-shed.jpg" },
  { source: "real/city-skyline-high-rises.jpg", as: "ab-new-fence.jpg" },
  { source: "real/gothic-college-building-lawn.jpg", as: `${PROJECT_FOLDER}/zz-new-step.jpg` },
]
/** The new photos the capped build leaves for the next one. */
export const WAITING = ["aa-new-shed.jpg", "ab-new-fence.jpg"]

/** The content files the owner's mistakes break, as they were before (the broken stage's test puts them back). */
export const RIGHT_FILES = ["content/gallery/gallery.json", "content/business.json", "content/testimonials.json"]
/** Photos added with the mistakes, readable, so the build would prepare them. */
export const NEW_READABLE = ["2023/orientation-8-landscape-waterfall.jpg", "porch-fix/porch.jpg"]
/** Photos added with the mistakes that no build can use. */
export const DAMAGED = [
  "truncated-construction-saw-10kb.jpg",
  "truncated-png-saw-10kb.png",
  "corrupt-data-segment-palms.jpg",
  "panorama.jpg",
]
