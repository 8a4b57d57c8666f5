/**
 * Makes the 24 sample project photos in content/gallery/ and their gallery.json entries, and two
 * sample projects: folders of photos with a project.json, one with a before/after pair.
 *
 *   node scripts/samples/make-sample-photos.js
 *
 * The photos stand in for real ones until the owner adds theirs: phone-camera shapes (4:3
 * landscape, a few portrait), 2400 px on the long side, with grain and detail so they weigh and
 * compress like real photos, and each labelled "SAMPLE PHOTO" with its project type. Like photos
 * from a phone, some are stored sideways with an EXIF orientation, and all carry camera and GPS
 * tags, so the image pipeline's rotation and metadata stripping are exercised on every build.
 * Deterministic: the same script always writes the same files.
 *
 * It never overwrites what is there: a photo or a project.json already in content/gallery/ is kept,
 * and gallery.json is written only when there is none (the owner's captions, order and services
 * stay as they are).
 */
const fs = require("node:fs")
const path = require("node:path")
const sharp = require("sharp")
const { addGrain, random, SCENES, sceneSvg } = require("./sample-scene")

const OUT = path.join(__dirname, "..", "..", "content", "gallery")
const LONG = 2400
const SHORT = 1800

/**
 * The 24 photos: file name, scene, how the camera stored it, and whether it gets a gallery.json
 * entry (two do not, to show that a photo dropped in without one still appears).
 */
const PHOTOS = [
  ["kitchen-remodel-worcester.jpg", "kitchen", "landscape"],
  ["deck-construction-framingham.jpg", "deck", "landscape"],
  ["bathroom-remodel-quincy.jpg", "bathroom", "portrait-exif6"],
  ["roof-replacement-lowell.jpg", "roof", "landscape"],
  ["tile-floor-springfield.jpg", "tile", "landscape"],
  ["hardwood-floor-newton.jpg", "flooring", "landscape"],
  ["concrete-patio-plymouth.jpg", "concrete", "landscape"],
  ["foundation-pour-shrewsbury.jpg", "foundation", "landscape"],
  ["new-home-framing-andover.jpg", "framing", "portrait"],
  ["kitchen-island-wellesley.jpg", "kitchen", "landscape"],
  ["composite-deck-cape-cod.jpg", "deck", "landscape"],
  ["shower-tile-brookline.jpg", "bathroom", "portrait"],
  ["roof-repair-salem.jpg", "roof", "landscape"],
  ["backsplash-tile-natick.jpg", "tile", "landscape"],
  ["floor-refinish-medford.jpg", "flooring", "portrait-exif6"],
  ["front-steps-concrete-waltham.jpg", "concrete", "landscape"],
  ["crawl-space-foundation-dedham.jpg", "foundation", "landscape"],
  ["home-addition-framing-sudbury.jpg", "framing", "landscape"],
  ["siding-repair-braintree.jpg", "repairs", "landscape"],
  ["kitchen-cabinets-lexington.jpg", "kitchen", "landscape"],
  ["vanity-install-needham.jpg", "bathroom", "landscape"],
  ["porch-deck-gloucester.jpg", "deck", "portrait"],
  ["door-and-trim-repair-arlington.jpg", "repairs", "landscape", "no-entry"],
  ["shingle-roof-beverly.jpg", "roof", "landscape", "no-entry"],
]

/**
 * The sample projects: each a folder of content/gallery/ with its photos (file name, scene, shape,
 * the seed of its drawing: a before and an after photo share one, so they show the same view; and
 * what it shows, for its alt text) and its project.json.
 */
const PROJECTS = [
  {
    folder: "kitchen-remodel-wellesley",
    photos: [
      ["wellesley-kitchen-after.jpg", "kitchen", "landscape", 501, "a remodeled kitchen in Wellesley"],
      ["wellesley-kitchen-before.jpg", "kitchenBefore", "landscape", 501, "a kitchen in Wellesley before its remodel"],
      ["wellesley-kitchen-cabinets.jpg", "kitchen", "portrait-exif6", 502, "the new cabinets of a kitchen in Wellesley"],
    ],
    project: {
      title: "Kitchen remodel",
      town: "Wellesley",
      services: ["kitchen-remodeling"],
      summary:
        "A 1980s kitchen opened up and rebuilt around a new island. We replaced the cabinets, counters and flooring, " +
        "moved the sink under the window and added lighting over the work areas. (Sample project: replace it with one of yours.)",
      completed: "2024-05",
      cover: "wellesley-kitchen-after.jpg",
      before: "wellesley-kitchen-before.jpg",
      after: "wellesley-kitchen-after.jpg",
    },
  },
  {
    folder: "deck-build-hingham",
    photos: [
      ["hingham-deck-overview.jpg", "deck", "landscape", 601, "a new composite deck in Hingham, seen from the yard"],
      ["hingham-deck-stairs.jpg", "deck", "portrait", 602, "the stairs of a composite deck in Hingham"],
    ],
    project: {
      title: "Composite deck",
      town: "Hingham",
      services: ["deck-construction"],
      summary:
        "A new composite deck off the kitchen, with wide stairs down to the yard and a railing that keeps the view. " +
        "(Sample project: replace it with one of yours.)",
      completed: "2023-09",
    },
  },
]

