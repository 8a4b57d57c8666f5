// @ts-check
/** The bench's tables: each figure beside its budget (src/budgets.ts), printed in columns. */
const { BUDGETS } = require("./site")
const { fixed } = require("./numbers")

/** @typedef {import("./figures").Page} Page @typedef {import("./figures").MainThread} MainThread */

/**
 * Each route's blocking time beside its floor: the route without scripts, the bare page's scripts,
 * the excess; the main-thread work beside them and the bare page's; the self-check; with the run's
 * CPU slowdown, benchmarkIndex and number of runs.
 * @param {MainThread} mainThread
 */
function printMainThread(mainThread) {
  const { stack, cpuSlowdown, benchmarkIndex, runs, selfCheck } = mainThread
  console.log(`
Main thread at ${cpuSlowdown}x CPU (benchmarkIndex ${benchmarkIndex}: a phone of about ${Math.round(benchmarkIndex / cpuSlowdown)}), median of ${runs} interleaved Lighthouse runs, ms:
  blocking: Lighthouse's total blocking time as the browser observed it, slowed down by devtools throttling
  the bare Gatsby + React page: ${stack.withScriptsMs} with its scripts, ${stack.withoutScriptsMs} without: its scripts ${stack.scriptsMs}
  work: the main thread's work (mainthread-work-breakdown), with | without scripts; the bare page's ${stack.withScriptsWorkMs} | ${stack.withoutScriptsWorkMs}
  self-check: ${selfCheck.route} seeded with a task of ${selfCheck.taskMs} ms after first paint: ${selfCheck.blockingMs} (${selfCheck.blockingRuns.join("/")}), unseeded ${selfCheck.unseededMs}: it must read ${BUDGETS.selfCheckRiseMs} or more above`)
  const header = ["site", "route", "blocking (runs)", "without scripts", "floor", "excess", "budget", "work", "work / bare's"]
  const rows = mainThread.results.map((r) =>
    [
      r.site,
      r.route,
      `${r.blockingMs} (${r.blockingRuns.join("/")})`,
      r.withoutScriptsMs,
      r.floorMs,
      r.excessMs,
      `<= ${BUDGETS.blockingAboveFloorMs}`,
      `${r.workMs} | ${r.withoutScriptsWorkMs}`,
      fixed(r.workMs / stack.withScriptsWorkMs),
    ].map(String),
  )
  printColumns(header, rows, 2)
  for (const r of mainThread.results.filter((result) => result.untimedRuns > 0)) {
    console.log(
      `  ${r.site} ${r.route}: ${r.untimedRuns} of its ${2 * runs} runs (with and without scripts) left out: Lighthouse gave no time to interactive or blocking time`,
    )
  }
}

/** Each interaction's median, its runs and the budget (interactions.js). @param {import("./figures").Interactions} interactions */
function printInteractions(interactions) {
  console.log(`
Interactions on the ${interactions.phone} phone at ${interactions.cpuSlowdown}x CPU, input to next paint (Event Timing), median of ${interactions.results[0]?.runs.length} fresh loads, ms:`)
  const rows = interactions.results.map((r) => [r.name, r.route, `${r.ms} (${r.runs.join("/")})`, `<= ${BUDGETS.interactionMs}`])
  printColumns(["interaction", "route", "ms (runs)", "budget"], rows, 2)
}

/** Each page of the catalogue beside the same page of the sample content and the budget. @param {import("./figures").Catalogue} catalogue */
function printCatalogue(catalogue) {
  console.log(`
A catalogue of ${catalogue.count} photos (${catalogue.service} mode, cold build ${fixed(catalogue.coldSeconds)} s) | the sample content | budget:`)
  /** @type {[string, "htmlKb" | "pageDataKb" | "elements" | "blockingMs" | "floorMs" | "workMs" | "performance", string][]} */
  const figures = [
    ["HTML KB", "htmlKb", `<= ${BUDGETS.pageHtmlKb}`],
    ["page data KB", "pageDataKb", `<= ${BUDGETS.cataloguePageDataKb}`],
    ["elements", "elements", `<= ${BUDGETS.catalogueElements}`],
    ["blocking ms", "blockingMs", `its floor + ${BUDGETS.blockingAboveFloorMs}`],
    ["floor ms", "floorMs", ""],
    ["work ms", "workMs", ""],
    ["performance", "performance", ""],
  ]
  catalogue.catalogue.forEach((row, index) => {
    const sample = catalogue.sample[index]
    console.log(`  ${row.kind}: ${row.route} | ${sample.route}`)
    for (const [name, key, budget] of figures) {
      const digits = key.endsWith("Kb") ? 1 : 0
      console.log(
        `    ${name.padEnd(13)} ${fixed(row[key], digits).padStart(7)} | ${fixed(sample[key], digits).padStart(7)} | ${budget}`,
      )
    }
  })
}

/**
 * Prints `rows` of strings under `header` in columns, the first `leftAligned` to the left, the rest to the right.
 * @param {string[]} header @param {string[][]} rows
 */
function printColumns(header, rows, leftAligned = 0) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => (column < leftAligned ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ")
  console.log(`${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`)
  rows.forEach((row) => console.log(line(row)))
}

