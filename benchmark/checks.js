// @ts-check
/** Each figure the bench measures set beside its budget (src/budgets.ts): pass or FAIL. */
const { BUDGETS } = require("./site")
const { fixed } = require("./numbers")
const { PHONE_TILE_WIDTH } = require("./site")

/** @typedef {import("./figures").Check} Check @typedef {import("./figures").FloorRow} FloorRow */

/** Whether `value` is a figure that was measured: a finite number (NaN, Infinity, null or none is not). @param {unknown} value */
const measured = (value) => typeof value === "number" && Number.isFinite(value)

/**
 * A list of figures beside their budgets, and the functions that add one; a figure not measured
 * misses, with `missing`, why it was not, when the caller knows.
 */
function checkList() {
  /** @type {Check[]} */
  const checks = []
  /** @param {string} name @param {Check["value"]} value @param {string} budget @param {boolean} pass @param {string} [missing] */
  const check = (name, value, budget, pass, unit = "", missing) => {
    const figure = typeof value === "string" || measured(value)
    checks.push({ name, value, budget, unit, pass: pass && figure, ...(figure || !missing ? {} : { missing }) })
  }
  /** @param {string} name @param {number | null} value @param {number} limit @param {string} [missing] */
  const atMost = (name, value, limit, unit = "", missing) =>
    check(name, value, `<= ${limit}`, measured(value) && Number(value) <= limit, unit, missing)
  /** @param {string} name @param {number | null} value @param {number} limit @param {string} [missing] */
  const below = (name, value, limit, unit = "", missing) =>
    check(name, value, `< ${limit}`, measured(value) && Number(value) < limit, unit, missing)
  /** @param {string} name @param {number} value @param {number} limit */
  const atLeast = (name, value, limit, unit = "") => check(name, value, `>= ${limit}`, value >= limit, unit)
  return { checks, check, atMost, below, atLeast }
}

/** A figure as the tables print it ("not measured: why" for one that was not). @param {Check} c */
const shown = (c) => {
  if (typeof c.value === "string") return `${c.value}${c.unit}`
  if (!measured(c.value)) return `not measured${c.missing ? `: ${c.missing}` : ""}`
  return `${fixed(Number(c.value), Number(c.value) < 1 && Number(c.value) > 0 ? 3 : 1)}${c.unit}`
}

/** Why a build's peak memory is missing: the bench reads it from GNU time. */
const NO_PEAK_MEMORY = "no GNU time (the bench reads a build's peak memory from it)"

/**
 * The bench's verdict on `checks`: every line it prints (each check, pass or FAIL; the tally; each
 * missed budget again, last, with its figure and budget) and its exit code, 1 when any missed.
 * @param {Check[]} checks
 */
function verdict(checks) {
  const missed = checks.filter((c) => !c.pass || !(typeof c.value === "string" || measured(c.value)))
  const lines = checks.map(
    (c) => `  ${missed.includes(c) ? "FAIL" : "pass"}  ${c.name}: ${shown(c)} (budget ${c.budget}${c.unit})`,
  )
  lines.push("", `${checks.length - missed.length} budgets met, ${missed.length} missed`)
  if (missed.length > 0) {
    lines.push("", "Missed:", ...missed.map((c) => `  ${c.name}: ${shown(c)}, budget ${c.budget}${c.unit}`))
  }
  return { lines, exitCode: missed.length > 0 ? 1 : 0 }
}

/** The scale bench's figures beside their budgets (scale.js). */
function scaleChecks(/** @type {import("./figures").Scale} */ scale) {
  const { checks, atMost, below, atLeast } = checkList()
  for (const run of scale.runs) {
    const name = `one more photo, ${run.mode} mode, one core`
    if (run.mode === "netlify") {
      atMost(name, run.perPhotoSeconds, BUDGETS.netlifyModePhotoSeconds, " s")
      const within = `photos in one cold build of ${scale.host.buildSeconds} s, ${run.mode} mode`
      atLeast(within, run.photosFitting, BUDGETS.photosInOneColdBuild)
    } else atMost(name, run.perPhotoSeconds, BUDGETS.buildModePhotoSeconds, " s")
    below(
      `peak build memory, ${run.many.photos} photos, ${run.mode} mode`,
      run.many.peakMb,
      BUDGETS.hostBuildMemoryMb,
      " MB",
      NO_PEAK_MEMORY,
    )
  }
  return checks
}

