import { stripVTControlCharacters } from "node:util"
import { spawnSync } from "node:child_process"
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { SITE_CODE } from "../../../scripts/test-runner/build-if-stale"
import { scratchFolder } from "../../../scripts/test-runner/scratch"

/**
 * A copy of the site, inside the project (so it finds the project's node_modules) but git-ignored,
 * whose gallery holds the real photos of ../shared/photos/ instead of the samples.
 */
export const ROOT = path.join(__dirname, "..", "..", "..")
export const SITE = scratchFolder("pipeline-site")
export const PHOTOS = path.join(ROOT, "..", "shared", "photos")
export const GALLERY = path.join(SITE, "content", "gallery")
export const PUBLIC = path.join(SITE, "public")

/** The content files the fixture site takes from the project (its gallery is its own). */
export const CONTENT_FILES = ["business.json", "services.json", "testimonials.json"]

/** A fresh copy of the site's code in `folder`, without content (inside the project when it is to be built, to find its node_modules). */
export function copySiteCode(folder: string): void {
  rmSync(folder, { recursive: true, force: true })
  for (const file of SITE_CODE) cpSync(path.join(ROOT, file), path.join(folder, file), { recursive: true })
}

/** A fresh copy of the site's code and JSON content, with an empty gallery. */
export function createFixtureSite(): void {
  if (!existsSync(PHOTOS)) throw new Error(`The real photos are missing: expected them in ${PHOTOS}`)
  copySiteCode(SITE)
  mkdirSync(GALLERY, { recursive: true })
  for (const file of CONTENT_FILES) copyFileSync(path.join(ROOT, "content", file), path.join(SITE, "content", file))
}

/** Copies a photo of ../shared/photos/ (e.g. "edge/x.heic") into the gallery, as `as` (a path under it). */
export function addPhoto(source: string, as = path.basename(source)): void {
  mkdirSync(path.dirname(path.join(GALLERY, as)), { recursive: true })
  copyFileSync(path.join(PHOTOS, source), path.join(GALLERY, as))
}

export const readSiteFile = (relative: string) => readFileSync(path.join(SITE, relative), "utf8")
export const writeSiteFile = (relative: string, content: string | Buffer) => writeFileSync(path.join(SITE, relative), content)

export interface BuildResult {
  status: number | null
  /** Everything the build printed, without colours. */
  output: string
  seconds: number
}

/**
 * Runs `gatsby build` in a copy of the site (the fixture site unless told), keeping .cache/ and
 * public/ as the README recommends, with `env` set (as `IMAGE_SERVICE`).
 */
export function buildFixtureSite(folder = SITE, env: Record<string, string> = {}): BuildResult {
  const started = Date.now()
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: folder,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NODE_ENV: "production", ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`)
  return { status: result.status, output, seconds: (Date.now() - started) / 1000 }
}