/** Each page on `phone` and Lighthouse's figures of it. @param {Page[]} pages @param {MainThread} lighthouse @param {import("./measure-pages").Phone} phone */
function printTable(pages, lighthouse, phone) {
  console.log(`\n${phone.name}:`)
  const header = "route|HTML KB|JS KB|+idle JS|CSS KB|img KB (n)|largest img KB|hero KB|CLS|perf (runs)|a11y|BP|SEO|LCP ms|TBT ms"
  const rows = pages
    .filter((p) => p.phone === phone.key)
    .map((p) => {
      // Lighthouse's own phone (a 412 px Moto G Power) goes with the Android rows.
      const lh = phone.key === "android" ? lighthouse.results.find((r) => r.route === p.route) : undefined
      const performance = lh && `${lh.performance} (${lh.performanceRuns.join("/")})`
      const scores = lh ? [performance, lh.accessibility, lh.bestPractices, lh.seo, lh.lcpMs, lh.blockingMs] : Array(6).fill("-")
      return [
        p.route,
        fixed(p.htmlKb),
        fixed(p.jsKb),
        fixed(p.jsAfterIdleKb - p.jsKb),
        fixed(p.cssKb),
        `${fixed(p.imageKb)} (${p.imageCount})`,
        fixed(p.largestImageKb),
        fixed(p.heroImageKb),
        fixed(p.cls, 3),
        ...scores,
      ].map(String)
    })
  console.log("")
  printColumns(header.split("|"), rows)
}

/**
 * Each phone's images before scrolling in build and netlify mode, side by side, and each mode's cold build.
 * @param {Page[]} pages @param {import("./figures").NetlifyMode} netlifyMode @param {import("./figures").Builds | null} builds
 */
function printImageModes(pages, netlifyMode, builds) {
  console.log("\nImages before scrolling, build mode | netlify mode (the image CDN's stand-in), KB (largest), pages with images:")
  const rows = netlifyMode.rows
    .map((row) => ({ row, built: pages.find((p) => p.route === row.route && p.phone === row.phone) }))
    .filter(({ row, built }) => row.imageKb > 0 || (built?.imageKb ?? 0) > 0)
  const names = rows.map(({ row }) => `${row.route} (${row.phone})`)
  const width = Math.max(0, ...names.map((name) => name.length))
  for (const [index, { row, built }] of rows.entries()) {
    const cells = [built, row].map((mode) => (mode ? `${fixed(mode.imageKb)} (${fixed(mode.largestImageKb)})` : "-"))
    console.log(`  ${names[index].padEnd(width)}  ${cells[0].padStart(14)} | ${cells[1]}`)
  }
  if (builds && netlifyMode.coldSeconds !== null) {
    console.log(`Cold build: build mode ${fixed(builds.coldSeconds)} s, netlify mode ${fixed(netlifyMode.coldSeconds)} s`)
  }
  for (const tile of netlifyMode.ceilings.over) {
    console.log(
      `  over its ceiling: ${tile.format} ${tile.width} px q${tile.quality} ${tile.bytes} B > ${tile.ceiling} B ${tile.address}`,
    )
  }
}

/**
 * The viewer on slow connections (viewer-figures.js), ms: its taps in each image mode, beside
 * the floor of a tap in the same run (the bare page's) that they are judged against; the large file
 * in each mode on each connection, beside its budget.
 * @param {import("./figures").Viewer} viewer
 */
function printViewer({ tapFloorMs, taps, largeFile }) {
  const above = `<= ${fixed(tapFloorMs + BUDGETS.viewerAboveTapFloorMs, 0)}: the floor ${fixed(tapFloorMs, 0)} + ${BUDGETS.viewerAboveTapFloorMs}`
  console.log("\nThe viewer's taps on the Android phone, real photos, median of each mode's loads on both connections, ms:")
  printColumns(
    [
      "mode",
      "loads",
      `tap -> pixels (${above})`,
      `next -> shown (<= ${BUDGETS.interactionMs})`,
      `open/next/zoom/close (${above})`,
    ],
    taps.map((r) => [
      r.mode,
      String(r.loads),
      fixed(r.pixelsMs, 0),
      fixed(r.nextMs, 0),
      [r.openMs, r.nextPaintMs, r.zoomMs, r.closeMs].map((ms) => fixed(ms, 0)).join("/"),
    ]),
    1,
  )
  console.log("\nThe tapped photo's large file, median of each connection's loads, ms:")
  printColumns(
    ["mode", "connection", "tap -> large (budget)"],
    largeFile.map((r) => [r.mode, r.connection, `${fixed(r.largeMs, 0)} (${BUDGETS.viewerLargeShownMs[r.connection] ?? "?"})`]),
    2,
  )
}

/**
 * The landing pages over slow connections (slow-lines.js): what the Android phone fetches before
 * scrolling and its largest paint, the element and the moment, one load each.
 * @param {import("./slow-lines").SlowLoad[]} loads
 */
function printSlowLines(loads) {
  console.log("\nLanding pages on slow connections, Android phone at its CPU slowdown, one load each, before scrolling:")
  printColumns(
    ["page", "connection", "largest paint's element", "KB (images)", "images", "largest paint, ms"],
    loads.map((load) => [
      load.route,
      load.connection,
      load.element,
      `${fixed(load.kb)} (${fixed(load.imageKb)})`,
      String(load.images),
      load.paintMs === null ? "none" : String(load.paintMs),
    ]),
    3,
  )
}

module.exports = { printCatalogue, printImageModes, printInteractions, printMainThread, printSlowLines, printTable, printViewer }
