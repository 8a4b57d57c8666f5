/**
 * @jest-environment node
 */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { createServer, type Server } from "node:http"
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { calibrate, galleryTiles, medianShifts } from "../../../src/photos/calibrate-cdn"
import { cdnQuality, readCalibration, type Calibration } from "../../../src/photos/cdn-calibration"
import { SEARCH_WIDTH, TILE_ASPECT_RATIO, TILE_FORMATS, TILE_SHAPE, type TileFormat } from "../../../src/photos/image-recipes"
import { netlifyPicture } from "../../../src/photos/netlify-pictures"
import { lowestQualityReaching } from "../../../src/photos/tile-quality"
import { startServeProcess } from "../support/serve-process"

/**
 * npm run images:calibrate against a stand-in of the live site: a built gallery of three real
 * photos' tiles in netlify mode (each at the quality its search found), served by scripts/serve.js
 * with its image CDN (ipx, over the same sharp: the calibration must find no shift), and behind a
 * proxy whose encoder is shifted (it makes every file SHIFT qualities lower than asked: the
 * calibration must find that the CDN needs SHIFT more).
 */
const ROOT = path.join(__dirname, "..", "..", "..")
const REAL_PHOTOS = path.join(ROOT, "..", "shared", "photos", "real")
const SHIFT = 8
const TILE = { width: 720, height: Math.round(720 / TILE_ASPECT_RATIO) }

let folder: string
let server: Awaited<ReturnType<typeof startServeProcess>>
let site: string
let shifted: Server
let shiftedSite: string
/** The stand-in's calibration, and its own median shifts (ipx encodes AVIF at another effort than the search). */
let standIn: Calibration
let standInShifts: Record<TileFormat, number>

/** A photo's tile source as the build publishes it, and its search's quality per format. */
async function publishTile(photo: string, digest: string) {
  const name = `${path.parse(photo).name}-tile-source-${TILE.width}x${TILE.height}.jpg`
  const file = path.join(folder, "public", "static", digest, name)
  mkdirSync(path.dirname(file), { recursive: true })
  await sharp(path.join(REAL_PHOTOS, photo))
    .rotate()
    .resize(TILE.width, TILE.height, { fit: "cover", position: sharp.strategy.attention })
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toFile(file)
  const data = await sharp(file).resize(SEARCH_WIDTH).ensureAlpha().raw().toBuffer()
  const tile = { data, width: SEARCH_WIDTH, height: Math.round(SEARCH_WIDTH / TILE_ASPECT_RATIO) }
  const quality = {} as Record<TileFormat, number>
  for (const format of TILE_FORMATS) quality[format] = (await lowestQualityReaching(tile, format)).chosen.quality
  return { url: `/static/${digest}/${name}`, quality }
}

/** A gallery page's `<picture>` of a tile, as the site draws it. */
function pictureHtml(tile: Awaited<ReturnType<typeof publishTile>>) {
  const image = netlifyPicture({ url: tile.url, ...TILE }, TILE_SHAPE, TILE_FORMATS, (format) => tile.quality[format])
  const escape = (text: string) => text.replace(/&/g, "&amp;")
  const sources = image.images.sources?.map((source) => `<source type="${source.type}" srcset="${escape(source.srcSet)}">`) ?? []
  const { src = "", srcSet = "" } = image.images.fallback ?? {}
  return `<picture>${sources.join("")}<img src="${escape(src)}" srcset="${escape(srcSet)}" alt=""></picture>`
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "calibrate-cdn-"))
  const photos = readdirSync(REAL_PHOTOS).sort().slice(0, 3)
  const tiles = await Promise.all(photos.map((photo, index) => publishTile(photo, `${index}`.padStart(32, "a"))))
  writeFileSync(path.join(folder, "public", "index.html"), "<h1>Home</h1>")
  writeFileSync(
    path.join(folder, "public", "gallery.html"),
    `<ul>${tiles.map((tile) => `<li>${pictureHtml(tile)}</li>`).join("")}</ul>`,
  )
  server = await startServeProcess(path.join(folder, "public"), folder)
  site = server.url
  const measured = await calibrate(site, { calibration: readCalibration() })
  standIn = measured.calibration
  standInShifts = medianShifts(measured.measurements)
  // The shifted CDN: every image address is answered with the file SHIFT qualities lower.
  shifted = createServer((request, response) => {
    const address = new URL(request.url ?? "/", site)
    const q = address.searchParams.get("q")
    if (q) address.searchParams.set("q", String(Math.max(1, Number(q) - SHIFT)))
    void fetch(address).then(async (answer) => {
      response.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "" })
      response.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  shifted.listen(0, "127.0.0.1")
  await once(shifted, "listening")
  const { port } = shifted.address() as { port: number }
  shiftedSite = `http://127.0.0.1:${port}`
}, 120_000)
afterAll(async () => {
  shifted.close()
  await server.stop()
  rmSync(folder, { recursive: true, force: true })
})

