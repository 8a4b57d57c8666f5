// @ts-check
/**
 * A copy of the site (in .scratch/bench-site/, git-ignored) whose gallery holds real photos instead of the
 * sample photos: `count` different crops of those of ../shared/photos/real/ (unique-photos.js: no
 * two alike, as an owner's photos are; `npm run bench -- --real-photos=100`), or every photo of
 * ../shared/photos/edge/ that the build accepts, once each (`--edge-photos`: HEIC, AVIF, CMYK, PNG,
 * huge and rotated).
 */
const fs = require("node:fs")
const path = require("node:path")
const { GALLERY_PHOTO_EXTENSIONS, makeWorkingCopy } = require("./site")
const { ROOT } = require("./constants")
const { uniquePhotos } = require("./unique-photos")
const { SITE_CODE } = require("../scripts/test-runner/build-if-stale")
const { scratchFolder } = require("../scripts/test-runner/scratch")

const SITE = scratchFolder("bench-site")
/** @typedef {"real" | "edge"} PhotoSet The folders of ../shared/photos/. @typedef {{ from: string, name: string }} Photo */
const folderOf = (/** @type {PhotoSet} */ set) => path.join(ROOT, "..", "shared", "photos", set)

/** The photos of a set that the site's build accepts (a damaged or truncated file stops the build). @param {PhotoSet} set */
async function photosOf(set) {
  const folder = folderOf(set)
  if (!fs.existsSync(folder)) throw new Error(`The ${set} photos are missing: expected them in ${folder}`)
  const photos = []
  /** @type {readonly string[]} */
  const accepted = GALLERY_PHOTO_EXTENSIONS
  for (const file of fs.readdirSync(folder).sort()) {
    const extension = path.extname(file).toLowerCase()
    if (!accepted.includes(extension)) continue
    if ((await makeWorkingCopy(path.join(folder, file), extension.slice(1))).ok) photos.push(file)
    else console.log(`  (${set}/${file} is left out: the build refuses it)`)
  }
  return photos
}

/**
 * Makes a copy of the site in `root` afresh (cold: no .cache, no public) whose gallery holds
 * `photos` (each copied under its `name`), the `featured` one on the home page.
 * @param {string} root @param {Photo[]} photos @param {string} featured
 */
function createBenchSite(root, photos, featured) {
  fs.rmSync(root, { recursive: true, force: true })
  for (const file of SITE_CODE) fs.cpSync(path.join(ROOT, file), path.join(root, file), { recursive: true })
  const gallery = path.join(root, "content", "gallery")
  fs.mkdirSync(gallery, { recursive: true })
  for (const file of fs.readdirSync(path.join(ROOT, "content")).filter((name) => name.endsWith(".json"))) {
    fs.copyFileSync(path.join(ROOT, "content", file), path.join(root, "content", file))
  }
  for (const { from, name } of photos) fs.copyFileSync(from, path.join(gallery, name))
  fs.writeFileSync(path.join(gallery, "gallery.json"), "[]\n")
  const businessFile = path.join(root, "content", "business.json")
  const business = JSON.parse(fs.readFileSync(businessFile, "utf8").replace(/^\uFEFF/, ""))
  business.featuredPhoto = featured
  fs.writeFileSync(businessFile, `${JSON.stringify(business, null, 2)}\n`)
}

/**
 * The photos of the bench site and one more for the warm rebuild, as { from, name }: `count`
 * unique crops of the real photos, or each usable photo of the edge set once (count null), named
 * "photo-007-tower-bridge-london.jpg".
 * @param {number | null} count @param {PhotoSet} set
 */
async function benchPhotos(count, set) {
  const files =
    set === "real" ? await uniquePhotos((count ?? 0) + 1) : (await photosOf(set)).map((file) => path.join(folderOf(set), file))
  const named = files.map((from, index) => ({
    from,
    name: `photo-${String(index + 1).padStart(3, "0")}-${path.basename(from).replace(/^\d+-/, "")}`,
  }))
  return set === "real" ? { photos: named.slice(0, -1), extra: named[named.length - 1] } : { photos: named, extra: named[0] }
}

/**
 * Makes .scratch/bench-site/ afresh (cold: no .cache, no public) with `count` photos of `set` (null: each
 * photo of the set once).
 * @param {number | null} count @param {PhotoSet} [set]
 */
async function createRealPhotoSite(count, set = "real") {
  const { photos, extra } = await benchPhotos(count, set)
  const featured = photos.find(({ name }) => /\.jpe?g$/i.test(name)) ?? photos[0]
  createBenchSite(SITE, photos, featured.name)
  return {
    root: SITE,
    count: photos.length,
    /** Adds one more photo to the gallery (for the warm rebuild): another crop, or a copy of the set's first under a new name. */
    addOne: () => fs.copyFileSync(extra.from, path.join(SITE, "content", "gallery", `extra-${extra.name}`)),
  }
}

module.exports = { createBenchSite, createRealPhotoSite }