/** --scale=N --limit=S: every build within its limit (with the host's setup), and every photo published in the end. */
function limitedBuildChecks(/** @type {import("./figures").Limited} */ limited) {
  const { checks, check, atMost } = checkList()
  limited.builds.forEach((run, index) =>
    atMost(`build ${index + 1} of ${limited.count} photos, with the host's setup`, run.hostSeconds, limited.limitSeconds, " s"),
  )
  const published = limited.builds.at(-1)?.published ?? 0
  check(`photos published after ${limited.builds.length} builds`, published, `= ${limited.count}`, limited.allPublished)
  return checks
}

/** A route's median blocking time beside its floor (main-thread-floor.js) and the budget above it. */
function floorCheck(/** @type {Check[]} */ checks, /** @type {FloorRow} */ row, /** @type {string} */ on) {
  const limit = row.floorMs + BUDGETS.blockingAboveFloorMs
  const name = `total blocking time ${on} (floor ${row.floorMs} ms)`
  const budget = `<= ${limit} (floor + ${BUDGETS.blockingAboveFloorMs})`
  checks.push({ name, value: row.blockingMs, budget, unit: " ms", pass: row.blockingMs <= limit })
}

/**
 * The self-check: its route seeded with one long task after first paint must read at least
 * selfCheckRiseMs above the same route unseeded, or the figure could not have seen a regression.
 * @param {Check[]} checks @param {{ route: string, taskMs: number, blockingMs: number, unseededMs: number }} selfCheck
 */
function selfCheck(checks, { route, taskMs, blockingMs, unseededMs }) {
  const rise = blockingMs - unseededMs
  const name = `self-check: ${route} seeded with a task of ${taskMs} ms after first paint, above the same page unseeded (${unseededMs} ms)`
  const { selfCheckRiseMs } = BUDGETS
  checks.push({
    name,
    value: rise,
    budget: `>= ${selfCheckRiseMs}`,
    unit: " ms",
    pass: measured(rise) && rise >= selfCheckRiseMs,
  })
}

/** The catalogue bench's pages beside their budgets (catalogue.js); of the sample content's, the blocking time too. */
function catalogueChecks(/** @type {import("./figures").Catalogue} */ catalogue) {
  const { checks, atMost } = checkList()
  for (const row of catalogue.catalogue) {
    const on = `${row.kind} ${row.route}, ${catalogue.count} photos`
    atMost(`HTML, ${on}`, row.htmlKb, BUDGETS.pageHtmlKb, " KB")
    atMost(`page data, ${on}`, row.pageDataKb, BUDGETS.cataloguePageDataKb, " KB")
    atMost(`elements, ${on}`, row.elements, BUDGETS.catalogueElements)
  }
  for (const row of catalogue.catalogue) floorCheck(checks, row, `${row.kind} ${row.route}, ${catalogue.count} photos`)
  for (const row of catalogue.sample) floorCheck(checks, row, `${row.kind} ${row.route}, sample content`)
  selfCheck(checks, catalogue.mainThread.selfCheck)
  return checks
}

/**
 * The budget of the images a phone fetches before scrolling on a page where visitors land (the home
 * page, /services, a service's page: src/budgets.ts, built from their ceilings), if `route` is one.
 * @param {string} route @returns {number | undefined}
 */
function landingImagesKb(route) {
  if (route === "/") return BUDGETS.homeImagesKb
  if (route === "/services") return BUDGETS.servicesImagesKb
  return route.startsWith("/services/") ? BUDGETS.servicePageImagesKb : undefined
}

/**
 * The netlify image mode's figures (netlify-mode.js) beside build mode's and beside their own budgets.
 * @param {ReturnType<typeof checkList>} list @param {import("./figures").Page[]} pages @param {import("./figures").NetlifyMode} netlifyMode
 */
