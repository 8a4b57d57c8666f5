// @ts-check
/**
 * npm run images:calibrate -- --site https://<the site>: measures the host's image CDN's encoder
 * against sharp's on the live site's tiles (src/photos/cdn/calibrate-cdn.ts) and writes the calibration
 * the build applies (src/photos/cdn/image-cdn-calibration.json, cdn-calibration.ts). Commit the file;
 * the next build asks the CDN for its qualities. Run it again after the host changes its encoder:
 * a run against an unchanged site finds the same shift, whatever the file held before.
 *
 *   node scripts/commands/calibrate-images.js --site <address> [--photos 6] [--write <file>]
 */
const { writeFileSync } = require("node:fs")
const path = require("node:path")
const { CALIBRATION_FILE, calibrate, readPublishedVersion, VERSION_PATH } = require("./site")

const ROOT = path.join(__dirname, "..", "..")

/** @param {string} name @param {string | undefined} fallback */
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}

/** @param {Record<string, number>} shifts */
const shiftsOf = (shifts) =>
  Object.entries(shifts)
    .map(([format, shift]) => `${format} ${shift >= 0 ? "+" : ""}${shift}`)
    .join(", ")

/** The shifts the live site's pages were built with, as its /version.json tells (src/host/published-version.js). @param {string} site */
async function liveShifts(site) {
  const answer = await fetch(new URL(VERSION_PATH, site)).catch(() => undefined)
  const version = readPublishedVersion(answer?.ok ? await answer.json().catch(() => undefined) : undefined)
  const shifts = version?.images.cdnQualityShift
  return shifts
    ? shiftsOf(shifts)
    : "unknown (its /version.json does not tell: it was built before this calibration was published)"
}

async function main() {
  const site = argument("site", undefined)
  if (!site || !/^https?:\/\/[^/]+/.test(site)) {
    throw new Error("Give the site's address: npm run images:calibrate -- --site https://<your site>.netlify.app")
  }
  const photos = Number(argument("photos", "6"))
  if (!Number.isInteger(photos) || photos < 1)
    throw new Error(`--photos needs a whole number of photos, not ${argument("photos", "")}`)
  const file = path.resolve(argument("write", path.join(ROOT, CALIBRATION_FILE)) ?? "")
  console.log(`Measuring the image CDN of ${site} on up to ${photos} of its gallery's tiles...`)
  const { calibration, measurements } = await calibrate(site.replace(/\/+$/, ""), { photos })
  for (const m of measurements) {
    console.log(
      `  ${path.posix.basename(m.source)} ${m.format}: the CDN's q${m.cdnQuality} reaches SSIM ${m.fidelity.toFixed(4)}; sharp reaches it at q${m.sharpQuality.toFixed(1)}`,
    )
  }
  console.log(`Quality to add for the CDN: ${shiftsOf(calibration.qualityShift)} (${calibration.photos} photos)`)
  console.log(`The live pages ask with: ${await liveShifts(site)}`)
  writeFileSync(file, `${JSON.stringify(calibration, null, 2)}\n`)
  console.log(`Wrote ${path.relative(process.cwd(), file)}: commit it, and the next build uses it.`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
