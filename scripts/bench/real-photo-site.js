/**
 * A copy of the site (in .bench-site/, git-ignored) whose gallery holds the real photos of
 * ../shared/photos/real/, repeated under other names until there are `count` of them: what
 * `npm run bench -- --real-photos=100` builds and measures instead of the sample photos.
 */
const fs = require("node:fs")
const path = require("node:path")

const ROOT = path.join(__dirname, "..", "..")
const SITE = path.join(ROOT, ".bench-site")
const REAL_PHOTOS = path.join(ROOT, "..", "shared", "photos", "real")
const SITE_FILES = ["src", "static", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "tsconfig.json", "package.json"]

function realPhotos() {
  if (!fs.existsSync(REAL_PHOTOS)) throw new Error(`The real photos are missing: expected them in ${REAL_PHOTOS}`)
  return fs.readdirSync(REAL_PHOTOS).filter((file) => /\.jpe?g$/i.test(file)).sort()
}

/** The name of the n-th copy (0-based) of the real photos: "photo-007-tower-bridge-london.jpg". */
const copyName = (index, photos) => `photo-${String(index + 1).padStart(3, "0")}-${photos[index % photos.length]}`

/** Makes .bench-site/ afresh (cold: no .cache, no public) with `count` real photos. */
function createRealPhotoSite(count) {
  const photos = realPhotos()
  fs.rmSync(SITE, { recursive: true, force: true })
  for (const file of SITE_FILES) fs.cpSync(path.join(ROOT, file), path.join(SITE, file), { recursive: true })
  const gallery = path.join(SITE, "content", "gallery")
  fs.mkdirSync(gallery, { recursive: true })
  for (const file of fs.readdirSync(path.join(ROOT, "content")).filter((name) => name.endsWith(".json"))) {
    fs.copyFileSync(path.join(ROOT, "content", file), path.join(SITE, "content", file))
  }
  for (let index = 0; index < count; index += 1) {
    fs.copyFileSync(path.join(REAL_PHOTOS, photos[index % photos.length]), path.join(gallery, copyName(index, photos)))
  }
  fs.writeFileSync(path.join(gallery, "gallery.json"), "[]\n")
  const businessFile = path.join(SITE, "content", "business.json")
  const business = JSON.parse(fs.readFileSync(businessFile, "utf8").replace(/^\uFEFF/, ""))
  business.featuredPhoto = copyName(0, photos)
  fs.writeFileSync(businessFile, `${JSON.stringify(business, null, 2)}\n`)
  return {
    root: SITE,
    photos: fs.readdirSync(gallery).filter((file) => file.endsWith(".jpg")).map((file) => path.join(gallery, file)),
    featured: path.join(gallery, business.featuredPhoto),
  }
}

/** Adds one more real photo to the bench site's gallery (for the warm rebuild); returns its path. */
function addOneRealPhoto(count) {
  const photos = realPhotos()
  const target = path.join(SITE, "content", "gallery", copyName(count, photos))
  fs.copyFileSync(path.join(REAL_PHOTOS, photos[count % photos.length]), target)
  return target
}

module.exports = { createRealPhotoSite, addOneRealPhoto }
