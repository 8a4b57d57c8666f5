/** Each figure the bench measures set beside its budget (budgets.js): pass or FAIL. */
const { BUDGETS } = require("./budgets")
const { fixed } = require("./tables")
const { PHONE_TILE_WIDTH } = require("./recipes").imageRecipes

/** A list of figures beside their budgets, and the function that adds one. */
function checkList() {
  const checks = []
  const check = (name, value, budget, pass, unit = "") => checks.push({ name, value, budget, unit, pass })
  return { checks, check }
}

/** The scale bench's figures beside their budgets (scale.js), and the AVIF effort beside the rule's (avif-effort.js). */
function scaleChecks(scale, efforts) {
  const { checks, check } = checkList()
  for (const run of scale ? scale.runs : []) {
    const perPhoto = run.mode === "netlify" ? BUDGETS.netlifyModePhotoSeconds : BUDGETS.buildModePhotoSeconds
    const within = run.mode === "netlify" ? run.perPhotoSeconds <= perPhoto : run.perPhotoSeconds < perPhoto
    check(
      `one more photo, ${run.mode} mode, one core`,
      run.perPhotoSeconds,
      `${run.mode === "netlify" ? "<=" : "<"} ${perPhoto}`,
      within,
      " s",
    )
    if (run.mode === "netlify") {
      const fits = BUDGETS.photosInOneColdBuild
      check(
        `photos in one cold build of ${scale.host.buildSeconds} s, ${run.mode} mode`,
        run.photosFitting,
        `>= ${fits}`,
        run.photosFitting >= fits,
      )
    }
    const memory = BUDGETS.hostBuildMemoryMb
    check(
      `peak build memory, ${run.many.photos} photos, ${run.mode} mode`,
      run.many.peakMb,
      `< ${memory}`,
      run.many.peakMb < memory,
      " MB",
    )
  }
  if (efforts)
    check("AVIF effort (image-recipes.ts) is the rule's", efforts.set, `= ${efforts.picked}`, efforts.set === efforts.picked)
  return checks
}

/** --scale=N --limit=S: every build within its limit (with the host's setup), and every photo published in the end. */
function limitedBuildChecks(limited) {
  const { checks, check } = checkList()
  limited.builds.forEach((run, index) =>
    check(
      `build ${index + 1} of ${limited.count} photos, with the host's setup`,
      run.hostSeconds,
      `<= ${limited.limitSeconds}`,
      run.hostSeconds <= limited.limitSeconds,
      " s",
    ),
  )
  check(
    `photos published after ${limited.builds.length} builds`,
    limited.builds.at(-1).published,
    `= ${limited.count}`,
    limited.allPublished,
  )
  return checks
}

/** A route's median blocking time beside its floor (main-thread-floor.js) and the budget above it. */
function floorCheck(check, row, on) {
  const limit = row.floorMs + BUDGETS.blockingAboveFloorMs
  const name = `total blocking time ${on} (floor ${row.floorMs} ms)`
  check(name, row.blockingMs, `<= ${limit} (floor + ${BUDGETS.blockingAboveFloorMs})`, row.blockingMs <= limit, " ms")
}

/** The self-check: its route given a long task after first paint must miss the budget, or the figure sees nothing. */
function selfCheck(check, { route, taskMs, blockingMs, floorMs }) {
  const limit = floorMs + BUDGETS.blockingAboveFloorMs
  const name = `self-check: ${route} with a task of ${taskMs} ms at full speed after first paint misses its floor + ${BUDGETS.blockingAboveFloorMs}`
  check(name, blockingMs, `> ${limit}`, blockingMs > limit, " ms")
}

