// @ts-check
/**
 * Where one photo's build time goes, one photo at a time, with the site's own code (run by
 * scale.js under `taskset -c 0`, as the host's one guaranteed core):
 *   node benchmark/photo-phases.js <photo>...   prints a JSON list, one entry per photo
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
const site = require("./site")
const { ENCODE } = require("./raw-sharp")
const { timed } = require("./numbers")

/** @param {string} file @param {string} scratch */
async function phasesOf(file, scratch) {
  const extension = path.extname(file).slice(1).toLowerCase()
  const copy = await timed(() => site.makeWorkingCopy(file, extension))
  if (!copy.result.ok) throw new Error(`${file}: ${copy.result.problem}`)
  const copyFile = path.join(scratch, `copy.${copy.result.extension}`)
  fs.writeFileSync(copyFile, copy.result.data)
  const tiles = await timed(() => site.makeTiles(copyFile, path.join(scratch, "tiles"), "photo", "build"))
  const cdnTiles = await timed(() => site.makeTiles(copyFile, path.join(scratch, "cdn-tiles"), "photo", "netlify"))
  const { searchTile } = await site.cutTiles(copyFile)
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
    copy: copy.ms / 1000,
    search: search.ms / 1000,
    encodes: Math.max(0, tiles.ms - search.ms) / 1000,
    cdn: Math.max(0, cdnTiles.ms - search.ms) / 1000,
    viewer: viewer.ms / 1000,
  }
}

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "photo-phases-"))
  try {
    const rows = []
    for (const file of process.argv.slice(2)) rows.push(await phasesOf(file, scratch))
    process.stdout.write(`${JSON.stringify(rows)}\n`)
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
