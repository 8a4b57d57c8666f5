import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { MAX_EDGE_PX } from "../../src/lib/job-photo-prepare"
import { violations } from "./support/axe"
import { expect, test, visit } from "./support/browser"
import { requestsWithMessage, uniqueMessage } from "./support/requests"
import { REQUESTS_FOLDER } from "./support/server"

/**
 * A visitor on a phone sends photos of the job with the request: each photo the browser can decode
 * goes upright, at most 1600 px and without its GPS position; one it cannot decode (HEIC in
 * Chromium) goes as it is when it fits, else is refused with a line; the rest of the request still
 * goes. Real phone photos from ../shared/photos/.
 */
test.use({ viewport: { width: 390, height: 844 } })

const PHOTOS = path.join(__dirname, "..", "..", "..", "shared", "photos")
/** Stored turned (orientation 6): upright, it is taller than wide. It carries EXIF data. */
const SIDEWAYS = path.join(PHOTOS, "real", "monastery-facade-plaza-orient6.jpg")
const HEIC = path.join(PHOTOS, "edge", "heic-kitchen-rotated-iphone13.heic")

/** A photo of over 10 MB (a 6000x4000 JPEG of noise at the highest quality), and an undecodable 9 MB "HEIC". */
async function largeFiles(): Promise<{ folder: string; large: string; tooLarge: string }> {
  const folder = mkdtempSync(path.join(tmpdir(), "contact-photos-"))
  const large = path.join(folder, "basement-wall.jpg")
  const noise = Buffer.alloc(6000 * 4000 * 3)
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24
  writeFileSync(
    large,
    await sharp(noise, { raw: { width: 6000, height: 4000, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer(),
  )
  const tooLarge = path.join(folder, "IMG_9999.heic")
  writeFileSync(tooLarge, Buffer.alloc(9 * 1024 * 1024, 7))
  return { folder, large, tooLarge }
}

test("photos of the job go prepared (upright, at most 1600 px, no location), or as they are, or with a line; a removed one does not go", async ({
  page,
}) => {
  const { folder, large, tooLarge } = await largeFiles()
  expect(statSync(large).size).toBeGreaterThan(10 * 1024 * 1024)
  await visit(page, "/contact")
  const message = uniqueMessage("The basement wall is wet after rain.")
  await page.getByLabel(/^Name/).fill("Pat Homeowner")
  await page.getByLabel(/^Email/).fill("pat@example.org")
  await page.getByLabel(/^Message/).fill(message)

  const picker = page.getByLabel(/^Photos of the job \(up to 5\)/)
  await picker.setInputFiles([SIDEWAYS, large, HEIC, tooLarge])
  await expect(
    page.getByText('"IMG_9999.heic" cannot be prepared on this device and is too large to send as it is (9.0 MB).', {
      exact: false,
    }),
  ).toBeVisible()
  await picker.setInputFiles([path.join(PHOTOS, "real", "tower-bridge-london.jpg")])
  await page.getByRole("button", { name: "Remove tower-bridge-london.jpg" }).click()
  const chosen = page.getByRole("form", { name: "Send us a message" }).getByRole("listitem")
  await expect(chosen).toHaveText([
    /^monastery-facade-plaza-orient6\.jpg/,
    /^basement-wall\.jpg/,
    /^heic-kitchen-rotated-iphone13\.heic/,
  ])
  // A thumbnail per photo this browser decoded, drawn on its canvas; the HEIC's square stays blank.
  const thumbnails = chosen.locator("canvas")
  // Decoding the 24-megapixel photo takes seconds on a phone, and on a loaded test machine.
  await expect(chosen.filter({ hasText: "preparing" })).toHaveCount(0, { timeout: 30_000 })
  expect(
    await thumbnails.evaluateAll((canvases) =>
      (canvases as HTMLCanvasElement[]).map((canvas) => {
        const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height)
        return data.some((value, index) => index % 4 === 3 && value > 0)
      }),
    ),
  ).toEqual([true, true, false])
  expect(await violations(page)).toEqual([])

  // While the request uploads, a bar shows how much has gone: the answer waits until it is seen.
  const bar = page.getByRole("progressbar", { name: "Sending photos" })
  await page.route("/", async (route) => {
    if (route.request().method() === "POST") await expect(bar).toBeVisible()
    await route.fallback()
  })
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Message Sent!")
  await expect(bar).toHaveCount(0)

  const [request] = requestsWithMessage(message)
  expect(request.photos?.map(({ field, name, type }) => ({ field, name, type }))).toEqual([
    { field: "photo-1", name: "monastery-facade-plaza-orient6.jpg", type: "image/jpeg" },
    { field: "photo-2", name: "basement-wall.jpg", type: "image/jpeg" },
    // The browser names the type of a .heic file image/heic or image/heif.
    { field: "photo-3", name: "heic-kitchen-rotated-iphone13.heic", type: expect.stringMatching(/^image\/hei[cf]$/) },
  ])
  const [sideways, wall, heic] = request.photos ?? []
  for (const [photo, portrait] of [
    [sideways, true],
    [wall, false],
  ] as const) {
    const metadata = await sharp(path.join(REQUESTS_FOLDER, photo.file)).metadata()
    expect({
      photo: photo.name,
      longSide: Math.max(metadata.width ?? 0, metadata.height ?? 0) <= MAX_EDGE_PX,
      portrait: (metadata.height ?? 0) > (metadata.width ?? 0),
      exif: metadata.exif,
    }).toEqual({ photo: photo.name, longSide: true, portrait, exif: undefined })
  }
  // The HEIC this browser cannot decode went as it was.
  expect(heic.bytes).toBe(statSync(HEIC).size)
  rmSync(folder, { recursive: true, force: true })
})

test("a photo chosen while the photo code cannot be fetched gets a line, and is taken when chosen again once it can", async ({
  page,
}) => {
  await visit(page, "/contact")
  const photoCode = "**/job-photos-*.js"
  await page.route(photoCode, (route) => route.abort("internetdisconnected"))
  const picker = page.getByLabel(/^Photos of the job \(up to 5\)/)
  await picker.setInputFiles([SIDEWAYS])
  const line = page.getByText("The photos could not be added without a connection. Choose them again once online.")
  await expect(line).toBeVisible()

  await page.unroute(photoCode)
  await picker.setInputFiles([SIDEWAYS])
  const chosen = page.getByRole("form", { name: "Send us a message" }).getByRole("listitem")
  await expect(chosen).toHaveText([/^monastery-facade-plaza-orient6\.jpg/])
  await expect(line).toHaveCount(0)
})