/** The catalogue bench's pages beside their budgets (catalogue.js); of the sample content's, the blocking time too. */
function catalogueChecks(catalogue) {
  const { checks, check } = checkList()
  for (const row of catalogue.catalogue) {
    const on = `${row.kind} ${row.route}, ${catalogue.count} photos`
    check(`HTML, ${on}`, row.htmlKb, `<= ${BUDGETS.pageHtmlKb}`, row.htmlKb <= BUDGETS.pageHtmlKb, " KB")
    check(
      `page data, ${on}`,
      row.pageDataKb,
      `<= ${BUDGETS.cataloguePageDataKb}`,
      row.pageDataKb <= BUDGETS.cataloguePageDataKb,
      " KB",
    )
    check(`elements, ${on}`, row.elements, `<= ${BUDGETS.catalogueElements}`, row.elements <= BUDGETS.catalogueElements)
  }
  for (const [rows, of] of [
    [catalogue.catalogue, `${catalogue.count} photos`],
    [catalogue.sample, "sample content"],
  ]) {
    for (const row of rows) floorCheck(check, row, `${row.kind} ${row.route}, ${of}`)
  }
  selfCheck(check, catalogue.mainThread.selfCheck)
  return checks
}

/** The netlify image mode's figures (netlify-mode.js) beside build mode's and beside their own budgets. */
function netlifyModeChecks(check, pages, netlifyMode) {
  for (const row of netlifyMode.rows) {
    const built = pages.find((p) => p.route === row.route && p.phone === row.phone)
    if (!built || built.imageKb === 0) continue
    const limit = built.imageKb * BUDGETS.netlifyModeImageRatio
    const name = `images before scrolling, netlify mode ${row.route} (${row.phone})`
    check(name, row.imageKb, `<= ${fixed(limit)} (build mode's ${fixed(built.imageKb)} + 10 %)`, row.imageKb <= limit, " KB")
  }
  for (const row of netlifyMode.rows.filter((r) => r.route === "/gallery")) {
    const [galleryKb, largestKb] = [BUDGETS.galleryImagesKb[row.phone], BUDGETS.galleryLargestImageKb[row.phone]]
    check(
      `gallery images before scrolling, netlify mode (${row.phone})`,
      row.imageKb,
      `<= ${galleryKb}`,
      row.imageKb <= galleryKb,
      " KB",
    )
    const largest = row.largestImageKb
    check(`largest gallery grid image, netlify mode (${row.phone})`, largest, `<= ${largestKb}`, largest <= largestKb, " KB")
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

function budgetChecks(pages, lighthouse, builds, phones, jobPhotos = null, netlifyMode = null, interactions = null) {
  const { checks, check } = checkList()
  for (const r of interactions?.results ?? []) {
    const name = `interaction: ${r.name} on ${r.route} (${interactions?.phone}, ${interactions?.cpuSlowdown}x CPU)`
    check(name, r.ms, `<= ${BUDGETS.interactionMs}`, r.ms <= BUDGETS.interactionMs, " ms")
  }
  if (netlifyMode) netlifyModeChecks(check, pages, netlifyMode)
  for (const phone of phones) {
    const on = (p) => `${p.route} (${phone.key})`
    const ofPhone = pages.filter((p) => p.phone === phone.key)
    for (const p of ofPhone)
      check(`first-load JS ${on(p)}`, p.jsKb, `<= ${BUDGETS.firstLoadJsKb}`, p.jsKb <= BUDGETS.firstLoadJsKb, " KB")
    const contact = ofPhone.find((p) => p.route === "/contact")
    const contactJs = BUDGETS.contactFirstLoadJsKb
    check(
      `first-load JS /contact with the photo picker (${phone.key})`,
      contact.jsKb,
      `<= ${contactJs}`,
      contact.jsKb <= contactJs,
      " KB",
    )
    const home = ofPhone.find((p) => p.route === "/")
    for (const p of ofPhone) check(`HTML ${on(p)}`, p.htmlKb, `<= ${BUDGETS.pageHtmlKb}`, p.htmlKb <= BUDGETS.pageHtmlKb, " KB")
    for (const p of ofPhone.filter((page) => page.route.startsWith("/projects/"))) {
      check(
        `images before scrolling ${on(p)}`,
        p.imageKb,
        `<= ${BUDGETS.projectImagesKb}`,
        p.imageKb <= BUDGETS.projectImagesKb,
        " KB",
      )
      check(
        `before/after script ${on(p)}`,
        p.compareJsKb,
        `<= ${BUDGETS.compareScriptKb}`,
        p.compareJsKb <= BUDGETS.compareScriptKb,
        " KB",
      )
    }
    for (const p of ofPhone) check(`CLS ${on(p)}`, p.cls, `= ${BUDGETS.cls}`, p.cls <= BUDGETS.cls)
    const hero = home.heroImageKb
    check(
      `hero image (eager, fetchpriority=high) (${phone.key})`,
      hero,
      `<= ${BUDGETS.heroImageKb}`,
      hero !== null && hero <= BUDGETS.heroImageKb,
      " KB",
    )
    const gallery = ofPhone.find((p) => p.route === "/gallery")
    const galleryKb = BUDGETS.galleryImagesKb[phone.key]
    const largestKb = BUDGETS.galleryLargestImageKb[phone.key]
    check(
      `gallery images before scrolling (${phone.key})`,
      gallery.imageKb,
      `<= ${galleryKb}`,
      gallery.imageKb <= galleryKb,
      " KB",
    )
    check(
      `largest gallery grid image (${phone.key})`,
      gallery.largestImageKb,
      `<= ${largestKb}`,
      gallery.largestImageKb <= largestKb,
      " KB",
    )
  }
  for (const r of lighthouse.results) {
    floorCheck(check, r, r.route)
    check(
      `Lighthouse accessibility ${r.route}`,
      r.accessibility,
      `>= ${BUDGETS.accessibility}`,
      r.accessibility >= BUDGETS.accessibility,
    )
    check(
      `Lighthouse best practices ${r.route}`,
      r.bestPractices,
      `>= ${BUDGETS.bestPractices}`,
      r.bestPractices >= BUDGETS.bestPractices,
    )
    check(`Lighthouse SEO ${r.route}`, r.seo, `>= ${BUDGETS.seo}`, r.seo >= BUDGETS.seo)
  }
  if (jobPhotos) {
    const { chunkKb, sentKb, photos } = jobPhotos
    check(
      "photo code, fetched when the picker is opened",
      chunkKb,
      `<= ${BUDGETS.jobPhotoCodeKb}`,
      chunkKb > 0 && chunkKb <= BUDGETS.jobPhotoCodeKb,
      " KB",
    )
    const perPhoto = sentKb / photos
    check(
      `request bytes per real phone photo (${photos} sent)`,
      perPhoto,
      `<= ${BUDGETS.sentPerPhotoKb}`,
      perPhoto <= BUDGETS.sentPerPhotoKb,
      " KB",
    )
    const seconds = jobPhotos.uploadSeconds
    check(
      `upload of ${photos} prepared photos on Slow 4G`,
      seconds,
      `<= ${BUDGETS.photosUploadSeconds}`,
      seconds <= BUDGETS.photosUploadSeconds,
      " s",
    )
  }
  if (builds) {
    check(
      "warm rebuild / cold build",
      builds.warmToColdRatio,
      `<= ${BUDGETS.warmToColdRatio}`,
      builds.warmToColdRatio <= BUDGETS.warmToColdRatio,
    )
    if (builds.peakMb !== null)
      check(
        "peak build memory",
        builds.peakMb,
        `< ${BUDGETS.peakBuildMemoryMb}`,
        builds.peakMb < BUDGETS.peakBuildMemoryMb,
        " MB",
      )
    if (builds.imageWorkToRawSharp) {
      check(
        "image work / plain sharp",
        builds.imageWorkToRawSharp,
        `<= ${BUDGETS.imageWorkToRawSharp}`,
        builds.imageWorkToRawSharp <= BUDGETS.imageWorkToRawSharp,
      )
    }
  }
  return checks
}

/** --main-thread: each route's median blocking time beside its floor, on each site measured. */
function mainThreadChecks(mainThread) {
  const { checks, check } = checkList()
  for (const row of mainThread.results) floorCheck(check, row, `${row.route} (${row.site})`)
  selfCheck(check, mainThread.selfCheck)
  return checks
}

module.exports = { budgetChecks, catalogueChecks, limitedBuildChecks, mainThreadChecks, scaleChecks }
