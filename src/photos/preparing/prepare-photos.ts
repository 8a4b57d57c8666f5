import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, readdirSync, statSync, writeFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"
import type { GalleryFile } from "../../contract/gallery-files"
import { LARGEST_SERVED_EDGE_PX } from "../image-recipes"
import { MANIFEST_FILE, MAX_PHOTO_PIXELS, TILE_FOLDER } from "../photo-rules"
import { keepTileBox, makeTiles, readTiles } from "../encoding/tile-files"
import { preparationBudget, type BudgetSettings } from "./preparation-budget"
import type { PhotoPreparation } from "./preparation-line"
import { makeWorkingCopy } from "./working-copy"
import type { ImageService } from "../image-service"

/**
 * Keeps `.prepared-photos/` (the folder Gatsby reads the gallery from) in step with content/gallery/:
 * one working copy per photo, in a folder named after the photo's path under content/gallery/
 * (`.prepared-photos/IMG_0042.HEIC/IMG_0042.jpg`, `.prepared-photos/kitchen-wellesley/island.jpg/island.jpg`),
 * so the site knows which photo each copy is of, and which project folder it is in. Beside each copy,
 * in `.tiles/`, are the photo's grid tiles (tile-files.ts).
 * A copy is made again only when its photo changed, and tiles when their copy or their settings
 * did; copies and tiles of photos that are gone are deleted.
 */

/** Changes whenever the way copies are made changes, so that every copy is then made again. */
const COPY_SETTINGS = `v2 edge ${LARGEST_SERVED_EDGE_PX} limit ${MAX_PHOTO_PIXELS}`

interface CopyRecord {
  source: string
  size: number
  modified: number
  copy: string
}

interface Manifest {
  settings: string
  photos: Record<string, CopyRecord>
}

/** The gallery after preparation, with how many photos this build prepared and found up to date. */
interface PreparedGallery extends PhotoPreparation {
  /** Photos whose working copy is ready. */
  ready: GalleryFile[]
  /** One sentence per photo that could not be read, naming it and saying what to do. */
  problems: string[]
  /** Photos left for a later build by the time limit or the photo cap: on no page yet. */
  waiting: GalleryFile[]
}

function readManifest(target: string): Manifest {
  const file = path.join(target, MANIFEST_FILE)
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest
    if (manifest.settings === COPY_SETTINGS) return manifest
  } catch {
    // No manifest yet, or an unreadable one: every copy is made again.
  }
  return { settings: COPY_SETTINGS, photos: {} }
}

/**
 * Writes the manifest whole, through a file beside it, so that a build stopped at any moment leaves
 * either the manifest before or the one after a photo, never half of one.
 */
function writeManifest(target: string, manifest: Manifest): void {
  const file = path.join(target, MANIFEST_FILE)
  writeFileSync(`${file}.partial`, JSON.stringify(manifest, null, 1))
  renameSync(`${file}.partial`, file)
}

/** "Café Deck (2).heic" -> "Cafe-Deck-2": the working copy's name, which the site's image addresses reuse. */
function webSafeName(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]+$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
  return stem || "photo"
}

/**
 * Whether a photo's copy is of the photo as it is now: same path, size and time of change. The time
 * is compared to the millisecond, so that a copy of the folders that keeps files' times (cp -p, a
 * backup restored), which may round them below that, does not make every copy again.
 */
const isCurrent = (record: CopyRecord | undefined, photo: GalleryFile, target: string): record is CopyRecord => {
  if (!record || record.source !== photo.relative) return false
  const stats = statSync(photo.absolute)
  return (
    record.size === stats.size &&
    Math.abs(record.modified - stats.mtimeMs) < 1 &&
    existsSync(path.join(target, photo.relative, record.copy))
  )
}

/** Makes the tiles of a photo's working copy unless today's are there already. */
async function ensureTiles(folder: string, copyName: string, service: ImageService): Promise<void> {
  const tileFolder = path.join(folder, TILE_FOLDER)
  if (readTiles(tileFolder, service)) return
  await makeTiles(path.join(folder, copyName), tileFolder, copyName.replace(/\.[^.]+$/, ""), service)
}

/** Makes a photo's working copy and tiles afresh; the sentence for the owner when it cannot be read. */
async function makeOne(
  photo: GalleryFile,
  target: string,
  { shownAs, service }: { shownAs: string; service: ImageService },
  manifest: Manifest,
): Promise<string | undefined> {
  const copy = await makeWorkingCopy(photo.absolute, path.extname(photo.key).slice(1))
  removeCopy(photo, target, manifest)
  if (!copy.ok) return `${shownAs}/${photo.relative}: ${copy.problem}`
  const folder = path.join(target, photo.relative)
  const name = `${webSafeName(photo.key)}.${copy.extension}`
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, name), copy.data)
  await ensureTiles(folder, name, service)
  const stats = statSync(photo.absolute)
  manifest.photos[photo.key] = { source: photo.relative, size: stats.size, modified: stats.mtimeMs, copy: name }
  return undefined
}

/** Takes a photo's copy off the site: its file changed, or it could not be read, or it waits for a later build. */
function removeCopy(photo: GalleryFile, target: string, manifest: Manifest): void {
  rmSync(path.join(target, photo.relative), { recursive: true, force: true })
  delete manifest.photos[photo.key]
}

