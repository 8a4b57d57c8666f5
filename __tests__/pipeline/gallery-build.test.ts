import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import {
  AVIF_EFFORT,
  COMPARE_MAX_WIDTH,
  FIDELITY_TARGET,
  LARGEST_SERVED_EDGE_PX,
  PHONE_TILE_WIDTH,
  QUALITY_RANGE,
  SEARCH_WIDTH,
  TILE_ASPECT_RATIO,
  tileCeilingBytes,
} from "../../src/photos/image-recipes"
import { builtImages, cdnQuality } from "../../src/photos/cdn/cdn-calibration"
import { formatOfFm } from "../../src/photos/cdn/netlify-pictures"
import type { TileSet } from "../../src/photos/encoding/tile-files"
import { GALLERY, PHOTOS, PUBLIC, readSiteFile, SITE, writeSiteFile } from "./support/fixture-site"
import { readStageFile, useStage, type StageResult } from "./support/stage-builds"
import {
  ALL_PHOTO_NAMES,
  CAFE_NFC,
  DAMAGED,
  DELETED,
  deletedNames,
  EDITOR_PHOTO,
  EDITOR_PROJECT,
  MANY_PHOTOS_PROJECT,
  MANY_PHOTOS_SERVICE,
  MANY_SERVICE_PHOTOS,
  nameOf,
  NEW,
  NEW_READABLE,
  ONE_PHOTO_PROJECT,
  PHOTO_SET,
  PROJECT,
  PROJECT_FOLDER,
  projectPhotos,
  RIGHT_FILES,
  SECOND_SERVICE,
  SERVICES,
  TWO_SERVICE_PHOTO,
  WAITING,
} from "./support/gallery-fixture"
import { filesUnder } from "../../src/photos/files-under"
import { readOwnerReport } from "../../src/gatsby/owner-report"
import { VERSION_FILE } from "../../src/host/published-version"
import { checkContentAndPhotos, photosWaitingWarning, type CheckedSite } from "../../src/gatsby/check-content-and-photos"
import { preparationIn } from "../../src/photos/preparing/preparation-line"
import { inlineScriptHashes } from "../../src/gatsby/security-headers"
import { STATUS_CONTEXT } from "../../src/host/publishing"
import { filesOf, imagesUnder, publishedPhotos, type PublishedPhoto } from "./support/published"
import { builtPageHtml, PAGE_HEADERS, servedHeaders, sitemapAddresses, sitemapImages } from "../support/built-site"
import { largestPublishedFile } from "../../src/gatsby/sitemap-images"
import { projectPhotosPath, servicePagePath, servicePhotosPath } from "../../src/lib/paths"
import { PROJECT_PAGE_PHOTOS, seeAllProjectPhotosLabel } from "../../src/lib/projects"
import { SERVICE_PAGE_PHOTOS, seeAllPhotosLabel } from "../../src/lib/service-photos"
import { PREPARED_PHOTOS_FOLDER, TILE_FOLDER } from "../../src/photos/photo-rules"
import { browserStyleSheets } from "../../src/gatsby/html-follows-styles"
import { sitePageFiles } from "../../src/gatsby/publish-extras"
import { EDITED_COLOUR } from "./support/stages/restyled"

/**
 * The pipeline's fixture site of real photos (support/gallery-fixture.ts), stage by stage
 * (support/stage-builds.ts: one cold build, then warm ones keeping .cache/ and public/, as the owner
 * builds): each describe reads the stage it names.
 */

const builtPage = (address: string) => builtPageHtml(PUBLIC, address)

interface ProjectPageData {
  project: {
    before: { compare: { images: { fallback: { srcSet: string } } } }
  }
  /** The photos its page shows. */
  photos: { nodes: PublishedPhoto[] }
}
const projectPageData = (folder = PROJECT_FOLDER) =>
  JSON.parse(readFileSync(path.join(PUBLIC, "page-data", "projects", folder, "page-data.json"), "utf8")) as {
    result: { data: ProjectPageData }
  }

const galleryHtml = () => builtPageHtml(PUBLIC, "/gallery")

/** The data a built page was rendered with (its page-data.json's result.data). */
const readPageData = <T>(address: string) =>
  (JSON.parse(readFileSync(path.join(PUBLIC, "page-data", address, "page-data.json"), "utf8")) as { result: { data: T } }).result
    .data

/** The photos of every page of a run of photo pages (at pathOf(1), pathOf(2) ...), in order ([] when there is none). */
function photosOnRun(pathOf: (page: number) => string): string[] {
  const names: string[] = []
  for (let page = 1; existsSync(path.join(PUBLIC, "page-data", pathOf(page))); page += 1)
    names.push(
      ...readPageData<{ allGalleryPhoto: { nodes: Array<{ fileName: string }> } }>(pathOf(page)).allGalleryPhoto.nodes.map(
        (photo) => photo.fileName.normalize("NFC"),
      ),
    )
  return names
}
/** The photos of a service's photo pages. */
const photosOnPhotoPages = (slug: string) => photosOnRun((page) => servicePhotosPath(slug, page))

/** Each photo's tile record (tile-files.ts), by the photo's file name. */
const tileRecords = () =>
  new Map(
    filesUnder(path.join(SITE, ".prepared-photos"))
      .filter((file) => file.endsWith(`${path.sep}.tiles${path.sep}tiles.json`))
      .map((file) => [path.basename(path.dirname(path.dirname(file))).normalize("NFC"), file]),
  )
const readTileRecord = (file: string) => JSON.parse(readFileSync(file, "utf8")) as TileSet

/** A small grey picture of a published image, to compare two images' content. */
const thumbnail = (file: string) => sharp(file).resize(48, 32, { fit: "fill" }).greyscale().raw().toBuffer()
async function difference(a: string | Buffer, b: string | Buffer): Promise<number> {
  const [x, y] = await Promise.all([thumbnail(a as string), thumbnail(b as string)])
  return x.reduce((sum, value, index) => sum + Math.abs(value - y[index]), 0) / x.length
}

