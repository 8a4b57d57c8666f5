// @ts-check
/**
 * Every grid tile of a site built in netlify image mode, fetched from the image CDN's stand-in
 * (scripts/local-host/image-cdn.js) at the address the gallery's pages name, beside its byte ceiling
 * (image-recipes.ts tileCeilingBytes). A tile asked for at its format's floor may be over its
 * ceiling: no quality lower than the floor is asked for (the build-mode tiles stop there too).
 */
const fs = require("node:fs")
const path = require("node:path")
const { PHONE_TILE_WIDTH, QUALITY_RANGE, cdnQuality, tileCeilingBytes } = require("./site")

/** The tile addresses of every photo on the gallery's pages of the build in `publicFolder`. @param {string} publicFolder */
function galleryTileAddresses(publicFolder) {
  const folder = path.join(publicFolder, "page-data", "gallery")
  const pageData = fs
    .readdirSync(folder, { recursive: true })
    .filter((file) => String(file).endsWith("page-data.json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, String(file)), "utf8")))
  /** @type {Set<string>} */
  const addresses = new Set()
  for (const data of pageData) {
    for (const photo of data.result.data.allGalleryPhoto.nodes) {
      const { sources, fallback } = photo.tiles.images
      for (const srcSet of [...sources.map((/** @type {{ srcSet: string }} */ source) => source.srcSet), fallback.srcSet ?? ""]) {
        for (const candidate of srcSet.split(",")) if (candidate.trim()) addresses.add(candidate.trim().split(/\s+/)[0])
      }
    }
  }
  return [...addresses]
}

/** @type {Record<string, import("../src/doors/bench").TileFormat>} */
const FORMAT_OF_FM = { avif: "avif", webp: "webp", jpg: "jpeg" }

/**
 * Fetches each grid tile of the build in `publicFolder` from the server at `origin` (its image
 * CDN's stand-in): { tiles, phoneTiles, over: [...], overAtFloor } where `over` lists the tiles
 * over their ceiling at a quality above their format's floor, and the phone's width's first.
 * @param {string} publicFolder @param {string} origin
 */
async function checkCdnTileCeilings(publicFolder, origin) {
  const over = []
  let overAtFloor = 0
  let phoneTiles = 0
  const addresses = galleryTileAddresses(publicFolder)
  for (const address of addresses) {
    const params = new URL(address, origin).searchParams
    const format = FORMAT_OF_FM[params.get("fm") ?? ""]
    const width = Number(params.get("w"))
    const quality = Number(params.get("q"))
    const response = await fetch(new URL(address, origin), { headers: { accept: "image/avif,image/webp,*/*" } })
    if (!response.ok)
      throw new Error(`The image CDN's stand-in answered ${response.status} for ${address}: ${await response.text()}`)
    const bytes = (await response.arrayBuffer()).byteLength
    const ceiling = tileCeilingBytes(width, format)
    if (width === PHONE_TILE_WIDTH) phoneTiles += 1
    if (bytes <= ceiling) continue
    if (quality <= cdnQuality(format, QUALITY_RANGE[format].floor)) overAtFloor += 1
    else over.push({ address, format, width, quality, bytes, ceiling })
  }
  over.sort((a, b) => Number(b.width === PHONE_TILE_WIDTH) - Number(a.width === PHONE_TILE_WIDTH))
  return { tiles: addresses.length, phoneTiles, over, overAtFloor }
}

module.exports = { checkCdnTileCeilings }
