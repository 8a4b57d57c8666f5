/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { netlifyImageUrl } from "../../../../src/photos/cdn/netlify-pictures"
import { startServeProcess } from "../../support/serve-process"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.photoWork)

/**
 * scripts/local-host/serve.js answering /.netlify/images as Netlify's image CDN does, over a built site with
 * one deployed photo (public/static/<digest>/), a photo outside public/static/ and one outside the
 * site, served as `npm start` serves it (support/serve-process.ts).
 */
let folder: string
let cache: string
let site: Awaited<ReturnType<typeof startServeProcess>>
const SOURCE = "/static/0a1b2c/kitchen.jpg"
const PHOTO = { width: 1200, height: 900 }

/** A photo-like picture (a gradient, so that quality changes its bytes) of `PHOTO`'s size. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#a53"/><stop offset="1" stop-color="#3a8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="600" cy="450" r="300" fill="#fe4"/></svg>`,
    ),
  )
    .jpeg({ quality: 95 })
    .toBuffer()

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "image-cdn-"))
  cache = path.join(folder, "image-cache")
  const root = path.join(folder, "public")
  mkdirSync(path.join(root, "static", "0a1b2c"), { recursive: true })
  const bytes = await photo()
  writeFileSync(path.join(root, SOURCE), bytes)
  writeFileSync(path.join(root, "original.jpg"), bytes)
  writeFileSync(path.join(folder, "outside.jpg"), bytes)
  symlinkSync(path.join(folder, "outside.jpg"), path.join(root, "static", "0a1b2c", "link.jpg"))
  writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>")
  writeFileSync(path.join(root, "_headers"), "/static/*\n  Cache-Control: public, max-age=31536000, immutable\n")
  site = await startServeProcess(root, folder)
})
afterAll(async () => {
  await site.stop()
  rmSync(folder, { recursive: true, force: true })
})

const fetchImage = (address: string) => fetch(`${site.url}${address}`)
const imageOf = async (address: string) => {
  const response = await fetchImage(address)
  const body = Buffer.from(await response.arrayBuffer())
  return { response, body, meta: response.ok ? await sharp(body).metadata() : undefined }
}

describe("the image CDN's addresses on the site's server (npm start)", () => {
  it("cuts a deployed photo to the width and height asked for, in the format asked for", async () => {
    const { response, meta } = await imageOf(netlifyImageUrl(SOURCE, 400, 300, "avif", 50))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/avif")
    expect(meta).toMatchObject({ format: "heif", width: 400, height: 300 })
  })

  it("cuts to another shape with fit=cover, filling the whole box", async () => {
    const { meta } = await imageOf(netlifyImageUrl(SOURCE, 300, 300, "webp", 60))
    expect(meta).toMatchObject({ format: "webp", width: 300, height: 300 })
  })

  it("keeps the photo's shape when only the width is given", async () => {
    const { response, meta } = await imageOf(netlifyImageUrl(SOURCE, 600, undefined, "jpeg", 70))
    expect(response.headers.get("content-type")).toBe("image/jpeg")
    expect(meta).toMatchObject({ format: "jpeg", width: 600, height: 450 })
  })

  it("makes fewer bytes at a lower quality", async () => {
    const low = await imageOf(netlifyImageUrl(SOURCE, 600, undefined, "webp", 20))
    const high = await imageOf(netlifyImageUrl(SOURCE, 600, undefined, "webp", 95))
    expect(low.body.length).toBeLessThan(high.body.length)
  })

  it("sends the headers the site's _headers give the source", async () => {
    const { response } = await imageOf(netlifyImageUrl(SOURCE, 200, undefined, "webp", 50))
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
  })

  it("keeps each file it made and sends it again without making it again", async () => {
    const address = netlifyImageUrl(SOURCE, 240, 180, "jpeg", 64)
    const made = new Set(readdirSync(cache))
    await imageOf(address)
    const [kept] = readdirSync(cache).filter((name) => !made.has(name))
    const marker = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer()
    writeFileSync(path.join(cache, kept), marker)
    expect((await imageOf(address)).body.equals(marker)).toBe(true)
  })

  it.each([
    ["a fit the host does not have", `url=${SOURCE}&w=300&fit=inside`],
    ["a position the host does not have", `url=${SOURCE}&w=300&h=300&fit=cover&position=attention`],
    ["fit=cover without a height", `url=${SOURCE}&w=300&fit=cover`],
    ["a format the host does not have", `url=${SOURCE}&w=300&fm=tiff`],
    ["a quality over 100", `url=${SOURCE}&w=300&q=101`],
    ["a width that is not a whole number", `url=${SOURCE}&w=30.5`],
    ["a parameter the host does not have", `url=${SOURCE}&w=300&blur=5`],
    ["no source", "w=300"],
  ])("answers 404 to %s", async (_case, query) => {
    const response = await fetchImage(`/.netlify/images?${query}`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toBe("")
  })

  it.each([
    ["a file outside public/static/ (as a photo's original would be)", "/original.jpg"],
    ["a path climbing out of the site", "/static/0a1b2c/../../../outside.jpg"],
    ["a link to a file outside the site", "/static/0a1b2c/link.jpg"],
    ["a remote address", "https://example.com/photo.jpg"],
    ["a protocol-relative address", "//example.com/photo.jpg"],
    ["a file that is not there", "/static/0a1b2c/missing.jpg"],
    ["a file that is not an image", "/index.html"],
  ])("answers 404 to a source that is %s", async (_case, source) => {
    const response = await fetchImage(`/.netlify/images?${new URLSearchParams({ url: source, w: "300" }).toString()}`)
    expect(response.status).toBe(404)
  })
})