const CAMERA = {
  IFD0: { Make: "SampleCam", Model: "Sample Phone 12", Software: "make-sample-photos" },
  IFD2: { BodySerialNumber: "SAMPLE-0000-1234", LensModel: "Sample wide 4.2mm f/1.8" },
}

/** Decimal degrees as EXIF rationals: "42/1 21/1 3600/100". */
function dms(value) {
  const degrees = Math.floor(value)
  const minutes = Math.floor((value - degrees) * 60)
  const seconds = Math.round(((value - degrees) * 60 - minutes) * 60 * 100)
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`
}

async function makePhoto([file, kind, shape], seed, folder = OUT) {
  const rand = random(seed * 7919 + 17)
  const portrait = shape.startsWith("portrait")
  const width = portrait ? SHORT : LONG
  const height = portrait ? LONG : SHORT
  const { data } = await sharp(Buffer.from(sceneSvg(kind, width, height, rand)))
    .removeAlpha()
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true })
  addGrain(data, width, height, rand)
  let image = sharp(data, { raw: { width, height, channels: 3 } })
  // A phone held upright often stores the picture sideways and says so in EXIF (orientation 6).
  if (shape === "portrait-exif6")
    image = sharp(await image.rotate(-90).raw().toBuffer(), { raw: { width: height, height: width, channels: 3 } })
  const gps = {
    GPSLatitudeRef: "N",
    GPSLatitude: dms(41.8 + rand() * 0.9),
    GPSLongitudeRef: "W",
    GPSLongitude: dms(70.9 + rand() * 2),
  }
  await image
    .jpeg({ quality: 80, mozjpeg: true })
    .withMetadata({ orientation: shape === "portrait-exif6" ? 6 : 1 })
    .withExif({ ...CAMERA, IFD3: gps })
    .toFile(path.join(folder, file))
  return fs.statSync(path.join(folder, file)).size
}

/** The gallery.json entries of the sample projects' photos: after the single photos, with their project's services. */
function projectEntries(firstOrder) {
  let order = firstOrder
  return PROJECTS.flatMap(({ photos, project }) =>
    photos.map(([file, kind, , , shows]) => ({
      file,
      alt: `Sample photo standing in for ${shows}`,
      caption: `${SCENES[kind].label} in ${project.town}, MA (sample photo)`,
      category: "Real Projects",
      order: (order += 1),
      services: project.services,
    })),
  )
}

function galleryEntries() {
  const single = PHOTOS.filter(([, , , entry]) => entry !== "no-entry").map(([file, kind], index) => {
    const place = file
      .replace(/\.jpg$/, "")
      .split("-")
      .slice(-1)[0]
    const town = place.charAt(0).toUpperCase() + place.slice(1)
    return {
      file,
      alt: `Sample photo standing in for a ${SCENES[kind].label.toLowerCase()} project in ${town}`,
      caption: `${SCENES[kind].label} in ${town}, MA (sample photo)`,
      category: "Real Projects",
      order: index + 1,
    }
  })
  return [...single, ...projectEntries(single.length)]
}

/** Draws `photo` into `folder` (under content/gallery/) unless a file of its name is there; returns 1 if it did. */
async function addPhoto(photo, seed, folder = "") {
  const shown = path.posix.join(folder, photo[0]).padEnd(40)
  if (fs.existsSync(path.join(OUT, folder, photo[0]))) {
    console.log(`${shown} kept (already there)`)
    return 0
  }
  const bytes = await makePhoto(photo, seed, path.join(OUT, folder))
  console.log(`${shown} ${(bytes / 1024).toFixed(0).padStart(5)} KB`)
  return 1
}

/** Writes a project's folder: its photos and project.json, each only where there is none yet. */
async function makeProject({ folder, photos, project }) {
  const target = path.join(OUT, folder)
  fs.mkdirSync(target, { recursive: true })
  let written = 0
  for (const photo of photos) written += await addPhoto(photo, photo[3], folder)
  const projectFile = path.join(target, "project.json")
  if (fs.existsSync(projectFile)) console.log(`${folder}/project.json kept as it is`)
  else fs.writeFileSync(projectFile, `${JSON.stringify(project, null, 2)}\n`)
  return written
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true })
  let written = 0
  for (const [index, photo] of PHOTOS.entries()) written += await addPhoto(photo, index)
  for (const project of PROJECTS) written += await makeProject(project)
  const galleryFile = path.join(OUT, "gallery.json")
  if (fs.existsSync(galleryFile)) {
    console.log("gallery.json kept as it is (delete it first to get the sample entries)")
  } else {
    fs.writeFileSync(galleryFile, `${JSON.stringify(galleryEntries(), null, 2)}\n`)
    console.log("wrote gallery.json")
  }
  const total = PHOTOS.length + PROJECTS.reduce((sum, project) => sum + project.photos.length, 0)
  console.log(`wrote ${written} of ${total} sample photos to ${path.relative(process.cwd(), OUT)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
