import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { BUILD_OUTPUTS, SITE_CODE } from "../../../scripts/test-runner/build-if-stale"
import { filesUnder } from "../../../src/photos/files-under"
import { SETTINGS, type SettingName } from "../../../src/host/settings"
import { buildFixtureSite, CONTENT_FILES, GALLERY, PHOTOS, ROOT, SITE, type BuildResult } from "./fixture-site"
import type { StageRecipe } from "./stages/recipe"
import { cold } from "./stages/cold"
import { warm } from "./stages/warm"
import { restyled } from "./stages/restyled"
import { netlify } from "./stages/netlify"
import { capped } from "./stages/capped"
import { next } from "./stages/next"
import { broken } from "./stages/broken"
import { scratchFolder } from "../../../scripts/test-runner/scratch"

/**
 * The pipeline's fixture site, stage by stage, each stage the one before it changed by its recipe
 * (stages/*.ts) and built: built once, kept, and used by every test that reads it.
 *
 * After its build, each stage's whole site (content, .cache/, public/, .prepared-photos/) is kept in
 * .scratch/pipeline-stages/<stage>/site/ with what the build printed, its exit status and the gallery's
 * files before it (stage.json). A stage is built again only when its key changed: the key of the
 * stage before it, its own recipe's file and, for the first, everything a build of the fixture is
 * made from (the site's code and content files, the fixture's recipe, the photos, the lockfile,
 * Node's version and the settings a build reads). A changed stage so rebuilds every stage after it.
 */
const STAGE_RECIPES = { cold, warm, restyled, netlify, capped, next, broken } satisfies Record<string, StageRecipe>
export type StageName = keyof typeof STAGE_RECIPES
const ORDER = Object.keys(STAGE_RECIPES) as StageName[]

/** Where the stages are kept (git-ignored). */
export const STAGES_FOLDER = scratchFolder("pipeline-stages")
const SUPPORT = __dirname

export interface StageResult extends BuildResult {
  /** The stage's key: what it was built from. */
  key: string
  /** Every file under content/gallery/ before the build, relative to it, sorted. */
  galleryBefore: string[]
}

/** The settings a build of the site reads (the table's, src/host/settings.js). */
const BUILD_SETTINGS = (Object.keys(SETTINGS) as SettingName[]).filter((name) =>
  SETTINGS[name].readBy.some((runtime) => runtime === "build"),
)

const sortedFiles = (entry: string) =>
  (existsSync(entry) && statSync(entry).isDirectory() ? filesUnder(entry) : [entry])
    .filter((file) => !BUILD_OUTPUTS.has(file))
    .sort()

/** The key of the first stage: everything any build of the fixture is made from. */
function inputsKey(): string {
  const hash = createHash("sha256")
  const add = (label: string, data: string | Buffer) => hash.update(label).update("\0").update(data).update("\0")
  const sources = [...SITE_CODE, ...CONTENT_FILES.map((file) => `content/${file}`), "package-lock.json"]
  for (const file of sources.flatMap((entry) => sortedFiles(path.join(ROOT, entry))))
    add(path.relative(ROOT, file), readFileSync(file))
  // The fixture's recipe: every support file but the stages' own recipes, which key their stages.
  for (const file of sortedFiles(SUPPORT).filter(
    (file) => !file.startsWith(path.join(SUPPORT, "stages", "")) || file.endsWith("recipe.ts"),
  ))
    add(path.relative(ROOT, file), readFileSync(file))
  // The photos are large: their names, sizes and times stand for them.
  for (const file of sortedFiles(PHOTOS)) {
    const { size, mtimeMs } = statSync(file)
    add(path.relative(PHOTOS, file), `${size}:${mtimeMs}`)
  }
  add("node", process.version)
  for (const name of [...BUILD_SETTINGS].sort()) add(name, process.env[name] ?? "")
  return hash.digest("hex")
}

/** Each stage's key, in order: computed once a process (the tests change only the fixture site, never what it is made from). */
let keys: Array<{ name: StageName; key: string }> | undefined
function stageKeys(): Array<{ name: StageName; key: string }> {
  if (keys) return keys
  let key = inputsKey()
  keys = ORDER.map((name) => {
    key = createHash("sha256")
      .update(key)
      .update(name)
      .update(readFileSync(path.join(SUPPORT, "stages", `${name}.ts`)))
      .digest("hex")
    return { name, key }
  })
  return keys
}

const stageFolder = (name: StageName) => path.join(STAGES_FOLDER, name)
const recordFile = (name: StageName) => path.join(stageFolder(name), "stage.json")

