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
import { calibrate, galleryTiles, medianShifts } from "../../../../src/photos/cdn/calibrate-cdn"
import { cdnQuality, readCalibration, type Calibration } from "../../../../src/photos/cdn/cdn-calibration"
import { SEARCH_WIDTH, TILE_ASPECT_RATIO, TILE_FORMATS, TILE_SHAPE, type TileFormat } from "../../../../src/photos/image-recipes"
import { netlifyPicture } from "../../../../src/photos/cdn/netlify-pictures"
import { lowestQualityReaching, SEARCH_PRECISION } from "../../../../src/photos/encoding/tile-quality"
import { startServeProcess } from "../../support/serve-process"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.photoWork)

/**
 * npm run images:calibrate against a stand-in of the live site: a built gallery of three real
 * photos' tiles in netlify mode (each at the quality its search found), served by scripts/local-host/serve.js
 * with its image CDN (ipx, over the same sharp), and behind proxies whose encoder is N steps off
 * (each file made N qualities lower than asked: the CDN needs N more), some with a page built as if
 * with another calibration (asking other qualities): the shift found is the encoder's, never the
 * page's nor that of an earlier run.
 */
const ROOT = path.join(__dirname, "..", "..", "..", "..")
const REAL_PHOTOS = path.join(ROOT, "..", "shared", "photos", "real")
// Tile sources half as wide as the search's tiles, as the build publishes for a photo that small
// (one tile, of the photo's own width, searched at that width): the quickest to measure (the
// measurement is the same at any size; at the search's width the six calibrations took 39 s, idle).
const TILE = { width: SEARCH_WIDTH / 2, height: Math.round(SEARCH_WIDTH / 2 / TILE_ASPECT_RATIO) }

let folder: string
let server: Awaited<ReturnType<typeof startServeProcess>>
let site: string
let tiles: Array<Awaited<ReturnType<typeof publishTile>>>
const proxies: Server[] = []
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
  const data = await sharp(file).ensureAlpha().raw().toBuffer()
  const tile = { data, ...TILE }
  const quality = {} as Record<TileFormat, number>
  for (const format of TILE_FORMATS) quality[format] = (await lowestQualityReaching(tile, format)).chosen.quality
  return { url: `/static/${digest}/${name}`, quality }
}

/** The gallery page's list of tiles as the site draws them, each asking `offset` qualities more than its search found. */
function galleryHtml(offset = 0) {
  const escape = (text: string) => text.replace(/&/g, "&amp;")
  const pictures = tiles.map((tile) => {
    const image = netlifyPicture({ url: tile.url, ...TILE }, TILE_SHAPE, TILE_FORMATS, (format) => tile.quality[format] + offset)
    const sources =
      image.images.sources?.map((source) => `<source type="${source.type}" srcset="${escape(source.srcSet)}">`) ?? []
    const { src = "", srcSet = "" } = image.images.fallback ?? {}
    return `<li><picture>${sources.join("")}<img src="${escape(src)}" srcset="${escape(srcSet)}" alt=""></picture></li>`
  })
  return `<ul>${pictures.join("")}</ul>`
}

/**
 * The stand-in behind a proxy whose CDN makes each file `encoderSteps` qualities lower than asked,
 * and whose /gallery asks `pageOffset` qualities more than the searches found; returns its address.
 */
async function proxySite(encoderSteps: number, pageOffset: number): Promise<string> {
  const proxy = createServer((request, response) => {
    const address = new URL(request.url ?? "/", site)
    if (address.pathname === "/gallery") {
      response.end(galleryHtml(pageOffset))
      return
    }
    const q = address.searchParams.get("q")
    if (q) address.searchParams.set("q", String(Math.min(100, Math.max(1, Number(q) - encoderSteps))))
    void fetch(address).then(async (answer) => {
      response.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "" })
      response.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  proxies.push(proxy)
  proxy.listen(0, "127.0.0.1")
  await once(proxy, "listening")
  const { port } = proxy.address() as { port: number }
  return `http://127.0.0.1:${port}`
}

/** Runs the calibration as the owner does, writing `file`; asynchronously, since the proxies answer from this process. */
async function runCalibration(address: string, file: string) {
  const run = spawn(process.execPath, [
    path.join(ROOT, "scripts", "commands", "calibrate-images.js"),
    "--site",
    address,
    "--write",
    file,
  ])
  let errors = ""
  run.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()))
  const [status] = (await once(run, "exit")) as [number]
  expect({ status, errors }).toEqual({ status: 0, errors: "" })
  return readCalibration(file)
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "calibrate-cdn-"))
  const photos = readdirSync(REAL_PHOTOS).sort().slice(0, 3)
  tiles = await Promise.all(photos.map((photo, index) => publishTile(photo, `${index}`.padStart(32, "a"))))
  writeFileSync(path.join(folder, "public", "index.html"), "<h1>Home</h1>")
  writeFileSync(path.join(folder, "public", "gallery.html"), galleryHtml())
  server = await startServeProcess(path.join(folder, "public"), folder)
  site = server.url
  const measured = await calibrate(site)
  standIn = measured.calibration
  standInShifts = medianShifts(measured.measurements)
}, 300_000)
afterAll(async () => {
  for (const proxy of proxies) proxy.close()
  await server.stop()
  rmSync(folder, { recursive: true, force: true })
})

