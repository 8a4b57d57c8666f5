// @ts-check
/**
 * A back catalogue for the copy of the site the end-to-end tests build in netlify image mode
 * (build-if-stale.js): on top of the sample content, CATALOGUE_PHOTOS small generated photos in
 * content/gallery/catalogue/, each listed in gallery.json under the sample's most photographed
 * service, so the tests meet a service with many pages of photos and page links that must stay
 * few (catalogue.test.ts). The sample content itself stays as the owner will replace it.
 */
const { mkdirSync, readFileSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const sharp = require("sharp")

/** Enough for eight pages of 24 photos of one service, the last holding the sample's own. */
const CATALOGUE_PHOTOS = 24 * 7 + 1
const CATALOGUE_FOLDER = "catalogue"

/** @typedef {{ file: string, services?: string[] }} Entry */

/** The slug gallery.json lists most often: the service the catalogue adds to. @param {Entry[]} entries */
function mostPhotographed(entries) {
  /** @type {Map<string, number>} */
  const counts = new Map()
  for (const entry of entries) for (const slug of entry.services ?? []) counts.set(slug, (counts.get(slug) ?? 0) + 1)
  const [first] = [...counts].sort((a, b) => b[1] - a[1])
  if (!first) throw new Error("gallery.json lists no photo under a service: the catalogue has no service to add to")
  return first[0]
}

/**
 * The n-th photo: a drawing of its own colours and number, so no two are alike, 160x120: narrower
 * than the grid's narrowest tile, so that its one tile and its quality search are a small fraction
 * of a camera photo's work (the tests that browse the catalogue count pages and follow links,
 * whatever the photos' size). @param {number} n
 */
function photoOf(n) {
  const hue = (n * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 1200 900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},40%,35%)"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <rect x="${100 + ((n * 13) % 500)}" y="${150 + ((n * 29) % 400)}" width="420" height="260" fill="hsl(${(hue + 180) % 360},30%,55%)"/>
    <text x="80" y="820" font-family="sans-serif" font-size="96" fill="#fff">Catalogue ${n}</text>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

/** The catalogue's file names, in order. */
const catalogueFiles = () =>
  Array.from({ length: CATALOGUE_PHOTOS }, (_, index) => `catalogue-${String(index + 1).padStart(3, "0")}.jpg`)

/**
 * Adds the catalogue to the copy of the site in `site` (its content/ freshly copied from the
 * site's own): the photos and their gallery.json entries. Returns the service they are listed under.
 * @param {string} site
 */
async function addCatalogue(site) {
  const galleryFile = path.join(site, "content", "gallery", "gallery.json")
  /** @type {Entry[]} */
  const entries = JSON.parse(readFileSync(galleryFile, "utf8").replace(/^\uFEFF/, ""))
  const service = mostPhotographed(entries)
  const folder = path.join(site, "content", "gallery", CATALOGUE_FOLDER)
  mkdirSync(folder, { recursive: true })
  const files = catalogueFiles()
  for (const [index, file] of files.entries()) writeFileSync(path.join(folder, file), await photoOf(index + 1))
  const added = files.map((file, index) => ({
    file,
    alt: `Generated catalogue photo ${index + 1}`,
    caption: `Catalogue photo ${index + 1}`,
    services: [service],
  }))
  writeFileSync(galleryFile, `${JSON.stringify([...entries, ...added], null, 2)}\n`)
  return service
}

module.exports = { addCatalogue, CATALOGUE_PHOTOS, mostPhotographed }