function readRecord(name: StageName): StageResult | undefined {
  const file = recordFile(name)
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as StageResult) : undefined
}

/** Copies files and folders into `to`, times included (cp -a: much faster than Node's cpSync on a build's many files). */
function copyInto(entries: string[], to: string): void {
  if (entries.length === 0) return
  const copy = spawnSync("cp", ["-a", ...entries, to], { encoding: "utf8" })
  if (copy.status !== 0) throw new Error(`cp -a ${entries.join(" ")} ${to}: ${copy.stderr}`)
}

/**
 * Copies a folder whole in place of `to`; with `skipping` (paths under it), without them. The
 * tests read a stage's content, public/, prepared photos and records, never the caches the next
 * warm build starts from (webpack's and Parcel's in .cache/, the host's copy in .netlify/): two
 * thirds of a stage's size.
 */
function copyFolder(from: string, to: string, skipping: readonly string[] = []): void {
  rmSync(to, { recursive: true, force: true })
  mkdirSync(to, { recursive: true })
  const copyLevel = (relative: string) => {
    const entries = readdirSync(path.join(from, relative)).map((name) => path.join(relative, name))
    mkdirSync(path.join(to, relative), { recursive: true })
    const whole: string[] = []
    for (const entry of entries) {
      if (skipping.includes(entry)) continue
      // A folder holding a skipped path is copied entry by entry; any other entry whole.
      if (skipping.some((skipped) => skipped.startsWith(`${entry}/`))) copyLevel(entry)
      else whole.push(path.join(from, entry))
    }
    copyInto(whole, path.join(to, relative))
  }
  copyLevel("")
}

/** What a test reading a stage does without (see copyFolder). */
const CACHES = [".cache/webpack", ".cache/.parcel-cache", ".netlify/build-cache"]

const galleryFiles = () =>
  filesUnder(GALLERY)
    .map((file) => path.relative(GALLERY, file))
    .sort()

/** Runs a stage's recipe on the fixture site as it is, builds it and keeps the result. */
async function buildStage(name: StageName, key: string): Promise<StageResult> {
  const recipe = STAGE_RECIPES[name]
  await recipe.prepare()
  const galleryBefore = galleryFiles()
  const build = buildFixtureSite(SITE, recipe.env)
  // A build ended from outside (a signal) says nothing of the site: it is never kept.
  if (build.status === null)
    throw new Error(`Pipeline stage ${name}: gatsby build was ended from outside\n${build.output.slice(-2000)}`)
  const result: StageResult = { ...build, key, galleryBefore }
  console.log(`Pipeline stage ${name} (${recipe.what}): exit ${build.status} in ${build.seconds.toFixed(0)} s`)
  rmSync(stageFolder(name), { recursive: true, force: true })
  copyFolder(SITE, path.join(stageFolder(name), "site"))
  writeFileSync(recordFile(name), JSON.stringify(result))
  return result
}

/**
 * Builds every stage up to `last` whose key changed (and every one after it), and says which were
 * kept. Returns whether it built any: the fixture site is then as `last` left it.
 */
export async function buildStages(last: StageName = ORDER[ORDER.length - 1]): Promise<boolean> {
  const wanted = stageKeys().slice(0, ORDER.indexOf(last) + 1)
  const first = wanted.findIndex(({ name, key }) => readRecord(name)?.key !== key)
  if (first === -1) {
    console.log(`Pipeline stages up to ${last}: up to date (${path.relative(ROOT, STAGES_FOLDER)}/)`)
    return false
  }
  for (const { name } of wanted.slice(0, first)) console.log(`Pipeline stage ${name}: up to date`)
  if (first > 0) copyFolder(path.join(stageFolder(wanted[first - 1].name), "site"), SITE)
  for (const { name, key } of wanted.slice(first)) await buildStage(name, key)
  return true
}

/**
 * The fixture site as stage `name` left it, put back in .scratch/pipeline-site/ for the test to read (and,
 * for the last stage, change), with its build's result: built first if it, or a stage before it, is
 * out of date.
 */
export async function useStage(name: StageName): Promise<StageResult> {
  if (!(await buildStages(name))) copyFolder(path.join(stageFolder(name), "site"), SITE, CACHES)
  const record = readRecord(name)
  if (!record) throw new Error(`Pipeline stage ${name} has no record in ${stageFolder(name)}`)
  return record
}

/** A file of the site as stage `name` left it (a path under the site), e.g. the content before a later stage changed it. */
export const readStageFile = (name: StageName, relative: string) =>
  readFileSync(path.join(stageFolder(name), "site", relative), "utf8")