describe("calibrating the image CDN (npm run images:calibrate)", () => {
  it("finds each photo's tile source on the gallery page, with the page's quality per format at its own size", () => {
    const found = galleryTiles(galleryHtml())
    expect(found.map((tile) => tile.source)).toEqual(tiles.map((tile) => tile.url))
    for (const [index, tile] of found.entries()) expect(tile).toMatchObject({ ...TILE, quality: tiles[index].quality })
  })

  it("finds the stand-in's own encoder, and the same again on a second run", async () => {
    // ipx makes WebP and JPEG as the build does (found within a quality step); its AVIF at sharp's
    // default effort 4 reaches the search's fidelity at a few qualities less than the build's effort 2.
    const close = (shift: number) => Math.abs(shift) < 1
    expect({ webp: close(standInShifts.webp), jpeg: close(standInShifts.jpeg), avifLower: standInShifts.avif < 0 }).toEqual({
      webp: true,
      jpeg: true,
      avifLower: true,
    })
    expect(standIn).toMatchObject({ qualityShift: { webp: 0, jpeg: 0 } })
    expect(standIn).toMatchObject({ site, photos: 3 })
    const again = await calibrate(site)
    expect(medianShifts(again.measurements)).toEqual(standInShifts)
  }, 300_000)

  it.each([
    { steps: 8, pageOffset: 5 },
    { steps: -6, pageOffset: 0 },
  ])(
    "finds a CDN whose encoder is $steps steps off at $steps, whatever quality its page asks and the file said before",
    async ({ steps, pageOffset }) => {
      const file = path.join(folder, `calibration${steps}.json`)
      const earlier = { site, measuredOn: "2026-01-01", photos: 3, qualityShift: { avif: 20, webp: -20, jpeg: 15 } }
      writeFileSync(file, JSON.stringify(earlier))
      const calibration = await runCalibration(await proxySite(steps, pageOffset), file)
      // The stand-in's own shift when it makes the very files the shifted CDN made (its page asking
      // steps fewer qualities), and the shifted CDN's on top: exactly `steps` more.
      const own = medianShifts((await calibrate(await proxySite(0, pageOffset - steps))).measurements)
      for (const format of TILE_FORMATS) {
        const expected = Math.round(own[format] + steps)
        expect({ format, shift: calibration?.qualityShift[format] }).toEqual({
          format,
          shift: Math.abs(expected) <= SEARCH_PRECISION ? 0 : expected,
        })
      }
      expect(cdnQuality("avif", 50, calibration)).toBe(50 + (calibration?.qualityShift.avif ?? 0))
    },
    300_000,
  )

  it("says what to do when the gallery has no photos, or is built without the image CDN", async () => {
    let page = "<p>No photos yet</p>"
    const plain = createServer((_request, response) => response.end(page))
    proxies.push(plain)
    plain.listen(0, "127.0.0.1")
    await once(plain, "listening")
    const { port } = plain.address() as { port: number }
    await expect(calibrate(`http://127.0.0.1:${port}`)).rejects.toThrow(/\/gallery shows no photos yet: add photos/)
    page =
      '<picture><source srcset="/static/abc/deck-360x270-0123456789.avif 360w"><img src="/static/abc/deck.jpg" alt=""></picture>'
    await expect(calibrate(`http://127.0.0.1:${port}`)).rejects.toThrow(
      /shows tiles the build made itself, not the image CDN's[^]*IMAGE_SERVICE = "netlify"/,
    )
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
