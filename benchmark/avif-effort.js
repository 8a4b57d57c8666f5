// @ts-check
/**
 * npm run bench -- --avif-effort: what sharp's AVIF effort costs and saves on the tiles. For each
 * photo of ../shared/photos/real/ (made into its working copy and cut to its tiles as the build
 * does) and each effort tried, the quality search runs at that effort (the lowest quality whose
 * 360 px tile reaches the fidelity target), then the phone's tile is encoded at the quality found:
 * its bytes at equal fidelity, its fidelity, and the time of the search and of the encode.
 * The effort the site should use follows one rule (EFFORT_RULE below), printed beside the one
 * src/photos/image-recipes.ts sets.
 */
const fs = require("node:fs")
const path = require("node:path")
const { ROOT } = require("./constants")
const site = require("./site")
const { searchAndPhoneTiles } = require("./site-tiles")
const { mean, timed } = require("./numbers")

const EFFORTS = [0, 1, 2, 3, 4]
/** sharp's default effort, which the others are measured against. */
const REFERENCE_EFFORT = 4
/**
 * The rule: the fastest effort (search and encodes) whose tiles take at most this much more bytes
 * than the reference effort's at the same fidelity. Bytes are what every visitor fetches and the
 * owner's bandwidth bill; build time is paid once per photo.
 */
const MORE_BYTES_ALLOWED = 0.1

/**
 * One effort on one photo: the search's quality and time, the phone tile's bytes, fidelity and encode time.
 * @param {import("./site-tiles").PhotoTiles} tiles @param {number} effort
 */
async function measure(tiles, effort) {
  const search = await timed(() => site.lowestQualityReaching(tiles.search, "avif", site.FIDELITY_TARGET, effort))
  const quality = search.result.chosen.quality
  const encode = await timed(() => site.encodeTile(tiles.phone, "avif", quality, effort))
  return {
    quality,
    searchMs: search.ms,
    encodeMs: encode.ms,
    bytes: encode.result.length,
    fidelity: await site.fidelityOf(tiles.phone, encode.result),
  }
}

/** Measures every effort on every real photo; returns a row per effort and the effort the rule picks. */
async function measureAvifEfforts(folder = path.join(ROOT, "..", "shared", "photos", "real")) {
  /** @type {import("./site-tiles").PhotoTiles[]} */
  const photos = []
  for (const file of fs.readdirSync(folder).sort()) {
    const tiles = await searchAndPhoneTiles(path.join(folder, file))
    if (tiles) photos.push(tiles)
  }
  const rows = []
  for (const effort of EFFORTS) {
    const each = []
    for (const tiles of photos) each.push(await measure(tiles, effort))
    rows.push({
      effort,
      quality: mean(each.map((made) => made.quality)),
      kb: mean(each.map((made) => made.bytes)) / 1024,
      fidelity: mean(each.map((made) => made.fidelity)),
      searchMs: mean(each.map((made) => made.searchMs)),
      encodeMs: mean(each.map((made) => made.encodeMs)),
    })
  }
  const referenceKb = rows.find((row) => row.effort === REFERENCE_EFFORT)?.kb ?? NaN
  const compared = rows.map((row) => ({ ...row, moreBytes: row.kb / referenceKb - 1 }))
  const allowed = compared.filter((row) => row.moreBytes <= MORE_BYTES_ALLOWED)
  const fastest = allowed.reduce((best, row) => (row.searchMs + row.encodeMs < best.searchMs + best.encodeMs ? row : best))
  return { photos: photos.length, rows: compared, picked: fastest.effort, set: site.AVIF_EFFORT, rule: MORE_BYTES_ALLOWED }
}

/** @param {Awaited<ReturnType<typeof measureAvifEfforts>>} efforts */
function printAvifEfforts({ photos, rows, picked, set, rule }) {
  console.log(`\nAVIF effort on the phone's tile, ${photos} real photos, each at the quality its search finds at that effort:`)
  console.log("effort  avg q  avg KB  vs effort 4  SSIM at 720  search ms  encode ms")
  for (const row of rows) {
    const more = `${row.moreBytes >= 0 ? "+" : ""}${(row.moreBytes * 100).toFixed(1)} %`
    console.log(
      [
        String(row.effort).padStart(6),
        row.quality.toFixed(1).padStart(6),
        row.kb.toFixed(1).padStart(7),
        more.padStart(12),
        row.fidelity.toFixed(4).padStart(12),
        row.searchMs.toFixed(0).padStart(10),
        row.encodeMs.toFixed(0).padStart(10),
      ].join(" "),
    )
  }
  console.log(`The fastest effort within +${rule * 100} % bytes: ${picked}; image-recipes.ts sets ${set}.`)
}

module.exports = { measureAvifEfforts, printAvifEfforts }
