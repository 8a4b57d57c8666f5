// @ts-check
/**
 * What photos of the job cost a visitor on a phone: the photo code's own chunk (fetched when the
 * picker is opened), the bytes a request with five real phone photos (as many as the form takes)
 * sends against the photos' own sizes, and how long those bytes take up a Slow 4G uplink. The
 * request is answered by the benchmark itself, so nothing is kept.
 */
const fs = require("node:fs")
const path = require("node:path")
// The form takes as many photos as Netlify Forms keeps files per submission.
const { KB, MAX_JOB_PHOTOS: MAX_PHOTOS } = require("./site")
const { ROOT, SITE_URL, SLOW_4G_UPLOAD_KBPS } = require("./constants")
const { PHONES, asPhone } = require("./measure-pages")

/**
 * The largest photos of ../shared/photos/real/ (3-4 MB JPEGs as phones take them, some stored
 * turned, with EXIF and GPS), as many as the form takes: the heaviest request a visitor can make
 * from real photos, none of them chosen by hand.
 */
function largestRealPhotos() {
  const folder = path.join(ROOT, "..", "shared", "photos", "real")
  return fs
    .readdirSync(folder)
    .filter((name) => /\.jpe?g$/i.test(name))
    .map((name) => path.join(folder, name))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
    .slice(0, MAX_PHOTOS)
}

/** @param {import("./measure-pages").Browser} browser */
async function measureJobPhotos(browser) {
  const PHONE_PHOTOS = largestRealPhotos()
  const context = await browser.newContext(asPhone(PHONES[1]))
  const page = await context.newPage()
  let chunkBytes = 0
  page.on("requestfinished", async (request) => {
    if (!/\/job-photos-[0-9a-f]+\.js$/.test(request.url())) return
    const sizes = await request.sizes().catch(() => undefined)
    chunkBytes += sizes ? sizes.responseBodySize : 0
  })
  let sentBytes = 0
  await page.route(`${SITE_URL}/`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback()
    sentBytes = route.request().postDataBuffer()?.length ?? 0
    return route.fulfill({ status: 200, contentType: "text/html", body: "" })
  })
  await page.goto(`${SITE_URL}/contact`, { waitUntil: "networkidle" })
  await page.getByLabel(/^Name/).fill("Bench Visitor")
  await page.getByLabel(/^Email/).fill("bench@example.org")
  await page.getByLabel(/^Message/).fill("Photos of the porch.")
  await page.getByLabel(/^Photos of the job/).setInputFiles(PHONE_PHOTOS)
  await page.getByRole("button", { name: "Send Message" }).click()
  await page.waitForFunction(() => document.body.textContent?.includes("Message Sent!"))
  await context.close()
  const originalBytes = PHONE_PHOTOS.reduce((sum, file) => sum + fs.statSync(file).size, 0)
  return {
    photos: PHONE_PHOTOS.length,
    chunkKb: chunkBytes / KB,
    sentKb: sentBytes / KB,
    originalsKb: originalBytes / KB,
    uploadSeconds: (sentBytes * 8) / (SLOW_4G_UPLOAD_KBPS * 1000),
  }
}

module.exports = { measureJobPhotos }
