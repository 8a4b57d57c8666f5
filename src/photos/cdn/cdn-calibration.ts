import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { z } from "zod"
import { ROOT } from "../../site-root"
import type { TileFormat } from "../image-recipes"
import type { ImageService } from "../image-service"

/**
 * How the host's image CDN's quality scale differs from sharp's, on which the tiles' search (and
 * every recipe's quality) is measured: per format, the quality steps to add to sharp's quality for
 * the CDN's file to reach the same fidelity. `npm run images:calibrate -- --site <address>`
 * measures it on the live site (calibrate-cdn.ts) and writes CALIBRATION_FILE, which is committed;
 * without the file the CDN is asked for sharp's quality as it is.
 */
export const CALIBRATION_FILE = "src/photos/cdn/image-cdn-calibration.json"

const shift = z.number().int().min(-99).max(99)
const calibrationSchema = z.strictObject({
  /** The site measured, the day, and how many of its photos. */
  site: z.string(),
  measuredOn: z.string(),
  photos: z.number().int().positive(),
  qualityShift: z.strictObject({ avif: shift, webp: shift, jpeg: shift }),
})
export type Calibration = z.infer<typeof calibrationSchema>

/** The calibration in `file` (CALIBRATION_FILE unless told), or undefined when there is none; a damaged file stops with one line. */
export function readCalibration(file = path.join(ROOT, CALIBRATION_FILE)): Calibration | undefined {
  if (!existsSync(file)) return undefined
  const again = "Run `npm run images:calibrate -- --site <the site's address>` again, or delete the file."
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, "utf8"))
  } catch {
    throw new Error(`${CALIBRATION_FILE}: is not JSON. ${again}`)
  }
  const parsed = calibrationSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${CALIBRATION_FILE}: ${issue.path.join(".") || "the file"}: ${issue.message}. ${again}`)
  }
  return parsed.data
}

let loaded: { calibration: Calibration | undefined } | undefined

/** The CDN's quality (1 to 100) for a file of `format` at sharp's `quality`, by the committed calibration. */
export function cdnQuality(
  format: TileFormat,
  quality: number,
  calibration = (loaded ??= { calibration: readCalibration() }).calibration,
): number {
  const steps = calibration?.qualityShift[format] ?? 0
  return Math.min(100, Math.max(1, Math.round(quality + steps)))
}

/** What a build's pages ask for, as /version.json tells it: the image service and, for the CDN, the shift applied. */
export type BuiltImages = { service: "build" } | { service: "netlify"; cdnQualityShift: Calibration["qualityShift"] }

/** The image settings of this build (published in /version.json, so that anyone can tell what a live page was built with). */
export function builtImages(service: ImageService, calibration = readCalibration()): BuiltImages {
  if (service === "build") return { service }
  return { service, cdnQualityShift: calibration?.qualityShift ?? { avif: 0, webp: 0, jpeg: 0 } }
}