/**
 * Photos prepared at a time: one per core the build may use (availableParallelism honours
 * `taskset`, where os.cpus() lists every core of the machine) and one more, so that a core is not
 * left idle while a photo's tile search measures fidelity (plain JavaScript, between two encodes)
 * or its HEIC decodes (single-threaded WebAssembly).
 */
const PHOTOS_AT_A_TIME = availableParallelism() + 1

/** Runs `work` over `items`, `parallel` at a time. */
async function eachInParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker))
}

/**
 * Deletes every file and folder of `target` that is neither a wanted photo's copy folder (by its
 * path under the gallery), on the way to one, nor the manifest: copies of photos removed or moved.
 */
function removeUnwanted(target: string, wanted: ReadonlySet<string>, under = ""): void {
  for (const entry of readdirSync(path.join(target, under))) {
    const relative = under === "" ? entry : `${under}/${entry}`
    const absolute = path.join(target, relative)
    if (wanted.has(relative) || (under === "" && entry === MANIFEST_FILE)) continue
    const leadsToWanted = [...wanted].some((photo) => photo.startsWith(`${relative}/`))
    if (leadsToWanted && statSync(absolute).isDirectory()) removeUnwanted(target, wanted, relative)
    else rmSync(absolute, { recursive: true, force: true })
  }
}

interface PreparationOptions {
  /** Who makes the image files (image-service.ts): which tiles each photo needs. */
  service: ImageService
  /** How the owner sees the gallery folder in messages. */
  shownAs?: string
  /** Told of each photo done: made, current or unreadable. */
  onDone?: (photo: GalleryFile) => void
  /** The order to make photos in (preparation-order.ts), told which were on the site before their file changed. */
  order?: (photos: readonly GalleryFile[], isChanged: (photo: GalleryFile) => boolean) => GalleryFile[]
  /** The build's time limit and photo cap (preparation-budget.ts); without it, every photo is made. */
  limit?: Omit<BudgetSettings, "current" | "parallel">
}

/**
 * Brings the working copies of `photos` in `target` up to date, in `order`, as many as `limit`
 * allows; the others wait for a later build, with no copy, as if not yet in the folder. The
 * manifest records each photo as it is made, so a build that stops halfway keeps what it made.
 */
export async function preparePhotos(
  photos: readonly GalleryFile[],
  target: string,
  { service, shownAs = "content/gallery", onDone = () => undefined, order = (list) => [...list], limit }: PreparationOptions,
): Promise<PreparedGallery> {
  mkdirSync(target, { recursive: true })
  const manifest = readManifest(target)
  removeUnwanted(target, new Set(photos.map((photo) => photo.relative)))
  const wanted = new Set(photos.map((photo) => photo.key))
  for (const key of Object.keys(manifest.photos)) if (!wanted.has(key)) delete manifest.photos[key]
  writeManifest(target, manifest)

  // A photo needs no work when its copy is of its file as it is now and its tiles are of today's
  // settings; one that was on the site and needs work comes first in its kind (preparation-order.ts).
  const isReady = (photo: GalleryFile) => {
    const record = manifest.photos[photo.key]
    return isCurrent(record, photo, target) && readTiles(path.join(target, photo.relative, TILE_FOLDER), service) !== undefined
  }
  const ready = new Set(photos.filter(isReady))
  const ordered = order(photos, (photo) => manifest.photos[photo.key] !== undefined && !ready.has(photo))
  const budget = preparationBudget({
    ...(limit ?? { limitSeconds: null, startedAt: Date.now(), photoCap: null, now: Date.now }),
    current: ready.size,
    parallel: PHOTOS_AT_A_TIME,
  })
  const problems = new Map<GalleryFile, string>()
  const waiting = new Set<GalleryFile>()
  let prepared = 0
  await eachInParallel(ordered, PHOTOS_AT_A_TIME, async (photo) => {
    if (ready.has(photo)) {
      // Tiles made before their box was kept get it, once, without being made again (not counted as prepared).
      const copy = manifest.photos[photo.key]?.copy
      const folder = path.join(target, photo.relative)
      if (copy) await keepTileBox(path.join(folder, copy), path.join(folder, TILE_FOLDER))
      onDone(photo)
      return
    }
    if (!budget.tryStart()) {
      waiting.add(photo)
      removeCopy(photo, target, manifest)
      onDone(photo)
      return
    }
    prepared++
    try {
      const record = manifest.photos[photo.key]
      if (isCurrent(record, photo, target)) await ensureTiles(path.join(target, photo.relative), record.copy, service)
      else {
        const problem = await makeOne(photo, target, { shownAs, service }, manifest)
        if (problem) problems.set(photo, problem)
      }
    } finally {
      budget.done()
    }
    writeManifest(target, manifest)
    onDone(photo)
  })
  writeManifest(target, manifest)
  return {
    ready: photos.filter((photo) => !problems.has(photo) && !waiting.has(photo)),
    problems: photos.flatMap((photo) => problems.get(photo) ?? []),
    waiting: photos.filter((photo) => waiting.has(photo)),
    prepared,
    upToDate: ready.size,
  }
}