function netlifyModeChecks({ check, atMost }, pages, netlifyMode) {
  for (const row of netlifyMode.rows) {
    const built = pages.find((p) => p.route === row.route && p.phone === row.phone)
    const name = `images before scrolling, netlify mode ${row.route} (${row.phone})`
    // Held to build mode's figure (a page with no image before scrolling to none): without one, it misses.
    if (!built || !measured(built.imageKb)) {
      check(name, null, `build mode's + 10 %`, false, " KB", "build mode's figure for the page not measured")
      continue
    }
    const limit = built.imageKb * BUDGETS.netlifyModeImageRatio
    check(name, row.imageKb, `<= ${fixed(limit)} (build mode's ${fixed(built.imageKb)} + 10 %)`, row.imageKb <= limit, " KB")
  }
  for (const row of netlifyMode.rows) {
    const budget = landingImagesKb(row.route)
    if (budget !== undefined)
      atMost(`images before scrolling, netlify mode ${row.route} (${row.phone})`, row.imageKb, budget, " KB")
  }
  for (const row of netlifyMode.rows.filter((r) => r.route === "/gallery")) {
    atMost(`gallery images before scrolling, netlify mode (${row.phone})`, row.imageKb, BUDGETS.galleryImagesKb[row.phone], " KB")
    const largest = `largest gallery grid image, netlify mode (${row.phone})`
    atMost(largest, row.largestImageKb, BUDGETS.galleryLargestImageKb[row.phone], " KB")
  }
  const { tiles, phoneTiles, over, overAtFloor } = netlifyMode.ceilings
  const overPhone = over.filter((tile) => tile.width === PHONE_TILE_WIDTH).length
  check(
    `${PHONE_TILE_WIDTH} px grid tiles over their ceiling, netlify mode (of ${phoneTiles})`,
    overPhone,
    "= 0",
    overPhone === 0,
  )
  const name = `grid tiles over their ceiling above their format's floor, netlify mode (of ${tiles}; ${overAtFloor} more at the floor)`
  check(name, over.length, "= 0", over.length === 0)
}

/**
 * Each page on each phone, Lighthouse's figures, the photos of the job, the builds, the netlify
 * mode and the interactions (npm run bench on pages) beside their budgets.
 * @param {{ pages: import("./figures").Page[], lighthouse: import("./figures").MainThread, builds: import("./figures").Builds | null,
 *   jobPhotos: import("./figures").JobPhotos | null, netlifyMode: import("./figures").NetlifyMode, interactions: import("./figures").Interactions }} figures
 */
