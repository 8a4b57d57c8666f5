import { expect, test } from "./support/browser"
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { filesUnder } from "../../src/photos/files-under"
import { galleryPhotos } from "./support/content"
import { PUBLIC } from "./support/public-files"

const images = () => filesUnder(PUBLIC).filter((file) => /\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(file))
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex")

interface PageDataPhoto {
  fileName: string
  viewer: { width: number; height: number; images: { fallback: { src: string } } }
}

/** The photos of every gallery page (/gallery, /gallery/2 ...), from the data the pages are built from. */
function publishedPhotos(): PageDataPhoto[] {
  return filesUnder(path.join(PUBLIC, "page-data", "gallery"))
    .filter((file) => file.endsWith("page-data.json"))
    .flatMap((file) => {
      const pageData = JSON.parse(readFileSync(file, "utf8")) as {
        result: { data: { allGalleryPhoto: { nodes: PageDataPhoto[] } } }
      }
      return pageData.result.data.allGalleryPhoto.nodes
    })
}

/** Whether a photo, once turned as its EXIF orientation says, is taller than wide. */
async function isPortraitUpright(file: string): Promise<boolean> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(file, { limitInputPixels: false }).metadata()
  return orientation >= 5 ? width > height : height > width
}

test.describe("image pipeline output", () => {
  test("publishes every photo of content/gallery/ in its upright shape (phone photos stored sideways are turned)", async () => {
    const published = new Map(publishedPhotos().map((photo) => [photo.fileName, photo]))
    expect([...published.keys()].sort()).toEqual(galleryPhotos.map((photo) => photo.key).sort())
    for (const photo of galleryPhotos) {
      const large = published.get(photo.key)?.viewer
      if (!large) throw new Error(`${photo.key} has no viewer image`)
      const portrait = await isPortraitUpright(photo.absolute)
      expect({ photo: photo.key, portrait: large.height > large.width }).toEqual({ photo: photo.key, portrait })
      const output = await sharp(path.join(PUBLIC, large.images.fallback.src)).metadata()
      expect({ photo: photo.key, portrait: (output.height ?? 0) > (output.width ?? 0) }).toEqual({ photo: photo.key, portrait })
      expect(output.orientation ?? 1).toBe(1)
    }
  })

  test("serves no image with EXIF, XMP or IPTC data (GPS, camera make, model, serial)", async () => {
    const files = images()
    expect(files.length).toBeGreaterThan(galleryPhotos.length)
    const tagged: string[] = []
    for (const file of files) {
      const metadata = await sharp(file).metadata()
      if (metadata.exif || metadata.xmp || metadata.iptc) tagged.push(path.relative(PUBLIC, file))
    }
    expect(tagged).toEqual([])
  })

  test("never copies an original photo into public/", () => {
    const originals = new Set(galleryPhotos.map((photo) => sha256(photo.absolute)))
    const copies = filesUnder(PUBLIC).filter((file) => originals.has(sha256(file)))
    expect(copies.map((file) => path.relative(PUBLIC, file))).toEqual([])
  })
})
