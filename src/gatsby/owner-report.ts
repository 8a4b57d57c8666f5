import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { CheckedSite } from "./check-content-and-photos"
import { OWNER_REPORT_FILE, type OwnerReport } from "../host/publishing"
import { settingOf } from "../host/settings"
import { VERSION_FILE, type PublishedVersion } from "../host/published-version"
import type { BuiltImages } from "../photos/cdn/cdn-calibration"
import { ROOT } from "../site-root"

/**
 * What the owner needs to know of a build: the content check's one-liners, the problems that stop
 * the build and the warnings, written the moment the check has run (before the build can stop on
 * them), with the commit built, in OWNER_REPORT_FILE, which the host's build plugin
 * (netlify/plugins/publish-status/) reads to tell the owner whether a save went live and why not.
 * A build that gets through publishes it as /version.json (src/host/published-version.js: commit,
 * time, warnings), which the editor at /admin reads.
 */

/** The commit being built. */
export function builtCommit(root = ROOT): string | null {
  const commit = settingOf("COMMIT_REF")
  if (commit) return commit
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return null
  }
}

/** Writes the content check's findings as the owner's report of this build. */
export function writeOwnerReport(findings: Omit<CheckedSite, "photosUnchecked">, root = ROOT, now = new Date()): OwnerReport {
  const report: OwnerReport = {
    commit: builtCommit(root),
    checkedAt: now.toISOString(),
    problems: [...findings.problems],
    warnings: [...findings.warnings],
    photosWaiting: findings.photosWaiting ?? 0,
    ...(findings.photosOnSite === undefined ? {} : { photosOnSite: findings.photosOnSite }),
  }
  const file = path.join(root, OWNER_REPORT_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return report
}

/** This build's report, when its content check has run. */
export function readOwnerReport(root = ROOT): OwnerReport | undefined {
  const file = path.join(root, OWNER_REPORT_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as OwnerReport) : undefined
}

/**
 * Publishes /version.json for a build that got through: its commit, when it was built, its
 * warnings, how many photos wait for the next builds, and who makes its images (with the image CDN's calibration the pages ask with).
 */
export function publishVersion(
  publicFolder: string,
  report: OwnerReport | undefined,
  images: BuiltImages,
  now = new Date(),
): void {
  const version: PublishedVersion = {
    commit: report?.commit ?? null,
    builtAt: now.toISOString(),
    warnings: report?.warnings ?? [],
    photosWaiting: report?.photosWaiting ?? 0,
    images,
  }
  writeFileSync(path.join(publicFolder, VERSION_FILE), `${JSON.stringify(version, null, 2)}\n`)
}
