import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { makeWorkingCopy, type WorkingCopy } from "../../src/photos/preparing/working-copy"
import { listGalleryFolder } from "../../src/photos/preparing/gallery-folder"
import { preparePhotos } from "../../src/photos/preparing/prepare-photos"
import { MANIFEST_FILE } from "../../src/photos/photo-rules"
import type { GalleryFile } from "../../src/contract/gallery-files"
import { PHOTOS } from "./support/fixture-site"

/** Each kind of file an owner drops, straight from ../shared/photos/, made into its working copy. */
async function copyOf(photo: string): Promise<WorkingCopy> {
  return makeWorkingCopy(path.join(PHOTOS, photo), path.extname(photo).slice(1))
}

/**
 * What each kind of photo an owner drops (HEIC, HEIF, AVIF, sideways, CMYK, PNG, 280 megapixels)
 * becomes is checked on the working copies the pipeline's cold build made of them
 * (gallery-build.test.ts), not decoded a second time here.
 */
describe("working copies of the photos an owner drops", () => {
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

/**
 * A small JPEG for the rules of preparing (what is made, recorded or kept waiting), which hold
 * whatever a photo's size: below the narrowest tile, each photo gets one small tile and a quick
 * search. `width` tells two photos apart (a changed file has another size).
 */
const smallPhoto = (file: string, width = 160) =>
  sharp({ create: { width, height: 120, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .composite([
      { input: { create: { width: 40, height: 40, channels: 3, background: { r: 20, g: 160, b: 220 } } }, top: 30, left: 30 },
    ])
    .jpeg()
    .toFile(file)

const scratchSites: string[] = []
const scratchSite = () => {
  const site = mkdtempSync(path.join(tmpdir(), "prepare-"))
  scratchSites.push(site)
  return site
}
afterAll(() => scratchSites.forEach((site) => rmSync(site, { recursive: true, force: true })))

describe("preparing a gallery's photos", () => {
  it("records each photo in the manifest as soon as it is made, so a build stopped halfway keeps it", async () => {
    const site = scratchSite()
    const gallery = path.join(site, "gallery")
    mkdirSync(gallery)
    await smallPhoto(path.join(gallery, "deck.jpg"))
    await smallPhoto(path.join(gallery, "porch.jpg"), 150)
    copyFileSync(path.join(PHOTOS, "edge/truncated-png-saw-10kb.png"), path.join(gallery, "truncated-png-saw-10kb.png"))
    const target = path.join(site, "prepared")
    const recorded = () =>
      Object.keys((JSON.parse(readFileSync(path.join(target, MANIFEST_FILE), "utf8")) as { photos: object }).photos)
    const seen: Array<[string, string[]]> = []
    const { photos } = listGalleryFolder(gallery)
    const result = await preparePhotos(photos, target, {
      service: "build",
      onDone: (photo) => seen.push([photo.key, recorded()]),
    })
    expect(seen).toHaveLength(3)
    for (const [key, keys] of seen) {
      if (key.endsWith(".png")) expect(keys).not.toContain(key)
      else expect(keys).toContain(key)
    }
    expect(result.problems).toEqual([
      expect.stringMatching(/^content\/gallery\/truncated-png-saw-10kb\.png: this photo is damaged/),
    ])
  })

  it("makes photos in the order given, as many as the cap allows; the others wait with no copy, a changed one's old copy gone; it counts what it made and what was up to date", async () => {
    const site = scratchSite()
    const gallery = path.join(site, "gallery")
    mkdirSync(gallery)
    const names = ["a-porch.jpg", "b-deck.jpg", "c-roof.jpg"]
    for (const name of names) await smallPhoto(path.join(gallery, name))
    const target = path.join(site, "prepared")
    const { photos } = listGalleryFolder(gallery)
    const limit = (photoCap: number | null) => ({ limitSeconds: null, startedAt: Date.now(), photoCap, now: Date.now })
    const lastFirst = (list: readonly GalleryFile[]) => [...list].reverse()
    const keys = (list: readonly GalleryFile[]) => list.map((photo) => photo.key).sort()

    const first = await preparePhotos(photos, target, { service: "build", order: lastFirst, limit: limit(1) })
    expect(keys(first.ready)).toEqual(["c-roof.jpg"])
    expect(keys(first.waiting)).toEqual(["a-porch.jpg", "b-deck.jpg"])
    expect([first.prepared, first.upToDate]).toEqual([1, 0])
    expect(readdirSync(target).sort()).toEqual(["c-roof.jpg", MANIFEST_FILE].sort())

    // c-roof.jpg changes: with one photo allowed, the changed one comes first (the order asks so) and the rest wait.
    await smallPhoto(path.join(gallery, "c-roof.jpg"), 150)
    const changedFirst = (list: readonly GalleryFile[], isChanged: (photo: GalleryFile) => boolean) =>
      [...list].sort((a, b) => Number(isChanged(b)) - Number(isChanged(a)))
    const second = await preparePhotos(photos, target, { service: "build", order: changedFirst, limit: limit(1) })
    expect(keys(second.ready)).toEqual(["c-roof.jpg"])
    expect(keys(second.waiting)).toEqual(["a-porch.jpg", "b-deck.jpg"])
    expect([second.prepared, second.upToDate]).toEqual([1, 0])

    // It changes again, and no photo may be made: its old copy goes, so the site never shows it.
    await smallPhoto(path.join(gallery, "c-roof.jpg"), 140)
    const stopped = await preparePhotos(photos, target, { service: "build", order: changedFirst, limit: limit(0) })
    expect(keys(stopped.waiting)).toEqual(names)
    expect(readdirSync(target)).toEqual([MANIFEST_FILE])
    expect([stopped.prepared, stopped.upToDate]).toEqual([0, 0])

    const third = await preparePhotos(photos, target, { service: "build", order: changedFirst, limit: limit(null) })
    expect(keys(third.ready)).toEqual(names)
    expect(third.waiting).toEqual([])
    expect([third.prepared, third.upToDate]).toEqual([3, 0])

    // One photo more: it alone is made. Then, nothing changed, none is.
    await smallPhoto(path.join(gallery, "d-steps.jpg"))
    const withOneMore = listGalleryFolder(gallery).photos
    const fourth = await preparePhotos(withOneMore, target, { service: "build", order: changedFirst, limit: limit(null) })
    expect([fourth.prepared, fourth.upToDate]).toEqual([1, 3])
    const fifth = await preparePhotos(withOneMore, target, { service: "build", order: changedFirst, limit: limit(null) })
    expect([fifth.prepared, fifth.upToDate]).toEqual([0, 4])
  })
})
