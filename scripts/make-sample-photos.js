/**
 * Makes the 24 sample project photos in content/gallery/ and their gallery.json entries, and two
 * sample projects: folders of photos with a project.json, one with a before/after pair.
 *
 *   node scripts/make-sample-photos.js
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

const OUT = path.join(__dirname, "..", "content", "gallery")
const LONG = 2400
const SHORT = 1800

/** Project types: a drawing of the scene and its colours. */
const SCENES = {
  kitchen: { label: "Kitchen remodel", wall: "#e9e1d3", main: "#f4f1ea", accent: "#5b6b7a", floor: "#8a6f52" },
  bathroom: { label: "Bathroom remodel", wall: "#dfe7ea", main: "#ffffff", accent: "#7a8f99", floor: "#b9b3a8" },
  deck: { label: "Deck construction", wall: "#9cc3e6", main: "#9b6b43", accent: "#6e4a2c", floor: "#4f7a3a" },
  roof: { label: "Roof replacement", wall: "#a9cbe8", main: "#4a4f57", accent: "#2f3339", floor: "#c9b79c" },
  tile: { label: "Tile installation", wall: "#d8d2c8", main: "#cfc6b8", accent: "#9c9284", floor: "#cfc6b8" },
  flooring: { label: "Hardwood flooring", wall: "#efe8dc", main: "#a8764a", accent: "#7b5331", floor: "#a8764a" },
  concrete: { label: "Concrete patio", wall: "#b7d3ea", main: "#a7a39c", accent: "#7d7972", floor: "#5d8a45" },
  foundation: { label: "Foundation pour", wall: "#b4cfe6", main: "#9e9a92", accent: "#6b5a45", floor: "#7a6548" },
  framing: { label: "New home framing", wall: "#b9d6ee", main: "#d9b98a", accent: "#a7835a", floor: "#8b7355" },
  repairs: { label: "General repairs", wall: "#f0ebe2", main: "#5f7f96", accent: "#e4e0d8", floor: "#6d6a64" },
  // The same kitchen before its remodel: drawn like "kitchen", in dated colours.
  kitchenBefore: {
    label: "Kitchen before the remodel",
    draws: "kitchen",
    wall: "#d9c89a",
    main: "#8a6a45",
    accent: "#4e3b27",
    floor: "#6f6458",
  },
}

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

/** A small seeded random generator, so every run draws the same photos. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** "#a8764a" made `percent` % lighter (positive) or darker (negative). */
function shadeOf(hex, percent) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  const shaded = channels.map((value) => Math.max(0, Math.min(255, Math.round(value * (1 + percent / 100)))))
  return `#${shaded.map((value) => value.toString(16).padStart(2, "0")).join("")}`
}

function rects(count, make) {
  return Array.from({ length: count }, (_, index) => make(index)).join("")
}

