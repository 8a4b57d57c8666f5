import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { makeWorkingCopy, type WorkingCopy } from "../../src/photos/working-copy"
import { listGalleryFolder } from "../../src/photos/gallery-folder"
import { preparePhotos } from "../../src/photos/prepare-photos"
import { MANIFEST_FILE } from "../../src/photos/photo-rules"
import { PHOTOS } from "./support/fixture-site"

/** Each kind of file an owner drops, straight from ../shared/photos/, made into its working copy. */
async function copyOf(photo: string): Promise<WorkingCopy> {
  return makeWorkingCopy(path.join(PHOTOS, photo), path.extname(photo).slice(1))
}

async function pictureOf(photo: string) {
  const copy = await copyOf(photo)
  if (!copy.ok) throw new Error(`${photo}: ${copy.problem}`)
  return { extension: copy.extension, ...(await sharp(copy.data).metadata()) }
}

describe("working copies of the photos an owner drops", () => {
  it.each([
    ["edge/heic-kitchen-rotated-iphone13.heic", 1500, 2000],
    ["edge/heic-office-room-gps-iphone8.heic", 2000, 1500],
    ["edge/heif-street-sunset-gps-nokia.heif", 2000, 1500],
    ["edge/avif-iphonexs-gps-portrait.avif", 1500, 2000],
    ["real/monastery-facade-plaza-orient6.jpg", 1500, 2000],
    ["edge/very-large-synthetic-20000x14000.jpg", 2000, 1400],
    ["edge/cmyk-park-scene-with-icc.jpg", 500, 333],
    ["edge/png-photo-autumn-tree-rgba.png", 640, 513],
  ])("%s becomes an upright sRGB JPEG of %p x %p with no metadata", async (photo, width, height) => {
    const picture = await pictureOf(photo)
    expect({
      extension: picture.extension,
      format: picture.format,
      width: picture.width,
      height: picture.height,
      space: picture.space,
      channels: picture.channels,
      orientation: picture.orientation,
      exif: picture.exif,
      xmp: picture.xmp,
    }).toEqual({
      extension: "jpg",
      format: "jpeg",
      width,
      height,
      space: "srgb",
      channels: 3,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
    })
  })

  it("keeps a photo that really has transparency as PNG", async () => {
    const cutOut = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 100, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer()
    const file = path.join(tmpdir(), "cut-out.png")
    writeFileSync(file, cutOut)
    const copy = await makeWorkingCopy(file, "png")
    expect(copy.ok && copy.extension).toBe("png")
  })

  it.each([
    ["edge/truncated-construction-saw-10kb.jpg", "JPG"],
    ["edge/truncated-png-saw-10kb.png", "PNG"],
    ["edge/corrupt-data-segment-palms.jpg", "JPG"],
  ])("%s is reported damaged, with what to do", async (photo, kind) => {
    const copy = await copyOf(photo)
    expect(copy.ok ? "made a copy" : copy.problem).toMatch(
      new RegExp(
        `^this photo is damaged or not really a ${kind} file \\(.+\\)\\. Open it on your computer, export it again as JPEG, and replace this file\\.$`,
      ),
    )
  })
})

describe("preparing a gallery's photos", () => {
  it("records each photo in the manifest as soon as it is made, so a build stopped halfway keeps it", async () => {
    const site = mkdtempSync(path.join(tmpdir(), "prepare-"))
    const gallery = path.join(site, "gallery")
    mkdirSync(gallery)
    const sources = [
      "real/monastery-facade-plaza-orient6.jpg",
      "edge/cmyk-park-scene-with-icc.jpg",
      "edge/truncated-png-saw-10kb.png",
    ]
    for (const source of sources) copyFileSync(path.join(PHOTOS, source), path.join(gallery, path.basename(source)))
    const target = path.join(site, "prepared")
    const recorded = () =>
      Object.keys((JSON.parse(readFileSync(path.join(target, MANIFEST_FILE), "utf8")) as { photos: object }).photos)
    const seen: Array<[string, string[]]> = []
    const { photos } = listGalleryFolder(gallery)
    const result = await preparePhotos(photos, target, "content/gallery", (photo) => seen.push([photo.key, recorded()]))
    expect(seen).toHaveLength(sources.length)
    for (const [key, keys] of seen) {
      if (key.endsWith(".png")) expect(keys).not.toContain(key)
      else expect(keys).toContain(key)
    }
    expect(result.problems).toEqual([
      expect.stringMatching(/^content\/gallery\/truncated-png-saw-10kb\.png: this photo is damaged/),
    ])
  })
})
