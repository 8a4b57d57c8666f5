/**
 * The drawing of a sample photo (scripts/samples/make-sample-photos.js): a scene of its project type as
 * SVG, with a seeded random generator so every run draws the same photos, and the grain and
 * vignetting that make it weigh and compress like a photo from a phone.
 */

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

module.exports = { addGrain, random, SCENES, sceneSvg }