describe("calibrating the image CDN (npm run images:calibrate)", () => {
  it("finds each photo's tile on the gallery page, with its search's quality per format", async () => {
    const html = await (await fetch(`${site}/gallery`)).text()
    const tiles = galleryTiles(html)
    expect(tiles).toHaveLength(3)
    for (const tile of tiles) expect(tile.width).toBe(SEARCH_WIDTH)
  })

  it("finds no shift on the local stand-in, which encodes with the same sharp", () => {
    expect(standIn).toMatchObject({ site, photos: 3, qualityShift: { avif: 0, webp: 0, jpeg: 0 } })
  })

  it("finds the shift of a CDN whose files are lower in quality than asked, and writes the file the build applies", async () => {
    const file = path.join(folder, "calibration.json")
    // Run as the owner runs it; asynchronously, since the shifted CDN answers from this process.
    const run = spawn(process.execPath, [
      path.join(ROOT, "scripts", "calibrate-images.js"),
      "--site",
      shiftedSite,
      "--write",
      file,
    ])
    let errors = ""
    run.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()))
    const [status] = (await once(run, "exit")) as [number]
    expect({ status, errors }).toEqual({ status: 0, errors: "" })
    const calibration = readCalibration(file)
    // On top of the stand-in's own difference from sharp (measured above), the proxy's.
    for (const format of TILE_FORMATS) {
      const expected = standInShifts[format] + SHIFT
      expect({ format, found: Math.abs((calibration?.qualityShift[format] ?? 0) - expected) <= 1 }).toEqual({
        format,
        found: true,
      })
    }
    expect(cdnQuality("avif", 50, calibration)).toBe(50 + (calibration?.qualityShift.avif ?? 0))
  }, 120_000)

  it("says what to do when the site's gallery has no image CDN tiles", async () => {
    const plain = createServer((_request, response) => response.end("<p>No photos yet</p>"))
    plain.listen(0, "127.0.0.1")
    await once(plain, "listening")
    const { port } = plain.address() as { port: number }
    await expect(calibrate(`http://127.0.0.1:${port}`)).rejects.toThrow(
      /\/gallery names no tile of the image CDN: is IMAGE_SERVICE "netlify"/,
    )
    plain.close()
  })
})

describe("the calibration the build applies (cdn-calibration.ts)", () => {
  it("asks the CDN for sharp's quality without a calibration, and never beyond 1 to 100", () => {
    expect(cdnQuality("avif", 52, undefined)).toBe(52)
    const calibration = {
      site: "https://example.org",
      measuredOn: "2026-11-25",
      photos: 6,
      qualityShift: { avif: 6, webp: -4, jpeg: 0 },
    }
    expect(cdnQuality("avif", 97, calibration)).toBe(100)
    expect(cdnQuality("webp", 3, calibration)).toBe(1)
    expect(cdnQuality("webp", 60, calibration)).toBe(56)
  })

  it("stops with one line on a damaged file", () => {
    const file = path.join(folder, "damaged.json")
    writeFileSync(file, '{ "site": "x" ')
    expect(() => readCalibration(file)).toThrow(/image-cdn-calibration\.json: is not JSON\. Run `npm run images:calibrate/)
    writeFileSync(
      file,
      JSON.stringify({ site: "x", measuredOn: "2026-11-25", photos: 6, qualityShift: { avif: "6", webp: 0, jpeg: 0 } }),
    )
    expect(() => readCalibration(file)).toThrow(
      /image-cdn-calibration\.json: qualityShift\.avif: .+\. Run `npm run images:calibrate/,
    )
  })
})
