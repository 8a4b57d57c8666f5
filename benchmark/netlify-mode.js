// @ts-check
/**
 * The site built in netlify image mode, served with the image CDN's stand-in (scripts/local-host/image-cdn.js):
 * what each phone's images weigh before scrolling, page by page, to set beside build mode's on the
 * same photos, and every grid tile the stand-in makes beside its byte ceiling (cdn-tile-ceilings.js).
 * For the site itself, its copy .scratch/netlify-mode-site/ (built by scripts/test-runner/build-if-stale.js when stale);
 * for a real-photo site (.scratch/bench-site/), a copy of it built cold in netlify mode
 * (.scratch/bench-site-netlify/, as the host builds it). The stand-in encodes each address's format and
 * quality with ipx, so this measures the files and qualities the site asks the CDN for, not the
 * live CDN's own encoder (`npm run images:calibrate` compares that encoder with sharp's).
 */
const fs = require("node:fs")
const path = require("node:path")
const { buildNetlifyModeSite, NETLIFY_MODE_SITE } = require("../scripts/test-runner/build-if-stale")
const { startServer } = require("../scripts/local-host/serve")
const { build } = require("./build-timing")
const { checkCdnTileCeilings } = require("./cdn-tile-ceilings")
const { PORT, ROOT } = require("./constants")
const { measureRoute } = require("./measure-pages")

/** Copies the site in `root` (its code and content, no build) to `${root}-netlify` and builds it cold in netlify mode. @param {string} root */
function buildNetlifyModeCopy(root) {
  const copy = `${root}-netlify`
  fs.rmSync(copy, { recursive: true, force: true })
  for (const entry of fs.readdirSync(root)) {
    // .netlify/ holds the adapter's copy of .cache/, which a build restores: the copy starts cold.
    if ([".cache", "public", ".prepared-photos", ".netlify", "node_modules"].includes(entry)) continue
    fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true })
  }
  console.log(`Timing a cold build of ${path.basename(copy)}/ in netlify image mode...`)
  const { seconds } = build(copy, { env: { IMAGE_SERVICE: "netlify" } })
  return { site: copy, coldSeconds: seconds }
}

/**
 * Each phone's image bytes before scrolling on each of `routes` of the site in `root`, in netlify
 * mode: { rows: { route, phone, imageKb, largestImageKb }[], coldSeconds, ceilings }.
 * @param {import("./measure-pages").Browser} browser @param {string[]} routes
 * @param {readonly import("./measure-pages").Phone[]} phones @param {string} [root]
 */
async function measureNetlifyMode(browser, routes, phones, root = ROOT) {
  let site = NETLIFY_MODE_SITE
  /** @type {number | null} */
  let coldSeconds = null
  if (root === ROOT) await buildNetlifyModeSite()
  else ({ site, coldSeconds } = buildNetlifyModeCopy(root))
  const publicFolder = path.join(site, "public")
  const server = await startServer({ root: publicFolder, port: PORT + 1, log: () => undefined })
  try {
    const rows = []
    for (const phone of phones) {
      for (const route of routes) {
        const { imageKb, largestImageKb } = await measureRoute(browser, route, phone, server.url)
        rows.push({ route, phone: phone.key, imageKb, largestImageKb })
      }
    }
    console.log("Fetching every grid tile from the image CDN's stand-in...")
    const ceilings = await checkCdnTileCeilings(publicFolder, server.url)
    return { rows, coldSeconds, ceilings }
  } finally {
    await server.close()
  }
}

module.exports = { buildNetlifyModeCopy, measureNetlifyMode }
