/**
 * Where one photo's build time goes, one photo at a time, with the site's own code (run by
 * scale.js under `taskset -c 0`, as the host's one guaranteed core):
 *   node scripts/bench/photo-phases.js <photo>...   prints a JSON list, one entry per photo
 * - copy: its working copy (decoded, turned upright, at most the largest served edge, stripped);
 * - search: each tile format's quality search at the search width;
 * - encodes: the rest of its tiles (every width and format), from the working copy;
 * - cdn: in netlify mode instead, each tile width's quality for the image CDN and the tile source;
 * - viewer: the viewer's files of its recipe, as gatsby-plugin-sharp makes them (plain sharp).
 */
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const sharp = require("sharp")
const { ENCODE, cutTile, loadSitePhotoCode } = require("./site-tiles")

const timed = async (work) => {
  const started = process.hrtime.bigint()
  const result = await work()
  return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
}

async function phasesOf(file, site, scratch) {
  const extension = path.extname(file).slice(1).toLowerCase()
  const copy = await timed(() => site.makeWorkingCopy(file, extension))
  if (!copy.result.ok) throw new Error(`${file}: ${copy.result.problem}`)
  const copyFile = path.join(scratch, `copy.${copy.result.extension}`)
  fs.writeFileSync(copyFile, copy.result.data)
  const tiles = await timed(() => site.makeTiles(copyFile, path.join(scratch, "tiles"), "photo", "build"))
  const cdnTiles = await timed(() => site.makeTiles(copyFile, path.join(scratch, "cdn-tiles"), "photo", "netlify"))
  const searchTile = await cutTile(copyFile, site.SEARCH_WIDTH, site)
  const search = await timed(async () => {
    for (const format of site.TILE_FORMATS) await site.lowestQualityReaching(searchTile, format)
  })
  const viewer = await timed(async () => {
    const { width = 0 } = await sharp(copyFile).metadata()
    for (const size of site.fittingWidths(site.VIEWER_RECIPE.widths, width)) {
      for (const { format, quality } of site.VIEWER_RECIPE.formats)
        await ENCODE[format](sharp(copyFile).resize(size), quality).toBuffer()
    }
  })
  return {
    photo: path.basename(file),
    copy: copy.seconds,
    search: search.seconds,
    encodes: Math.max(0, tiles.seconds - search.seconds),
    cdn: Math.max(0, cdnTiles.seconds - search.seconds),
    viewer: viewer.seconds,
  }
}

async function main() {
  const site = await loadSitePhotoCode()
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "photo-phases-"))
  try {
    const rows = []
    for (const file of process.argv.slice(2)) rows.push(await phasesOf(file, site, scratch))
    process.stdout.write(`${JSON.stringify(rows)}\n`)
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
