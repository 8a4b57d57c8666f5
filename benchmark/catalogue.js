// @ts-check
/**
 * npm run bench -- --catalogue=N: whether the pages hold an owner's back catalogue. A copy of the site
 * (.scratch/bench-catalogue/, git-ignored) whose gallery holds N unique crops of the real photos
 * (unique-photos.js), tagged as an owner's photos are: 40 % with the specialty (deck construction,
 * or the first service), the rest spread over every service, every fourth with a second service,
 * and a tenth of them (at most 100) in one project's folder. It is built cold in one image mode
 * (IMAGE_SERVICE, netlify unless set: the host's), and five pages (/, /gallery, the specialty's
 * page, its last photo page and the project's page) are measured beside the same pages of the
 * sample content: HTML and page data as sent (gzip), elements once loaded on a phone, and the
 * main thread's blocking time beside each page's floor, both sites in the same Lighthouse rounds
 * (main-thread-floor.js).
 */
const fs = require("node:fs")
const path = require("node:path")
const zlib = require("node:zlib")
const { asPhone, pageFile, PHONES } = require("./measure-pages")
const { build, buildForBench } = require("./build-timing")
const { PORT, ROOT, SITE_URL } = require("./constants")
const { measureMainThread } = require("./main-thread-floor")
const { createBenchSite } = require("./real-photo-site")
const { KB, PHOTOS_PER_PAGE, projectPagePath, servicePagePath, servicePhotosPath } = require("./site")
const { uniquePhotos } = require("./unique-photos")
const { startServer } = require("../scripts/local-host/serve")
const { scratchFolder } = require("../scripts/test-runner/scratch")

const SITE = scratchFolder("bench-catalogue")
const PROJECT_FOLDER = "deck-rebuild-catalogue"

/** @typedef {{ specialty: string, specialtyCount: number, projectFolder: string }} Measured The pages measured of a site. */
const readJson = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(file, "utf8").replace(/^\uFEFF/, ""))

/**
 * The services of `count` catalogue photos, the n-th's as listed in its gallery.json entry.
 * @param {number} count @param {string[]} slugs @param {string} specialty
 */
function servicesOfCatalogue(count, slugs, specialty) {
  return Array.from({ length: count }, (_, index) => {
    const first = index % 5 < 2 ? specialty : slugs[index % slugs.length]
    const second = slugs[(index * 7) % slugs.length]
    return index % 4 === 3 && second !== first ? [first, second] : [first]
  })
}

/** Makes .scratch/bench-catalogue/ afresh: `count` photos with their services, a tenth (at most 100) in one project. */
/** @param {number} count @returns {Promise<Measured>} */
async function createCatalogueSite(count) {
  /** @type {string[]} */
  const slugs = readJson(path.join(ROOT, "content", "services.json")).map(
    (/** @type {{ slug: string }} */ service) => service.slug,
  )
  const specialty = slugs.includes("deck-construction") ? "deck-construction" : slugs[0]
  const files = await uniquePhotos(count)
  const photos = files.map((from, index) => ({ from, name: `catalogue-${String(index + 1).padStart(4, "0")}.jpg` }))
  const projectSize = Math.min(100, Math.floor(count / 10))
  const [inProject, loose] = [photos.slice(0, projectSize), photos.slice(projectSize)]
  createBenchSite(SITE, loose, loose[0].name)
  const projectFolder = path.join(SITE, "content", "gallery", PROJECT_FOLDER)
  fs.mkdirSync(projectFolder, { recursive: true })
  for (const { from, name } of inProject) fs.copyFileSync(from, path.join(projectFolder, name))
  const project = { title: "Deck rebuild", town: "Hingham", services: [specialty], completed: "2025-06" }
  fs.writeFileSync(path.join(projectFolder, "project.json"), `${JSON.stringify(project, null, 2)}\n`)
  const services = servicesOfCatalogue(count, slugs, specialty)
  const entries = photos.map(({ name }, index) => ({ file: name, services: services[index] }))
  fs.writeFileSync(path.join(SITE, "content", "gallery", "gallery.json"), `${JSON.stringify(entries, null, 2)}\n`)
  const specialtyCount = services.filter((list) => list.includes(specialty)).length
  return { specialty, specialtyCount, projectFolder: PROJECT_FOLDER }
}

/** The five pages measured on a site: its specialty (the service with the most photos) and a project. @param {Measured} measured */
function routesOf({ specialty, specialtyCount, projectFolder }) {
  return [
    { kind: "home", route: "/" },
    { kind: "gallery", route: "/gallery" },
    { kind: "service page", route: servicePagePath(specialty) },
    { kind: "its last photo page", route: servicePhotosPath(specialty, Math.ceil(specialtyCount / PHOTOS_PER_PAGE)) },
    { kind: "project page", route: projectPagePath(projectFolder) },
  ]
}

