import path from "node:path"
import type { Reporter } from "gatsby"
import type { Findings } from "../contract/owner-messages"
import { GALLERY_FOLDER } from "../contract/gallery-files"
import { buildLimit, buildStartedAt } from "../host/build-limit"
import { readSettings, type Environment } from "../host/settings"
import { preparationOrder } from "../photos/preparing/preparation-order"
import { preparePhotos } from "../photos/preparing/prepare-photos"
import { preparationLine, type PhotoPreparation } from "../photos/preparing/preparation-line"
import { imageService } from "../photos/image-service"
import { PREPARED_PHOTOS_FOLDER } from "../photos/photo-rules"
import { ROOT } from "../site-root"
import { contentSnapshot } from "./content-snapshot"

export const GALLERY_FOLDER_PATH = path.join(ROOT, GALLERY_FOLDER)

/**
 * What the check found; `wrongSettings` when a setting's value would make the site wrong (the
 * problems are those settings' lines); `photosUnchecked` when a content mistake stopped it before the photos, else
 * how many photos it prepared and found up to date (`preparation`); while photos wait for the next
 * builds (the time limit, on no page yet), how many (`photosWaiting`) and how many are on the site
 * (`photosOnSite`).
 */
export interface CheckedSite extends Findings {
  wrongSettings?: true
  photosUnchecked?: true
  preparation?: PhotoPreparation
  photosWaiting?: number
  photosOnSite?: number
}

/** The owner's warning while photos wait: "312 of 1000 photos are on the site; the other 688 follow with the next builds." */
export const photosWaitingWarning = (onSite: number, waiting: number) =>
  `${onSite} of ${onSite + waiting} photos are on the site; the other ${waiting} follow${waiting === 1 ? "s" : ""} with the next build${waiting === 1 ? "" : "s"}.`

/**
 * Checks every owner-edited file and photo of the site in `root` (this one unless told: the editor's
 * tests point it at the copy the editor wrote to), and brings the photos' working copies up to date.
 * Returns one line per problem (the build stops) and per warning (a photo named in the content is
 * gone: the site is built without it), each naming the file, the entry and the field, and saying what to do.
 * A setting whose value would make the site wrong (src/host/settings.js) stops it first, with a line
 * each. A mistake in the content or the gallery folder stops it before any photo is prepared: with a cold
 * cache, preparing a back catalogue could outlast the host's time limit before the build said why it stopped.
 */
export async function checkContentAndPhotos(root = ROOT, env?: Environment): Promise<CheckedSite> {
  const { values: settings, wrong } = readSettings(env)
  const stops = wrong.filter((setting) => setting.stops).map((setting) => setting.line)
  const ignored = wrong.filter((setting) => !setting.stops).map((setting) => setting.line)
  if (stops.length > 0) return { problems: stops, warnings: ignored, wrongSettings: true, photosUnchecked: true }
  const { gallery, check } = contentSnapshot(root)
  const contentProblems = [...check.problems, ...gallery.problems]
  if (contentProblems.length > 0)
    return { problems: contentProblems, warnings: [...ignored, ...check.warnings], photosUnchecked: true }
  const prepared = await preparePhotos(gallery.photos, path.join(root, PREPARED_PHOTOS_FOLDER), {
    service: imageService(env),
    shownAs: GALLERY_FOLDER,
    order: (photos, isChanged) => preparationOrder(photos, check.content, isChanged),
    limit: {
      limitSeconds: buildLimit(settings),
      startedAt: buildStartedAt(settings, Date.now()),
      photoCap: settings.PHOTOS_PER_BUILD ?? null,
      now: Date.now,
    },
  })
  const waiting = prepared.waiting.length
  const found = {
    problems: prepared.problems,
    warnings: [...ignored, ...check.warnings],
    preparation: { prepared: prepared.prepared, upToDate: prepared.upToDate },
  }
  if (waiting === 0) return found
  const onSite = prepared.ready.length
  return {
    ...found,
    warnings: [photosWaitingWarning(onSite, waiting), ...found.warnings],
    photosWaiting: waiting,
    photosOnSite: onSite,
  }
}

/**
 * Prints the findings: the photos prepared and up to date (preparation-line.ts), the warnings (photos
 * waiting for the next builds, a setting not understood, each photo named but gone), then the
 * problems, which stop a build (`stop`) or, in `gatsby develop`, show as the owner edits.
 */
export function reportFindings(
  reporter: Pick<Reporter, "info" | "warn" | "error" | "panic">,
  findings: CheckedSite,
  stop: boolean,
): void {
  if (findings.preparation) reporter.info(preparationLine(findings.preparation))
  for (const warning of findings.warnings) reporter.warn(warning)
  if (findings.problems.length === 0) return
  if (stop) reporter.panic(summary(findings))
  else reporter.error(summary(findings))
}

/** The problems as the build prints them when it stops. */
const summary = ({ problems, photosUnchecked, wrongSettings }: CheckedSite) =>
  wrongSettings
    ? problems.join("\n")
    : `The site's content has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix` +
      `${photosUnchecked ? " (the photos are checked once they are fixed)" : ""}:\n` +
      problems.map((problem) => `  - ${problem}`).join("\n")
