/**
 * What photos of the job cost a visitor on a phone: the photo code's own chunk (fetched when the
 * picker is opened), and the bytes a request with three real phone photos sends against the
 * photos' own sizes. The request is answered by the benchmark itself, so nothing is kept.
 */
const fs = require("node:fs")
const path = require("node:path")
const { KB, ROOT, SITE_URL } = require("./constants")
const { PHONES, asPhone } = require("./measure-pages")

/** Three photos as phones take them: 3-4 MB JPEGs, one stored turned (orientation 6), with EXIF. */
const PHONE_PHOTOS = [
  "red-phone-box-office-street-orient6.jpg",
  "gallery-room-large-painting.jpg",
  "garden-alley-wooden-fence.jpg",
].map((name) => path.join(ROOT, "..", "shared", "photos", "real", name))

async function measureJobPhotos(browser) {
  const context = await browser.newContext(asPhone(PHONES.find((phone) => phone.key === "iphone")))
  const page = await context.newPage()
  let chunkBytes = 0
  page.on("requestfinished", async (request) => {
    if (!/\/job-photos-[0-9a-f]+\.js$/.test(request.url())) return
    const sizes = await request.sizes().catch(() => undefined)
    chunkBytes += sizes ? sizes.responseBodySize : 0
  })
  let sentBytes
  await page.route(`${SITE_URL}/`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback()
    sentBytes = route.request().postDataBuffer()?.length ?? 0
    return route.fulfill({ status: 200, contentType: "text/html", body: "" })
  })
  await page.goto(`${SITE_URL}/contact`, { waitUntil: "networkidle" })
  await page.getByLabel(/^Name/).fill("Bench Visitor")
  await page.getByLabel(/^Email/).fill("bench@example.org")
  await page.getByLabel(/^Message/).fill("Three photos of the porch.")
  await page.getByLabel(/^Photos of the job/).setInputFiles(PHONE_PHOTOS)
  await page.getByRole("button", { name: "Send Message" }).click()
  await page.waitForFunction(() => document.body.textContent.includes("Message Sent!"))
  await context.close()
  const originalBytes = PHONE_PHOTOS.reduce((sum, file) => sum + fs.statSync(file).size, 0)
  return {
    photos: PHONE_PHOTOS.length,
    chunkKb: chunkBytes / KB,
    sentKb: (sentBytes ?? 0) / KB,
    originalsKb: originalBytes / KB,
  }
}

module.exports = { measureJobPhotos }
