/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { checkGalleryFolder } from "../../../src/content-model/check-photos"

let folder: string

async function jpeg(width = 120, height = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#8899aa" } }).jpeg().toBuffer()
}

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "gallery-"))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe("checkGalleryFolder", () => {
  it("accepts JPEG, PNG and WebP photos and ignores gallery.json and hidden files", async () => {
    writeFileSync(path.join(folder, "a.jpg"), await jpeg())
    writeFileSync(path.join(folder, "b.PNG"), await sharp(await jpeg()).png().toBuffer())
    writeFileSync(path.join(folder, "c.webp"), await sharp(await jpeg()).webp().toBuffer())
    writeFileSync(path.join(folder, "gallery.json"), "[]")
    writeFileSync(path.join(folder, ".DS_Store"), "junk")
    await expect(checkGalleryFolder(folder)).resolves.toEqual({ photos: ["a.jpg", "b.PNG", "c.webp"], problems: [] })
  })

  it("names a damaged photo and says to export it again as JPEG", async () => {
    const whole = await jpeg(800, 600)
    writeFileSync(path.join(folder, "cut-off.jpg"), whole.subarray(0, Math.floor(whole.length / 2)))
    writeFileSync(path.join(folder, "renamed.jpg"), "this is a text file, not a photo")
    const { photos, problems } = await checkGalleryFolder(folder)
    expect(photos).toEqual([])
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^content\/gallery\/cut-off\.jpg: this photo is damaged or not really a JPG file \(.+\)\. Open it on your computer, export it again as JPEG, and replace this file\.$/)
    expect(problems[1]).toMatch(/^content\/gallery\/renamed\.jpg: this photo is damaged/)
  })

  it("explains that a HEIC photo must be exported as JPEG", async () => {
    writeFileSync(path.join(folder, "IMG_1234.HEIC"), "not decoded")
    const { problems } = await checkGalleryFolder(folder)
    expect(problems).toEqual([
      "content/gallery/IMG_1234.HEIC: HEIC photos (the iPhone's own format) cannot be shown on the web. Export it as JPEG " +
        "(on an iPhone: Settings > Camera > Formats > Most Compatible; on a Mac: Photos > File > Export) and replace this file.",
    ])
  })

  it("names a file that is not a photo at all", async () => {
    writeFileSync(path.join(folder, "notes.pdf"), "%PDF-1.4")
    const { problems } = await checkGalleryFolder(folder)
    expect(problems).toEqual([
      "content/gallery/notes.pdf: is not a photo the gallery can use. Only JPEG, PNG and WebP photos (.jpg, .jpeg, .png, .webp) " +
        "belong in this folder; move this file elsewhere, or export it as JPEG.",
    ])
  })

  it("treats a missing folder as an empty gallery", async () => {
    await expect(checkGalleryFolder(path.join(folder, "nope"))).resolves.toEqual({ photos: [], problems: [] })
  })
})