/** The scene as SVG: a background, a structure made of repeated parts, and the sample label. */
function sceneSvg(kind, width, height, rand) {
  const c = SCENES[kind]
  const horizon = Math.round(height * (0.45 + rand() * 0.15))
  const jitter = (amount) => Math.round((rand() - 0.5) * amount)
  let body = ""
  switch (c.draws ?? kind) {
    case "kitchen":
    case "bathroom": {
      const cabinets = kind === "kitchen" ? 6 : 3
      const w = width / cabinets
      body += rects(
        12,
        (i) => `<rect x="0" y="${(i * horizon) / 12}" width="${width}" height="2" fill="${c.accent}" opacity="0.25"/>`,
      )
      body += rects(
        cabinets,
        (i) =>
          `<rect x="${i * w + 8}" y="${horizon * 0.15}" width="${w - 16}" height="${horizon * 0.45}" rx="6" fill="${c.main}" stroke="${c.accent}" stroke-width="5"/>`,
      )
      body += `<rect x="0" y="${horizon}" width="${width}" height="${height * 0.06}" fill="${c.accent}"/>`
      body += rects(
        cabinets,
        (i) =>
          `<rect x="${i * w + 8}" y="${horizon + height * 0.06}" width="${w - 16}" height="${height - horizon}" rx="6" fill="${c.main}" stroke="${c.accent}" stroke-width="5"/><rect x="${i * w + w / 2 - 30}" y="${horizon + height * 0.12}" width="60" height="10" rx="5" fill="${c.accent}"/>`,
      )
      break
    }
    case "deck":
    case "concrete":
    case "foundation": {
      body += `<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="${c.floor}"/>`
      body += rects(
        40,
        (i) =>
          `<circle cx="${(i * 997) % width}" cy="${horizon - 40 - ((i * 131) % 200)}" r="${60 + (i % 5) * 20}" fill="${c.floor}" opacity="0.7"/>`,
      )
      const rows = kind === "deck" ? 22 : 8
      const top = horizon + (height - horizon) * 0.2
      body += rects(
        rows,
        (i) =>
          `<rect x="${width * 0.08 - i * 6}" y="${top + (i * (height - top)) / rows}" width="${width * 0.84 + i * 12}" height="${(height - top) / rows - (kind === "deck" ? 6 : 2)}" fill="${i % 2 ? c.main : c.accent}" opacity="${kind === "deck" ? 1 : 0.85}"/>`,
      )
      if (kind === "deck")
        body +=
          rects(
            9,
            (i) =>
              `<rect x="${width * 0.08 + (i * width * 0.84) / 8 - 12}" y="${top - height * 0.18}" width="24" height="${height * 0.18}" fill="${c.accent}"/>`,
          ) + `<rect x="${width * 0.08}" y="${top - height * 0.18}" width="${width * 0.84}" height="20" fill="${c.accent}"/>`
      break
    }
    case "roof": {
      const peak = height * 0.12
      body += `<polygon points="${width * 0.05},${horizon + 80} ${width / 2},${peak} ${width * 0.95},${horizon + 80}" fill="${c.main}"/>`
      body += rects(26, (i) => {
        const y = peak + ((horizon + 80 - peak) * (i + 1)) / 27
        const half = ((y - peak) / (horizon + 80 - peak)) * width * 0.45
        return `<line x1="${width / 2 - half}" y1="${y}" x2="${width / 2 + half}" y2="${y}" stroke="${c.accent}" stroke-width="5"/>`
      })
      body += `<rect x="${width * 0.12}" y="${horizon + 80}" width="${width * 0.76}" height="${height - horizon}" fill="${c.floor}"/>`
      body += rects(
        3,
        (i) =>
          `<rect x="${width * (0.2 + i * 0.22)}" y="${horizon + 160}" width="${width * 0.12}" height="${height * 0.2}" fill="#3d5a73" stroke="#ffffff" stroke-width="10"/>`,
      )
      break
    }
    case "tile":
    case "flooring": {
      const size = kind === "tile" ? 120 + jitter(40) : 90
      const cols = Math.ceil(width / size) + 1
      const rows = Math.ceil(height / size) + 1
      for (let r = 0; r < rows; r += 1) {
        for (let col = 0; col < cols; col += 1) {
          const shade = Math.round(rand() * 30 - 15)
          const fill = kind === "tile" ? c.main : c.accent
          const offset = kind === "flooring" ? (r % 3) * 140 : 0
          const w = kind === "flooring" ? size * 4 : size
          body += `<rect x="${col * w - offset}" y="${r * size}" width="${w - 6}" height="${size - 6}" fill="${shadeOf(fill, shade)}"/>`
        }
      }
      break
    }
    case "framing":
    case "repairs": {
      body += `<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="${c.floor}"/>`
      const studs = kind === "framing" ? 28 : 40
      body += rects(studs, (i) =>
        kind === "framing"
          ? `<rect x="${(i * width) / studs}" y="${height * 0.15}" width="28" height="${horizon - height * 0.15}" fill="${c.main}" stroke="${c.accent}" stroke-width="3"/>`
          : `<rect x="0" y="${(i * horizon) / studs}" width="${width}" height="${horizon / studs - 4}" fill="${c.main}"/>`,
      )
      if (kind === "repairs")
        body += `<rect x="${width * 0.4}" y="${horizon * 0.35}" width="${width * 0.16}" height="${horizon * 0.65}" fill="${c.accent}" stroke="#3b3b3b" stroke-width="12"/>`
      else body += `<rect x="0" y="${height * 0.15}" width="${width}" height="28" fill="${c.accent}"/>`
      break
    }
    default:
      throw new Error(`no scene for ${kind}`)
  }
  const bannerHeight = Math.round(height * 0.16)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="${c.wall}"/>
  ${body}
  <rect width="100%" height="100%" fill="url(#light)"/>
  <rect x="0" y="${height - bannerHeight - 40}" width="${width}" height="${bannerHeight}" fill="#000000" opacity="0.55"/>
  <text x="50%" y="${height - bannerHeight * 0.55 - 40}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${bannerHeight * 0.36}" font-weight="bold" fill="#ffffff" text-anchor="middle">SAMPLE PHOTO</text>
  <text x="50%" y="${height - bannerHeight * 0.15 - 40}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${bannerHeight * 0.26}" fill="#ffffff" text-anchor="middle">${c.label}</text>
</svg>`
}

/** Adds photographic grain (luminance and a little colour noise) and soft vignetting. */
function addGrain(pixels, width, height, rand) {
  const cx = width / 2
  const cy = height / 2
  const maxDistance = Math.hypot(cx, cy)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 3
      const vignette = 1 - 0.22 * (Math.hypot(x - cx, y - cy) / maxDistance) ** 2
      const luma = (rand() + rand() + rand() - 1.5) * 22
      for (let channel = 0; channel < 3; channel += 1) {
        const value = pixels[index + channel] * vignette + luma + (rand() - 0.5) * 8
        pixels[index + channel] = value < 0 ? 0 : value > 255 ? 255 : value
      }
    }
  }
}

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
