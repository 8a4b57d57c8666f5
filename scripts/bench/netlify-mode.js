/**
 * The site built in netlify image mode (.netlify-mode-site/, built by scripts/build-if-stale.js
 * when stale), served with the image CDN's stand-in (scripts/image-cdn.js): what each phone's
 * images weigh before scrolling, page by page, to set beside build mode's on the same photos. The
 * stand-in encodes each address's format and quality with ipx, so this measures the files and
 * qualities the site asks the CDN for, not the live CDN's own encoder.
 */
const path = require("node:path")
const { buildNetlifyModeSite, NETLIFY_MODE_SITE } = require("../build-if-stale")
const { startServer } = require("../serve")
const { PORT } = require("./constants")
const { measureRoute } = require("./measure-pages")

/** Each phone's image bytes before scrolling on each of `routes`, in netlify mode: { route, phone, imageKb }[]. */
async function measureNetlifyMode(browser, routes, phones) {
  buildNetlifyModeSite()
  const root = path.join(NETLIFY_MODE_SITE, "public")
  const server = await startServer({ root, port: PORT + 1, log: () => undefined })
  try {
    const rows = []
    for (const phone of phones) {
      for (const route of routes) {
        const { imageKb } = await measureRoute(browser, route, phone, server.url)
        rows.push({ route, phone: phone.key, imageKb })
      }
    }
    return rows
  } finally {
    await server.close()
  }
}

module.exports = { measureNetlifyMode }