/** The sample content's own specialty and project, from content/. @returns {Measured} */
function sampleSite() {
  /** @type {{ services?: string[] }[]} */
  const entries = readJson(path.join(ROOT, "content", "gallery", "gallery.json"))
  /** @type {Map<string, number>} */
  const counts = new Map()
  for (const entry of entries) for (const slug of entry.services ?? []) counts.set(slug, (counts.get(slug) ?? 0) + 1)
  const [specialty, specialtyCount] = [...counts].sort((a, b) => b[1] - a[1])[0]
  const gallery = path.join(ROOT, "content", "gallery")
  const projectFolder = fs.readdirSync(gallery).find((name) => fs.existsSync(path.join(gallery, name, "project.json")))
  if (!projectFolder) throw new Error("content/gallery/ has no project folder (a folder with project.json)")
  return { specialty, specialtyCount, projectFolder }
}

const gzipKb = (/** @type {string} */ file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / KB

/**
 * HTML and page data as sent (gzip, as the server sends them) and the elements once loaded, page by page.
 * @param {string} root @param {ReturnType<typeof routesOf>} routes @param {import("./measure-pages").Browser} browser
 */
async function measureSite(root, routes, browser) {
  const publicFolder = path.join(root, "public")
  const server = await startServer({ root: publicFolder, port: PORT, log: () => undefined })
  try {
    const rows = []
    for (const { kind, route } of routes) {
      const context = await browser.newContext(asPhone(PHONES[0]))
      const page = await context.newPage()
      await page.goto(`${SITE_URL}${route}`, { waitUntil: "networkidle" })
      const elements = await page.evaluate(() => document.getElementsByTagName("*").length)
      await context.close()
      const pageData = path.join(publicFolder, "page-data", route === "/" ? "index" : route, "page-data.json")
      rows.push({ kind, route, htmlKb: gzipKb(pageFile(publicFolder, route)), pageDataKb: gzipKb(pageData), elements })
    }
    return rows
  } finally {
    await server.close()
  }
}

/**
 * Builds the catalogue of `count` photos cold in `service` mode (netlify, the host's for a large
 * catalogue, unless the bench's --image-service says otherwise) and measures it and the sample
 * content (the main thread at `cpuSlowdown`, `runs` rounds or measureMainThread's default):
 * { count, service, coldSeconds, catalogue: rows, sample: rows, mainThread }.
 * @param {number} count @param {import("./measure-pages").Browser} browser @param {string} chromePath
 * @param {{ cpuSlowdown: number, runs?: number, service?: string }} options
 */
async function measureCatalogue(count, browser, chromePath, { cpuSlowdown, runs, service = "netlify" }) {
  if (service !== "build" && service !== "netlify") throw new Error(`--image-service takes build or netlify, not "${service}"`)
  const catalogue = await createCatalogueSite(count)
  console.log(`Building a catalogue of ${count} photos cold in ${service} mode (.scratch/bench-catalogue/)...`)
  const { seconds } = build(SITE, { env: { IMAGE_SERVICE: service } })
  buildForBench(ROOT)
  const [catalogueRoutes, sampleRoutes] = [routesOf(catalogue), routesOf(sampleSite())]
  console.log("Measuring the catalogue's pages and the sample content's, then Lighthouse on both in the same rounds...")
  const rows = {
    catalogue: await measureSite(SITE, catalogueRoutes, browser),
    sample: await measureSite(ROOT, sampleRoutes, browser),
  }
  // Both sites in one interleaved run, each page beside its own floor; the catalogue on the port its canonical links name.
  const routesAt = (/** @type {typeof sampleRoutes} */ routes) => routes.map(({ route }) => route)
  const sites = [
    { name: "catalogue", publicFolder: path.join(SITE, "public"), port: PORT, routes: routesAt(catalogueRoutes) },
    { name: "sample", publicFolder: path.join(ROOT, "public"), port: PORT + 1, routes: routesAt(sampleRoutes) },
  ]
  const mainThread = await measureMainThread({ browser, chromePath, cpuSlowdown, ...(runs ? { runs } : {}), sites })
  const withLighthouse = (/** @type {"catalogue" | "sample"} */ site) =>
    rows[site].map((row) => {
      const measured = mainThread.results.find((result) => result.site === site && result.route === row.route)
      if (!measured) throw new Error(`Lighthouse did not measure ${row.route} of the ${site}`)
      return { ...row, ...measured }
    })
  return {
    count,
    service,
    coldSeconds: seconds,
    catalogue: withLighthouse("catalogue"),
    sample: withLighthouse("sample"),
    mainThread,
  }
}

module.exports = { measureCatalogue }