function budgetChecks({ pages, lighthouse, builds, jobPhotos, netlifyMode, interactions }) {
  const list = checkList()
  const { checks, check, atMost, below, atLeast } = list
  for (const r of interactions.results) {
    const name = `interaction: ${r.name} on ${r.route} (${interactions.phone}, ${interactions.cpuSlowdown}x CPU)`
    atMost(name, r.ms, BUDGETS.interactionMs, " ms")
  }
  netlifyModeChecks(list, pages, netlifyMode)
  for (const p of pages) {
    const on = `${p.route} (${p.phone})`
    atMost(`first-load JS ${on}`, p.jsKb, p.route === "/contact" ? BUDGETS.contactFirstLoadJsKb : BUDGETS.firstLoadJsKb, " KB")
    atMost(`HTML ${on}`, p.htmlKb, BUDGETS.pageHtmlKb, " KB")
    check(`CLS ${on}`, p.cls, `= ${BUDGETS.cls}`, p.cls <= BUDGETS.cls)
    if (p.route.startsWith("/projects/")) {
      atMost(`images before scrolling ${on}`, p.imageKb, BUDGETS.projectImagesKb, " KB")
      atMost(`before/after script ${on}`, p.compareJsKb, BUDGETS.compareScriptKb, " KB")
    }
    if (p.route === "/") atMost(`hero image (eager, fetchpriority=high) (${p.phone})`, p.heroImageKb, BUDGETS.heroImageKb, " KB")
    const landing = landingImagesKb(p.route)
    if (landing !== undefined) atMost(`images before scrolling ${on}`, p.imageKb, landing, " KB")
    if (p.route === "/gallery") {
      atMost(`gallery images before scrolling (${p.phone})`, p.imageKb, BUDGETS.galleryImagesKb[p.phone], " KB")
      atMost(`largest gallery grid image (${p.phone})`, p.largestImageKb, BUDGETS.galleryLargestImageKb[p.phone], " KB")
    }
  }
  selfCheck(checks, lighthouse.selfCheck)
  for (const r of lighthouse.results) {
    floorCheck(checks, r, r.route)
    atLeast(`Lighthouse accessibility ${r.route}`, r.accessibility, BUDGETS.accessibility)
    atLeast(`Lighthouse best practices ${r.route}`, r.bestPractices, BUDGETS.bestPractices)
    atLeast(`Lighthouse SEO ${r.route}`, r.seo, BUDGETS.seo)
  }
  if (jobPhotos) {
    const { chunkKb, sentKb, photos, uploadSeconds } = jobPhotos
    atMost("photo code, fetched when the picker is opened", chunkKb > 0 ? chunkKb : null, BUDGETS.jobPhotoCodeKb, " KB")
    atMost(`request bytes per real phone photo (${photos} sent)`, sentKb / photos, BUDGETS.sentPerPhotoKb, " KB")
    atMost(`upload of ${photos} prepared photos on Slow 4G`, uploadSeconds, BUDGETS.photosUploadSeconds, " s")
  }
  if (builds) {
    const prepared = builds.warmPhotosPrepared
    const one = BUDGETS.warmRebuildPhotosPrepared
    check("photos a warm rebuild after one new photo prepares", prepared, `= ${one}`, prepared === one)
    below("peak build memory", builds.peakMb, BUDGETS.peakBuildMemoryMb, " MB", NO_PEAK_MEMORY)
  }
  return checks
}

/**
 * --main-thread: each route's median blocking time beside its floor, on each site measured.
 * @param {{ results: (FloorRow & { site: string })[], selfCheck: Parameters<typeof selfCheck>[1] }} mainThread
 */
function mainThreadChecks(mainThread) {
  /** @type {Check[]} */
  const checks = []
  for (const row of mainThread.results) floorCheck(checks, row, `${row.route} (${row.site})`)
  selfCheck(checks, mainThread.selfCheck)
  return checks
}

/**
 * The viewer on slow connections beside its budgets (viewer-figures.js): in each image mode,
 * each interaction and the tapped tile's pixels within the viewer's allowance above the floor of a
 * tap in the same run (the bare page's), the next photo within the interactions' own budget; on
 * each connection, the large file within its budget.
 * @param {import("./figures").Viewer} viewer
 */
function viewerChecks({ tapFloorMs, taps, largeFile }) {
  const { checks, atMost } = checkList()
  const aboveFloor = tapFloorMs + BUDGETS.viewerAboveTapFloorMs
  const floor = `(a tap's floor ${tapFloorMs} ms + ${BUDGETS.viewerAboveTapFloorMs})`
  for (const mode of taps) {
    const on = `${mode.mode} mode`
    atMost(`tap -> the tapped photo's pixels, ${on} ${floor}`, mode.pixelsMs, aboveFloor, " ms")
    atMost(`next -> the next photo shown, ${on}`, mode.nextMs, BUDGETS.interactionMs, " ms")
    for (const [name, ms] of [
      ["open", mode.openMs],
      ["next", mode.nextPaintMs],
      ["zoom", mode.zoomMs],
      ["close", mode.closeMs],
    ])
      atMost(`the viewer's ${name}, input to next paint, ${on} ${floor}`, Number(ms), aboveFloor, " ms")
  }
  for (const row of largeFile)
    atMost(
      `tap -> the large file shown, ${row.mode} mode, ${row.connection}`,
      row.largeMs,
      BUDGETS.viewerLargeShownMs[row.connection] ?? NaN,
      " ms",
    )
  return checks
}

module.exports = { budgetChecks, catalogueChecks, limitedBuildChecks, mainThreadChecks, scaleChecks, verdict, viewerChecks }