let cold: StageResult

beforeAll(async () => {
  cold = await useStage("cold")
  console.log(`Fixture site with ${ALL_PHOTO_NAMES.length} photos: cold build ${cold.seconds.toFixed(0)} s`)
})

describe("a gallery of real photos, built cold", () => {
  it("builds", () => {
    expect({ status: cold.status, tail: cold.output.slice(-3000) }).toEqual({ status: 0, tail: expect.any(String) })
  })

  it("shows every photo, from subfolders too, with HEIC, HEIF, AVIF, CMYK, PNG and 280-megapixel ones", () => {
    expect([...publishedPhotos().keys()].sort()).toEqual([...ALL_PHOTO_NAMES].sort())
  })

  it("shows every photo upright, in the shape it was taken", async () => {
    const published = publishedPhotos()
    for (const photo of PHOTO_SET) {
      const large = published.get(nameOf(photo))?.viewer
      if (!large) throw new Error(`${nameOf(photo)} was not published`)
      const file = await sharp(path.join(PUBLIC, large.images.fallback.src)).metadata()
      expect({ photo: nameOf(photo), portrait: (file.height ?? 0) > (file.width ?? 0) }).toEqual({
        photo: nameOf(photo),
        portrait: photo.portrait,
      })
    }
  })

  it.each([
    ["edge/heic-kitchen-rotated-iphone13.heic", 1500, 2000],
    ["edge/heic-office-room-gps-iphone8.heic", 2000, 1500],
    ["edge/heif-street-sunset-gps-nokia.heif", 2000, 1500],
    ["edge/avif-iphonexs-gps-portrait.avif", 1500, 2000],
    ["real/monastery-facade-plaza-orient6.jpg", 1500, 2000],
    ["edge/very-large-synthetic-20000x14000.jpg", 2000, 1400],
    ["edge/cmyk-park-scene-with-icc.jpg", 500, 333],
    ["edge/png-photo-autumn-tree-rgba.png", 640, 513],
  ])("makes %s a working copy: an upright sRGB JPEG of %p x %p with no metadata", async (source, width, height) => {
    const photo = PHOTO_SET.find((candidate) => candidate.source === source)
    const folder = path.join(SITE, PREPARED_PHOTOS_FOLDER, photo?.as ?? path.basename(source))
    const copies = readdirSync(folder).filter((name) => name !== TILE_FOLDER)
    expect(copies).toHaveLength(1)
    const picture = await sharp(path.join(folder, copies[0])).metadata()
    expect({
      extension: path.extname(copies[0]),
      format: picture.format,
      width: picture.width,
      height: picture.height,
      space: picture.space,
      channels: picture.channels,
      orientation: picture.orientation,
      exif: picture.exif,
      xmp: picture.xmp,
    }).toEqual({
      extension: ".jpg",
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

  it("turns a photo stored upside down (orientation 3) and one stored turned left (8) into the same upright picture", async () => {
    const published = publishedPhotos()
    const large = (name: string) => path.join(PUBLIC, published.get(name)?.viewer.images.fallback.src ?? "")
    const upsideDown = large("orientation-3-landscape-waterfall.jpg")
    const turned = large("orientation-8-landscape-waterfall.jpg")
    expect(await difference(upsideDown, turned)).toBeLessThan(8)
    // As stored, without turning, the upside-down file looks nothing like the upright picture.
    const stored = await sharp(path.join(PHOTOS, "edge/orientation-3-landscape-waterfall.jpg")).toBuffer()
    expect(await difference(stored, turned)).toBeGreaterThan(20)
  })

  it("publishes no image with EXIF, XMP or IPTC data (no GPS position, camera or date)", async () => {
    const tagged: string[] = []
    for (const file of imagesUnder(PUBLIC)) {
      const metadata = await sharp(file).metadata()
      if (metadata.exif || metadata.xmp || metadata.iptc) tagged.push(path.relative(PUBLIC, file))
    }
    expect(tagged).toEqual([])
    expect(imagesUnder(PUBLIC).length).toBeGreaterThan(PHOTO_SET.length * 5)
  })

  it("never publishes an image larger than the largest the site shows", async () => {
    const oversized: string[] = []
    for (const file of [...imagesUnder(path.join(PUBLIC, "static")), ...imagesUnder(path.join(SITE, ".prepared-photos"))]) {
      const { width = 0, height = 0 } = await sharp(file).metadata()
      if (Math.max(width, height) > LARGEST_SERVED_EDGE_PX) oversized.push(`${path.relative(SITE, file)} ${width}x${height}`)
    }
    expect(oversized).toEqual([])
  })

  it("makes every photo's tiles at the lowest quality that reaches the fidelity target, none over its width's ceiling", () => {
    const records = tileRecords()
    expect([...records.keys()].sort()).toEqual([...ALL_PHOTO_NAMES].sort())
    for (const [photo, file] of records) {
      const tiles = readTileRecord(file)
      for (const format of ["avif", "webp", "jpeg"] as const)
        expect({
          photo,
          format,
          // The target, or the format's best where even that falls short of it.
          reached:
            tiles.search[format].fidelity >= FIDELITY_TARGET || tiles.search[format].quality === QUALITY_RANGE[format].highest,
        }).toEqual({ photo, format, reached: true })
      for (const tile of tiles.files) {
        const fits = tile.bytes <= tileCeilingBytes(tile.width, tile.format) || tile.quality === QUALITY_RANGE[tile.format].floor
        expect({ photo, tile: tile.name, fits }).toEqual({ photo, tile: tile.name, fits: true })
        expect(statSync(path.join(path.dirname(file), tile.name)).size).toBe(tile.bytes)
      }
    }
    // A busy photo (a snowy forest) needs a higher quality than a plain one (a chain against a wall).
    const avifQuality = (photo: string) =>
      readTileRecord(records.get(photo) ?? "").files.find((tile) => tile.format === "avif")?.quality ?? 0
    expect(avifQuality("snowy-forest-slope-gps.jpg")).toBeGreaterThan(avifQuality("hanging-chain-orient8-empty-gps-ifd.jpg"))
  })

  it("knows where every photo's tiles sit in it: its working copy cut at the tile's box is the tile", async () => {
    for (const [photo, file] of tileRecords()) {
      const { box, files, source } = readTileRecord(file)
      if (!box) throw new Error(`${photo}: its tile record has no box`)
      const folder = path.dirname(path.dirname(file))
      const copy = path.join(folder, readdirSync(folder).filter((name) => name !== TILE_FOLDER)[0])
      const { width = 0, height = 0 } = await sharp(copy).metadata()
      const region = {
        left: Math.round(box.left * width),
        top: Math.round(box.top * height),
        width: Math.min(width - Math.round(box.left * width), Math.round(box.width * width)),
        height: Math.min(height - Math.round(box.top * height), Math.round(box.height * height)),
      }
      const tile = path.join(path.dirname(file), source?.name ?? files.find((made) => made.format === "jpeg")?.name ?? "")
      const cut = await sharp(copy).extract(region).toBuffer()
      // Within 10 grey levels on average (small photos' tiles about 9; the same cut 56 px aside, over 20).
      expect({ photo, shape: (region.width / region.height).toFixed(2), near: (await difference(cut, tile)) < 10 }).toEqual({
        photo,
        shape: TILE_ASPECT_RATIO.toFixed(2),
        near: true,
      })
    }
  })

  it("publishes every photo's tiles, cut upright from its working copy", async () => {
    const published = publishedPhotos()
    for (const photo of published.values()) {
      const missing = filesOf(photo).filter((file) => !existsSync(file))
      expect({ photo: photo.fileName, missing }).toEqual({ photo: photo.fileName, missing: [] })
      expect(photo.tiles.images.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"])
    }
    const jpegTile = (name: string) => path.join(PUBLIC, published.get(name)?.tiles.images.fallback.src ?? "")
    expect(
      await difference(jpegTile("orientation-3-landscape-waterfall.jpg"), jpegTile("orientation-8-landscape-waterfall.jpg")),
    ).toBeLessThan(8)
  })

  it("shows the text of gallery.json, for a photo in a subfolder too", () => {
    expect(galleryHtml()).toContain('alt="Stone monastery front"')
    expect(publishedPhotos().get("monastery-facade-plaza-orient6.jpg")?.caption).toBe("Monastery caption")
    expect(publishedPhotos().get("snowy-forest-slope-gps.jpg")?.caption).toBe("Snow caption")
  })

  it("gives the project folder its page, with every photo of the folder, upright, and its before/after pair in the tile's shape", async () => {
    const { project, photos } = projectPageData().result.data
    expect(photos.nodes.map((photo) => photo.fileName).sort()).toEqual(projectPhotos.map(nameOf).sort())
    for (const photo of photos.nodes) {
      const large = await sharp(path.join(PUBLIC, photo.viewer.images.fallback.src)).metadata()
      const expected = projectPhotos.find((candidate) => nameOf(candidate) === photo.fileName)
      expect({ photo: photo.fileName, portrait: (large.height ?? 0) > (large.width ?? 0) }).toEqual({
        photo: photo.fileName,
        portrait: expected?.portrait,
      })
    }
    const widest = project.before.compare.images.fallback.srcSet.split(",").pop()?.trim().split(" ")[0] ?? ""
    expect(await sharp(path.join(PUBLIC, widest)).metadata()).toMatchObject({
      width: COMPARE_MAX_WIDTH,
      height: Math.round(COMPARE_MAX_WIDTH / TILE_ASPECT_RATIO),
    })
    expect(builtPage(`projects/${PROJECT_FOLDER}`)).toContain("<h1")
    expect(builtPage(`projects/${PROJECT_FOLDER}`)).toContain("Garden steps in Natick, MA")
  })

  it("links the project from its service's page, from /projects and from the viewer of its photos; the sitemap has it", () => {
    const address = `/projects/${PROJECT_FOLDER}`
    expect(builtPage(`services/${PROJECT.services[0]}`)).toContain(`href="${address}"`)
    expect(builtPage("projects")).toContain(`href="${address}"`)
    for (const photo of projectPhotos) expect(publishedPhotos().get(nameOf(photo))?.project?.folder).toBe(PROJECT_FOLDER)
    expect(publishedPhotos().get("cmyk-park-scene-with-icc.jpg")?.project).toBeNull()
    expect(readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")).toContain(`${address}</loc>`)
  })

  it("shows a few of a service's photos on its page, linked to its photo pages, which hold each of its photos once", () => {
    const { slug, name } = MANY_PHOTOS_SERVICE
    const servicePage = builtPage(`services/${slug}`)
    expect(servicePage).toContain(`href="${servicePhotosPath(slug)}"`)
    expect(servicePage).toContain(seeAllPhotosLabel(name, MANY_SERVICE_PHOTOS.length))
    const shown = readPageData<{ photos: { nodes: unknown[] } }>(servicePagePath(slug)).photos.nodes
    expect(shown).toHaveLength(SERVICE_PAGE_PHOTOS)
    expect(photosOnPhotoPages(slug).sort()).toEqual([...MANY_SERVICE_PHOTOS].sort())
    expect(sitemapAddresses(PUBLIC)).toContain(servicePhotosPath(slug))
  })

  it("shows a project's first photos on its page, linked to its photo pages, which hold each of its photos once", () => {
    const { folder, photos } = MANY_PHOTOS_PROJECT
    const page = builtPage(`projects/${folder}`)
    expect(page).toContain(`href="${projectPhotosPath(folder)}"`)
    expect(page).toContain(seeAllProjectPhotosLabel(photos.length))
    expect(
      projectPageData(folder)
        .result.data.photos.nodes.map((photo) => photo.fileName)
        .sort(),
    ).toEqual(photos.slice(0, PROJECT_PAGE_PHOTOS))
    expect(photosOnRun((number) => projectPhotosPath(folder, number)).sort()).toEqual(photos)
    expect(sitemapAddresses(PUBLIC)).toContain(projectPhotosPath(folder))
    // A project its page can show whole has no photo pages.
    expect(photosOnRun((number) => projectPhotosPath(PROJECT_FOLDER, number))).toEqual([])
    expect(builtPage(`projects/${PROJECT_FOLDER}`)).not.toContain(projectPhotosPath(PROJECT_FOLDER))
  })

  it("lists each published photo once in the sitemap, at its largest published file, under its project's, its service's or its gallery page", () => {
    const images = sitemapImages(PUBLIC)
    const published = publishedPhotos()
    expect(images.map(({ image }) => image).sort()).toEqual(
      [...published.values()].map((photo) => largestPublishedFile(photo.viewer)).sort(),
    )
    expect(images.filter(({ image }) => !existsSync(path.join(PUBLIC, image)))).toEqual([])
    const pageOf = (name: string) =>
      images.find(({ image }) => image === largestPublishedFile(published.get(name)?.viewer ?? { images: {} }))?.page
    expect(pageOf(PROJECT.cover)).toBe(`/projects/${PROJECT_FOLDER}`)
    expect(pageOf(TWO_SERVICE_PHOTO)).toBe(servicePhotosPath(MANY_PHOTOS_SERVICE.slug))
    expect(pageOf(CAFE_NFC)).toBe("/gallery")
  })

  it("puts a photo of two services on both services' photo pages, one of none on no service's, and gives a service without photos no photo page and no link", () => {
    expect(photosOnPhotoPages(SECOND_SERVICE.slug)).toEqual([TWO_SERVICE_PHOTO])
    for (const { slug } of SERVICES) expect(photosOnPhotoPages(slug)).not.toContain(CAFE_NFC)
    const without = SERVICES[0].slug
    expect(photosOnPhotoPages(without)).toEqual([])
    expect(builtPage(`services/${without}`)).not.toContain(`href="${servicePhotosPath(without)}"`)
    expect(sitemapAddresses(PUBLIC)).not.toContain(servicePhotosPath(without))
  })

  it("shows a photo the editor uploaded, a WebP named by its address in gallery.json, with its text and every image", () => {
    const photo = publishedPhotos().get(EDITOR_PHOTO.name)
    expect(photo).toMatchObject({ alt: EDITOR_PHOTO.alt, caption: EDITOR_PHOTO.caption })
    const files = photo ? filesOf(photo) : []
    expect(files.length).toBeGreaterThan(5)
    expect(files.filter((file) => !existsSync(file))).toEqual([])
    expect(galleryHtml()).toContain(`alt="${EDITOR_PHOTO.alt}"`)
  })

  it("gives a project the editor wrote its page, with its WebP photos, its before/after slider and its card", () => {
    const { folder, json } = EDITOR_PROJECT
    const { photos } = projectPageData(folder).result.data
    expect(photos.nodes.map((photo) => photo.fileName).sort()).toEqual(Object.keys(EDITOR_PROJECT.photos).sort())
    expect(projectPageData(folder).result.data.project.before.compare.images.fallback.srcSet).not.toBe("")
    expect(builtPage(`projects/${folder}`)).toContain(`${json.title} in ${json.town}, MA`)
    expect(builtPage("projects")).toContain(`href="/projects/${folder}"`)
    expect(sitemapAddresses(PUBLIC)).toContain(`/projects/${folder}`)
  })

  it("gives every page the headers the host serves (the site's and its Netlify adapter's, read as Netlify reads them)", () => {
    const pages = sitemapAddresses(PUBLIC)
    const served = servedHeaders(PUBLIC)
    expect(pages).toContain(`/projects/${PROJECT_FOLDER}`)
    for (const address of [...pages, "/404", "/thank-you"]) {
      const { "content-security-policy": policy, ...others } = served(address)
      expect({ address, headers: others, policy: policy?.startsWith("default-src 'none'") }).toEqual({
        address,
        headers: PAGE_HEADERS,
        policy: true,
      })
    }
  })

  it("publishes the editor with its publishing strip: its script built from src/admin/ into one file, its import map allowed by hash", () => {
    const editorPage = readSiteFile("public/admin/index.html")
    expect(editorPage).toContain(`<script defer src="/admin/publish-status.js"></script>`)
    expect(editorPage).toContain(`data-context="${STATUS_CONTEXT}"`)
    // The build's time limit, which the strip shares to tell a stopped build (the host's without one).
    expect(editorPage).toMatch(/data-build-limit="[1-9]\d*"/)
    // Netlify's CONTEXT (none outside Netlify) and the live site's address, for a preview's strip to say so and link it.
    expect(editorPage).toMatch(/data-deploy-context="[a-z-]*" data-live-url="https?:\/\/[^"]+"/)
    // One file with no import left to resolve, asking GitHub for the branch's combined status.
    const strip = readSiteFile("public/admin/publish-status.js")
    expect(strip).not.toMatch(/\bimport\b|\brequire\(/)
    expect(strip).toContain("api.github.com/repos/")
    // The import map names a file that is there; the editor's policy allows the map by its hash.
    const [, map] = /<script type="importmap">(.*?)<\/script>/.exec(editorPage) ?? []
    const imports = Object.values((JSON.parse(map) as { imports: Record<string, string> }).imports)
    expect(imports.filter((file) => !existsSync(path.join(PUBLIC, file)))).toEqual([])
    expect(servedHeaders(PUBLIC)("/admin/")["content-security-policy"]).toContain(inlineScriptHashes(editorPage)[0])
  })

  it("uses the gallery.json entry of a photo whose name the Mac stored decomposed", () => {
    expect(galleryHtml()).toContain('alt="Terrace named with a composed é"')
    expect(publishedPhotos().get(CAFE_NFC)?.caption).toBe("Terrace caption")
  })
})

/** The file a page's og:image names, under public/. */
const shareImageOf = (html: string) => {
  const address = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ""
  return path.join(PUBLIC, new URL(address).pathname)
}
/** The file the home page's hero shows (its fallback image), under public/: the hero section's picture. */
const heroImageOf = (html: string) =>
  path.join(PUBLIC, /aria-labelledby="hero-heading".*?<picture>.*?<img src="([^"]+)"/s.exec(html)?.[1] ?? "")
/** Every file a srcset names, under public/. */
const srcSetFiles = (srcSet: string) => srcSet.split(",").map((candidate) => path.join(PUBLIC, candidate.trim().split(/\s+/)[0]))
/** The folder of public/static/ a published image of a photo is in: one per photo version, all its images. */
const photoFolderOf = (file: string) =>
  path.join(PUBLIC, "static", path.relative(path.join(PUBLIC, "static"), file).split(path.sep)[0])

describe("the owner edits gallery.json and deletes photos the content names, leaving every name, then builds again (warm)", () => {
  let warm: StageResult
  let deletedFiles: string[]
  let deletedFolders: Set<string>
  const tilesMadeAt = new Map<string, number>()

  // Read from the cold build's site, before the warm one's replaces it.
  beforeAll(async () => {
    for (const [photo, file] of tileRecords()) tilesMadeAt.set(photo, statSync(file).mtimeMs)
    const published = publishedPhotos()
    const home = builtPage("/")
    const before = projectPageData().result.data.project.before.compare.images.fallback.srcSet
    deletedFiles = [
      ...deletedNames.flatMap((name) => {
        const photo = published.get(name)
        return photo ? filesOf(photo) : []
      }),
      shareImageOf(home),
      heroImageOf(home),
      ...srcSetFiles(before),
    ]
    deletedFolders = new Set(deletedFiles.map(photoFolderOf))
    warm = await useStage("warm")
    console.log(`Warm build after a gallery.json edit and ${DELETED.length} deleted photos: ${warm.seconds.toFixed(0)} s`)
  })

  it("builds", () => {
    expect({ status: warm.status, tail: warm.output.slice(-3000) }).toEqual({ status: 0, tail: expect.any(String) })
  })

  it("prints one warning per name of a deleted photo, saying where it is, and no other warning about the content", () => {
    const lines = warm.output.split("\n")
    for (const { photo, warning } of DELETED) {
      expect({ photo, lines: lines.filter((line) => warning.test(line)).length }).toEqual({ photo, lines: 1 })
    }
    expect(lines.filter((line) => line.startsWith("warning content/"))).toHaveLength(DELETED.length)
  })

  it("shows the edited text and, for the photo whose entry was deleted, the text made from its file name", () => {
    const html = galleryHtml()
    expect(html).toContain('alt="Edited alt"')
    expect(html).not.toContain("Stone monastery front")
    expect(html).toContain('alt="Snowy forest slope gps"')
    const photos = publishedPhotos()
    expect(photos.get("monastery-facade-plaza-orient6.jpg")?.caption).toBe("Edited caption")
    expect(photos.get("snowy-forest-slope-gps.jpg")?.caption).toBe("Snowy forest slope gps")
  })

  it("publishes no file made from a deleted photo: no tile, viewer, slider, hero or share image, and says so", () => {
    expect(deletedFiles.length).toBeGreaterThan(DELETED.length * 5)
    expect(deletedFiles.filter((file) => existsSync(file))).toEqual([])
    expect([...deletedFolders].filter((folder) => existsSync(folder))).toEqual([])
    const stems = deletedNames.map((name) => name.replace(/\.[^.]+$/, ""))
    expect(filesUnder(PUBLIC).filter((file) => stems.some((stem) => path.basename(file).startsWith(stem)))).toEqual([])
    expect(warm.output).toMatch(
      new RegExp(`Gallery: removed \\d+ published image files of ${DELETED.length} photos no longer in content/gallery/`),
    )
    expect(deletedNames.filter((name) => publishedPhotos().has(name))).toEqual([])
  })

  it("shows the first photo in gallery order on the home page and when a page is shared, in place of the deleted featured photo", () => {
    const home = builtPage("/")
    for (const image of [heroImageOf(home), shareImageOf(home)]) {
      expect(path.basename(image)).toMatch(/^monastery-facade-plaza-orient6\./)
      expect(existsSync(image)).toBe(true)
    }
  })

  it("shows the project without a slider, its after photo as one of its photos, and its first photo as its cover", () => {
    const { project, photos } = projectPageData().result.data
    expect(project.before).toBeNull()
    expect(photos.nodes.map((photo) => photo.fileName)).toEqual([PROJECT.after])
    const page = builtPage(`projects/${PROJECT_FOLDER}`)
    expect(page).toContain("Garden steps in Natick, MA")
    expect(page).not.toContain("Before and After")
    expect(shareImageOf(page)).toMatch(/orientation-8-landscape-waterfall\.[a-z]+$/)
    expect(existsSync(shareImageOf(page))).toBe(true)
  })

  it("leaves out the project whose photos were all deleted: no page, no card, not in the sitemap", () => {
    const address = `/projects/${ONE_PHOTO_PROJECT.folder}`
    expect(() => builtPage(address)).toThrow(/has no page/)
    expect(builtPage("projects")).not.toContain(`href="${address}"`)
    expect(builtPage(`services/${ONE_PHOTO_PROJECT.services[0]}`)).not.toContain(`href="${address}"`)
    expect(sitemapAddresses(PUBLIC)).not.toContain(address)
    expect(sitemapAddresses(PUBLIC)).toContain(`/projects/${PROJECT_FOLDER}`)
  })

  it("publishes /version.json, always asked again, with the commit built and its warnings for the editor", () => {
    const version = JSON.parse(readSiteFile(`public/${VERSION_FILE}`)) as {
      commit: string | null
      builtAt: string
      warnings: string[]
    }
    const printed = warm.output
      .split("\n")
      .filter((line) => line.startsWith("warning content/"))
      .map((line) => line.replace(/^warning /, ""))
    expect(version.warnings).toEqual(printed)
    expect(version.warnings).toHaveLength(DELETED.length)
    expect(Date.parse(version.builtAt)).not.toBeNaN()
    expect(servedHeaders(PUBLIC)(`/${VERSION_FILE}`)["cache-control"]).toBe("no-cache")
  })

  it("makes no photo's tiles again, and its log says so", () => {
    const remade = [...tileRecords()].filter(([photo, file]) => statSync(file).mtimeMs !== tilesMadeAt.get(photo))
    expect(remade.map(([photo]) => photo)).toEqual([])
    expect(preparationIn(warm.output)).toEqual({ prepared: 0, upToDate: tileRecords().size })
  })

  it("keeps every file of the photos still there", () => {
    const missing = [...publishedPhotos().values()].flatMap((photo) => filesOf(photo)).filter((file) => !existsSync(file))
    expect(missing).toEqual([])
  })
})

describe("a commit changes a component's rules alone, then the site builds again (warm)", () => {
  let restyled: StageResult
  beforeAll(async () => {
    restyled = await useStage("restyled")
  })

  it("builds", () => {
    expect({ status: restyled.status, tail: restyled.output.slice(-3000) }).toEqual({ status: 0, tail: expect.any(String) })
  })

  it("renders every page again: each inlines the new build's style sheets (the shared one, its template's), none from before", () => {
    const sheets = browserStyleSheets(PUBLIC)
    const pages = sitePageFiles(PUBLIC)
    const stale = pages.filter((file) => {
      const html = readFileSync(file, "utf8")
      const named = [...html.matchAll(/<style data-href="\/([^"]+)"/g)].map((match) => match[1])
      return named.length === 0 || named.some((name) => !sheets.includes(name)) || !html.includes(EDITED_COLOUR)
    })
    expect(pages).toContain(path.join(PUBLIC, "index.html"))
    expect(stale.map((file) => path.relative(PUBLIC, file))).toEqual([])
  })
})

/** The image CDN's addresses of a published picture (its srcsets' and its fallback's), with their parameters. */
const cdnAddresses = (image: PublishedPhoto["tiles"]) =>
  [...image.images.sources.map((source) => source.srcSet), image.images.fallback.srcSet ?? "", image.images.fallback.src]
    .flatMap((srcSet) => srcSet.split(","))
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((address) => address !== "")
    .map((address) => ({ address, params: new URL(address, "http://site").searchParams }))

describe("the host builds the same gallery with IMAGE_SERVICE=netlify (warm, after build mode's builds)", () => {
  let netlify: StageResult

  beforeAll(async () => {
    netlify = await useStage("netlify")
    console.log(`Warm build in netlify mode: ${netlify.seconds.toFixed(0)} s`)
  })

  it("builds", () => {
    expect({ status: netlify.status, tail: netlify.output.slice(-3000) }).toEqual({ status: 0, tail: expect.any(String) })
  })

  /** Each photo's tile addresses: format, width and the quality asked (the CDN's scale). */
  const tileAddresses = (photo: string, tiles: PublishedPhoto["tiles"]) =>
    cdnAddresses(tiles).map(({ params }) => {
      const format = formatOfFm(params.get("fm"))
      if (!format) throw new Error(`${photo}: a tile address with fm=${params.get("fm")}`)
      return { format, width: Number(params.get("w")), q: Number(params.get("q")), source: params.get("url") ?? "" }
    })

  it("points every tile and viewer image at the image CDN, each tile at the quality its record gives its format and width", () => {
    const records = tileRecords()
    const published = publishedPhotos()
    expect([...published.keys()].sort()).toEqual([...records.keys()].sort())
    for (const [photo, file] of records) {
      const { source } = readTileRecord(file)
      const { tiles, viewer } = published.get(photo) ?? ({} as PublishedPhoto)
      for (const { address } of [...cdnAddresses(tiles), ...cdnAddresses(viewer)]) {
        expect({ photo, address: address.startsWith("/.netlify/images?") }).toEqual({ photo, address: true })
      }
      for (const { format, width, q } of tileAddresses(photo, tiles)) {
        const recorded = source?.files.find((tile) => tile.format === format && tile.width === width)
        expect({ photo, format, width, q }).toEqual({ photo, format, width, q: cdnQuality(format, recorded?.quality ?? -1) })
      }
    }
    const avifQualities = [...records.values()].map((file) => readTileRecord(file).search.avif.quality)
    expect(new Set(avifQualities).size).toBeGreaterThan(1)
  })

  it("lists each photo in the sitemap once, at its published working copy (the image CDN's source), never an original", () => {
    const images = sitemapImages(PUBLIC).map(({ image }) => image)
    expect(images).toHaveLength(publishedPhotos().size)
    expect(new Set(images).size).toBe(images.length)
    for (const image of images)
      expect({ image, published: existsSync(path.join(PUBLIC, image)), cdn: image.startsWith("/.netlify/") }).toEqual({
        image,
        published: true,
        cdn: false,
      })
  })

  it("asks for the phone's tile at a lower quality than the search width's wherever its ceiling requires it", async () => {
    const lowered: string[] = []
    const records = tileRecords()
    for (const [photo, { tiles }] of publishedPhotos()) {
      const addresses = tileAddresses(photo, tiles).filter((tile) => tile.format === "avif")
      const atSearch = addresses.find((tile) => tile.width === SEARCH_WIDTH)
      const atPhone = addresses.find((tile) => tile.width === PHONE_TILE_WIDTH)
      if (!atSearch || !atPhone) continue
      expect({ photo, higher: atPhone.q > atSearch.q }).toEqual({ photo, higher: false })
      // The phone's tile as sharp makes it from the tile source at the search width's quality (sharp's scale):
      const searchQuality = readTileRecord(records.get(photo) ?? "").source?.files.find(
        (tile) => tile.format === "avif" && tile.width === SEARCH_WIDTH,
      )?.quality
      const unlowered = await sharp(path.join(PUBLIC, atPhone.source))
        .resize(PHONE_TILE_WIDTH, Math.round(PHONE_TILE_WIDTH / TILE_ASPECT_RATIO))
        .avif({ quality: searchQuality, effort: AVIF_EFFORT })
        .toBuffer()
      if (unlowered.length > tileCeilingBytes(PHONE_TILE_WIDTH, "avif")) {
        expect({ photo, lower: atPhone.q < atSearch.q }).toEqual({ photo, lower: true })
        lowered.push(photo)
      }
    }
    // The fixture's busiest photos (the monastery's façade) need it.
    expect(lowered.length).toBeGreaterThan(0)
  })

  it("publishes what the addresses name, each photo's stripped working copy and tile source, and no encoded tile", async () => {
    const sources = new Set(
      [...publishedPhotos().values()].flatMap((photo) =>
        [...cdnAddresses(photo.tiles), ...cdnAddresses(photo.viewer)].map(({ params }) => params.get("url") ?? ""),
      ),
    )
    for (const source of sources) {
      const file = path.join(PUBLIC, source)
      expect({ source, published: existsSync(file) }).toEqual({ source, published: true })
      const { exif, xmp, iptc, orientation } = await sharp(file).metadata()
      expect({ source, exif, xmp, iptc, orientation }).toEqual({
        source,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      })
    }
    expect(sources.size).toBe(2 * tileRecords().size)
    for (const file of tileRecords().values()) expect(readTileRecord(file).files).toEqual([])
    const encodedTiles = imagesUnder(path.join(PUBLIC, "static")).filter((file) =>
      /-\d+x\d+-[0-9a-f]{10}\.(avif|webp|jpg)$/.test(file),
    )
    expect(encodedTiles.filter((file) => !file.includes("-tile-source-"))).toEqual([])
    expect(netlify.output).toMatch(/Gallery: removed \d+ image files of earlier tile settings or the other image service/)
  })

  it("tells in /version.json that the image CDN makes the images, and with which calibration", () => {
    const version = JSON.parse(readSiteFile(`public/${VERSION_FILE}`)) as { images: unknown }
    expect(version.images).toEqual(builtImages("netlify"))
  })

  it("keeps the share image a file of its own, built", () => {
    const share = shareImageOf(builtPage("/"))
    expect(existsSync(share)).toBe(true)
  })
})

describe("a build that may make one photo (PHOTOS_PER_BUILD=1, as when the host's time limit is near) publishes what is ready; the next build the rest", () => {
  let capped: StageResult
  let cappedPhotos: Map<string, PublishedPhoto>
  let cappedVersion: { warnings: string[]; photosWaiting: number }
  let cappedSitemap: string[]

  beforeAll(async () => {
    capped = await useStage("capped")
    cappedPhotos = publishedPhotos()
    cappedVersion = JSON.parse(readSiteFile(`public/${VERSION_FILE}`)) as typeof cappedVersion
    cappedSitemap = sitemapImages(PUBLIC).map(({ image }) => image)
  })

  it("builds, with the project's new photo on the site and the two loose ones on no page and not in the sitemap", () => {
    expect({ status: capped.status, tail: capped.output.slice(-3000) }).toEqual({ status: 0, tail: expect.any(String) })
    expect(cappedPhotos.has("zz-new-step.jpg")).toBe(true)
    for (const name of WAITING) expect(cappedPhotos.has(name)).toBe(false)
    const stems = WAITING.map((name) => name.replace(/\.jpg$/, ""))
    expect(cappedSitemap.filter((image) => stems.some((stem) => image.includes(stem)))).toEqual([])
  })

  it("tells the owner how many photos are on the site and how many follow, in the build's warning and /version.json; its log the one it prepared", () => {
    const warning = photosWaitingWarning(cappedPhotos.size, WAITING.length)
    expect(warning).toBe(
      `${cappedPhotos.size} of ${cappedPhotos.size + 2} photos are on the site; the other 2 follow with the next builds.`,
    )
    expect(capped.output.split("\n").filter((line) => line.includes(warning))).toHaveLength(1)
    expect(cappedVersion.warnings[0]).toBe(warning)
    expect(cappedVersion.photosWaiting).toBe(2)
    expect(preparationIn(capped.output)).toEqual({ prepared: 1, upToDate: cappedPhotos.size - 1 })
  })

  it("names no file it did not publish", () => {
    const sources = [...cappedPhotos.values()].flatMap((photo) =>
      [...cdnAddresses(photo.tiles), ...cdnAddresses(photo.viewer)].map(({ params }) => params.get("url") ?? ""),
    )
    expect(sources.filter((source) => !existsSync(path.join(PUBLIC, source)))).toEqual([])
  })

  it("publishes the rest with the next build, and the warning goes", async () => {
    const next = await useStage("next")
    expect(next.status).toBe(0)
    const photos = publishedPhotos()
    for (const { as } of NEW) expect(photos.has(path.basename(as))).toBe(true)
    const sitemap = sitemapImages(PUBLIC).map(({ image }) => image)
    for (const name of WAITING) expect(sitemap.filter((image) => image.includes(name.replace(/\.jpg$/, "")))).toHaveLength(1)
    const version = JSON.parse(readSiteFile(`public/${VERSION_FILE}`)) as typeof cappedVersion
    expect(version.photosWaiting).toBe(0)
    expect(version.warnings.filter((line) => line.includes("photos are on the site"))).toEqual([])
  })
})

/**
 * The check of the content and photos every build runs first (gatsby-node.ts's onPreBootstrap) on
 * the fixture site, as the host's build runs it (IMAGE_SERVICE=netlify: working copies, no tiles).
 */
async function checkAsTheHostBuilds(): Promise<CheckedSite> {
  const service = process.env.IMAGE_SERVICE
  process.env.IMAGE_SERVICE = "netlify"
  try {
    return await checkContentAndPhotos(SITE)
  } finally {
    if (service === undefined) delete process.env.IMAGE_SERVICE
    else process.env.IMAGE_SERVICE = service
  }
}

describe("the owner drops unusable files and makes typing mistakes: the build stops and says what to do", () => {
  let broken: StageResult
  /** The content files as they were before the mistakes, to put back once the test is done with them. */
  let rightContent: Array<[string, string]>

  beforeAll(async () => {
    broken = await useStage("broken")
    rightContent = RIGHT_FILES.map((file) => [file, readStageFile("next", file)])
  })

  it("stops", () => {
    expect(broken.status).not.toBe(0)
  })

  it("stops before preparing any photo, and says the photos are checked once the mistakes are fixed", () => {
    expect(broken.output).toMatch(/The site's content has \d+ problems to fix \(the photos are checked once they are fixed\):/)
    for (const photo of NEW_READABLE) expect(existsSync(path.join(SITE, PREPARED_PHOTOS_FOLDER, photo))).toBe(false)
    for (const photo of DAMAGED) expect(broken.output).not.toContain(`content/gallery/${photo}:`)
  })

  it.each([
    [/content\/gallery\/estimate\.pdf: is not a photo the gallery can use\. .+ move this file elsewhere\./],
    [
      /content\/gallery\/garden-steps-natick\/orientation-8-landscape-waterfall\.jpg: has the same file name as content\/gallery\/2023\/orientation-8-landscape-waterfall\.jpg\. Rename one of them/,
    ],
    [
      /content\/gallery\/gallery\.json, entry 1 \("monastery-facade-plaza-orient6\.jpg"\): field "captoin" is not known; did you mean "caption"\?/,
    ],
    [/content\/business\.json: field "featuredphoto" is not known; did you mean "featuredPhoto"\?/],
    [/content\/gallery\/porch-fix\/project\.json: field "titel" is not known; did you mean "title"\?/],
    [/content\/gallery\/porch-fix\/project\.json: field "title" is missing\. Add it as text in double quotes\./],
    [/content\/gallery\/porch-fix\/project\.json: field "after" is missing: "before" needs its "after" photo/],
    // A misspelt photo name is a warning (the other mistakes stop the build).
    [
      /^warning content\/gallery\/porch-fix\/project\.json: field "cover" names "nope\.jpg", but there is no such photo in content\/gallery\/porch-fix\/\./,
    ],
    [/content\/services\.json: has a comma after the last entry at line \d+, column \d+\. Remove that comma\./],
    [/content\/testimonials\.json: has a curly quote \u201C at line \d+, column \d+\. JSON needs straight double quotes/],
  ])("with one line for %p", (line) => {
    const lines = broken.output.split("\n").filter((text) => line.test(text))
    expect(lines).toHaveLength(1)
  })

  it("leaves each line it printed in the owner's report, for the host's build plugin to tell the owner", () => {
    const report = readOwnerReport(SITE)
    const printed = broken.output
      .split("\n")
      .filter((line) => line.startsWith("  - "))
      .map((line) => line.slice(4))
    expect(report?.problems.length).toBeGreaterThan(5)
    expect(report?.problems).toEqual(printed)
    expect(report?.warnings.some((warning) => /porch-fix\/project\.json: field "cover" names "nope\.jpg"/.test(warning))).toBe(
      true,
    )
  })

  it("loses nothing: every file the owner put in the gallery is still there", () => {
    expect(
      filesUnder(GALLERY)
        .map((file) => path.relative(GALLERY, file))
        .sort(),
    ).toEqual(broken.galleryBefore)
  })

  /**
   * The rest of the owner's fixes, checked by the check the build runs first (onPreBootstrap): the
   * build above proves that its problems stop the build, each printed on its line.
   */
  it("names a project's unknown service, with the nearest slug, once services.json can be read", async () => {
    writeSiteFile("content/services.json", readFileSync(path.join(__dirname, "..", "..", "content", "services.json"), "utf8"))
    const { problems } = await checkAsTheHostBuilds()
    const lines = problems.filter((text) =>
      /^content\/gallery\/porch-fix\/project\.json: field "services" names "porch-repairs", which is not a slug in content\/services\.json\. The nearest is "[a-z-]+"\./.test(
        text,
      ),
    )
    expect(lines).toHaveLength(1)
  })

  it("once the content is right, names each photo it cannot use, and prepares the others", async () => {
    for (const [file, content] of rightContent) writeSiteFile(file, content)
    const [{ slug }] = JSON.parse(readSiteFile("content/services.json")) as Array<{ slug: string }>
    writeSiteFile("content/gallery/porch-fix/project.json", JSON.stringify({ title: "Porch", town: "Salem", services: [slug] }))
    rmSync(path.join(GALLERY, "estimate.pdf"))
    rmSync(path.join(GALLERY, "2023"), { recursive: true })
    const { problems, photosUnchecked } = await checkAsTheHostBuilds()
    expect({ problems: problems.length, photosUnchecked }).toEqual({ problems: 4, photosUnchecked: undefined })
    for (const line of [
      /^content\/gallery\/truncated-construction-saw-10kb\.jpg: this photo is damaged or not really a JPG file \(.+\)\. Open it on your computer, export it again as JPEG, and replace this file\./,
      /^content\/gallery\/truncated-png-saw-10kb\.png: this photo is damaged or not really a PNG file \(.+\)\./,
      /^content\/gallery\/corrupt-data-segment-palms\.jpg: this photo is damaged or not really a JPG file \(.+\)\./,
      /^content\/gallery\/panorama\.jpg: this photo is too large to process \(30000 x 30000 pixels, 900 megapixels\)\. Save a smaller copy: up to 400 megapixels is fine, and 2000 pixels on the long side is the most the site shows\./,
    ]) {
      expect(problems.filter((text) => line.test(text))).toHaveLength(1)
    }
    expect(existsSync(path.join(SITE, PREPARED_PHOTOS_FOLDER, "porch-fix/porch.jpg"))).toBe(true)
  })

  it("says an empty gallery.json is empty", async () => {
    writeSiteFile("content/gallery/gallery.json", "")
    const { problems } = await checkAsTheHostBuilds()
    expect(problems).toContain(
      "content/gallery/gallery.json: is empty. Restore its content (undo the change, or copy it from the repository).",
    )
  })
})
