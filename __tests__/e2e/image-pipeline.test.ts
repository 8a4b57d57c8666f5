import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

const ROOT = path.join(__dirname, "..", "..")
const PUBLIC = path.join(ROOT, "public")
const GALLERY = path.join(ROOT, "content", "gallery")

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

const images = () => filesUnder(PUBLIC).filter((file) => /\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(file))
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex")
const originalPhotos = () =>
  readdirSync(GALLERY)
    .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    .map((name) => path.join(GALLERY, name))

interface PageDataPhoto {
  fileName: string
  image: { childImageSharp: { large: { width: number; height: number; images: { fallback: { src: string } } } } }
}

function galleryPhotos(): PageDataPhoto[] {
  const pageData = JSON.parse(readFileSync(path.join(PUBLIC, "page-data", "gallery", "page-data.json"), "utf8")) as {
    result: { data: { allGalleryPhoto: { nodes: PageDataPhoto[] } } }
  }
  return pageData.result.data.allGalleryPhoto.nodes
}

describe("image pipeline output", () => {
  it("turns phone photos stored sideways (EXIF orientation 6) upright", async () => {
    const sideways: string[] = []
    for (const file of originalPhotos()) {
      if ((await sharp(file).metadata()).orientation === 6) sideways.push(path.basename(file))
    }
    expect(sideways.length).toBeGreaterThan(0)
    for (const photo of galleryPhotos().filter((p) => sideways.includes(p.fileName))) {
      const { large } = photo.image.childImageSharp
      expect(large.height).toBeGreaterThan(large.width)
      const output = await sharp(path.join(PUBLIC, large.images.fallback.src)).metadata()
      expect((output.height ?? 0) > (output.width ?? 0)).toBe(true)
      expect(output.orientation ?? 1).toBe(1)
    }
  })

  it("serves no image with EXIF, XMP or IPTC data (GPS, camera make, model, serial)", async () => {
    // The originals do carry camera and GPS tags, as phone photos do.
    for (const original of originalPhotos()) expect((await sharp(original).metadata()).exif).toBeDefined()
    const files = images()
    expect(files.length).toBeGreaterThan(24 * 6)
    const tagged: string[] = []
    for (const file of files) {
      const metadata = await sharp(file).metadata()
      if (metadata.exif || metadata.xmp || metadata.iptc) tagged.push(path.relative(PUBLIC, file))
    }
    expect(tagged).toEqual([])
  })

  it("never copies an original photo into public/", () => {
    const originals = new Set(originalPhotos().map(sha256))
    expect(originals.size).toBe(24)
    const copies = filesUnder(PUBLIC).filter((file) => originals.has(sha256(file)))
    expect(copies.map((file) => path.relative(PUBLIC, file))).toEqual([])
  })
})
