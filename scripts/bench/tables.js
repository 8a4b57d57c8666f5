/** The bench's tables: each figure beside its budget (budgets.js), printed in columns. */
const { BUDGETS } = require("./budgets")

/** A figure for a table or a check: `digits` decimals, "-" for none. */
const fixed = (value, digits = 1) => (value === null || value === undefined ? "-" : Number(value).toFixed(digits))

/**
 * Each route's blocking time beside its floor: the route without scripts, the bare page's scripts,
 * the excess; Lighthouse's own figure and the CPU time beside them; with the run's CPU slowdown,
 * benchmarkIndex and number of runs.
 */
function printMainThread(mainThread) {
  const { stack, cpuSlowdown, benchmarkIndex, runs } = mainThread
  console.log(`
Main thread at ${cpuSlowdown}x CPU (benchmarkIndex ${benchmarkIndex}: a phone of about ${Math.round(benchmarkIndex / cpuSlowdown)}), median of ${runs} interleaved Lighthouse runs, ms:
  blocking: Lighthouse's simulation of each run with each main-thread task as long as its CPU time (main-thread-cpu.js)
  the bare Gatsby + React page: ${stack.withScriptsMs} with its scripts, ${stack.withoutScriptsMs} without: its scripts ${stack.scriptsMs}
  (Lighthouse's own, from the tasks' wall time, with | without scripts; the bare page's ${stack.withScriptsTbtMs} | ${stack.withoutScriptsTbtMs})
  (CPU: the main thread's CPU time at full speed, with | without scripts; the bare page's ${stack.withScriptsCpuMs} | ${stack.withoutScriptsCpuMs})`)
  const header = [
    "site",
    "route",
    "blocking (runs)",
    "without scripts",
    "floor",
    "excess",
    "budget",
    "Lighthouse's (runs)",
    "CPU",
  ]
  const rows = mainThread.results.map((r) =>
    [
      r.site,
      r.route,
      `${r.blockingMs} (${r.blockingRuns.join("/")})`,
      r.withoutScriptsMs,
      r.floorMs,
      r.excessMs,
      `<= ${BUDGETS.blockingAboveFloorMs}`,
      `${r.tbtMs} | ${r.withoutScriptsTbtMs} (${r.tbtRuns.join("/")})`,
      `${r.cpuMs} | ${r.withoutScriptsCpuMs}`,
    ].map(String),
  )
  printColumns(header, rows, 2)
  printBlockingTasks(mainThread.results, cpuSlowdown)
}

/** The tasks a page's blocking time is made of, most first, in its median run (blocking-tasks.js). */
function printBlockingTasks(results, cpuSlowdown, shown = 6) {
  console.log(`
What blocks, in each page's median run (Lighthouse's simulation at ${cpuSlowdown}x CPU, each task as long as its CPU time: each task of 50 ms
or more between first paint and interactive, its share of the blocking time, its simulated start and length, what it held at full speed):`)
  for (const { site, route, blockingTasks = [] } of results) {
    const total = blockingTasks.reduce((sum, task) => sum + task.blockingMs, 0)
    console.log(`  ${site} ${route}: ${total} ms`)
    for (const task of blockingTasks.slice(0, shown)) {
      console.log(`    ${String(task.blockingMs).padStart(4)} ms  at ${task.startMs} for ${task.durationMs}: ${task.holds}`)
    }
    if (blockingTasks.length > shown) console.log(`    (${blockingTasks.length - shown} more)`)
  }
}

/** Each interaction's median, its runs and the budget (interactions.js). */
function printInteractions(interactions) {
  console.log(`
Interactions on the ${interactions.phone} phone at ${interactions.cpuSlowdown}x CPU, input to next paint (Event Timing), median of ${interactions.results[0]?.runs.length} fresh loads, ms:`)
  const rows = interactions.results.map((r) => [r.name, r.route, `${r.ms} (${r.runs.join("/")})`, `<= ${BUDGETS.interactionMs}`])
  printColumns(["interaction", "route", "ms (runs)", "budget"], rows, 2)
}

/** Each page of the catalogue beside the same page of the sample content and the budget. */
function printCatalogue(catalogue) {
  console.log(`
A catalogue of ${catalogue.count} photos (${catalogue.service} mode, cold build ${fixed(catalogue.coldSeconds)} s) | the sample content | budget:`)
  const figures = [
    ["HTML KB", "htmlKb", `<= ${BUDGETS.pageHtmlKb}`],
    ["page data KB", "pageDataKb", `<= ${BUDGETS.cataloguePageDataKb}`],
    ["elements", "elements", `<= ${BUDGETS.catalogueElements}`],
    ["blocking ms", "blockingMs", `its floor + ${BUDGETS.blockingAboveFloorMs}`],
    ["floor ms", "floorMs", ""],
    ["Lighthouse's", "tbtMs", ""],
    ["CPU ms", "cpuMs", ""],
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

/** Prints `rows` of strings under `header` in columns, the first `leftAligned` to the left, the rest to the right. */
function printColumns(header, rows, leftAligned = 0) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells) =>
    cells.map((cell, column) => (column < leftAligned ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ")
  console.log(`${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`)
  rows.forEach((row) => console.log(line(row)))
}

function printTable(pages, lighthouse, phone) {
  console.log(`\n${phone.name}:`)
  const header = [
    "route",
    "HTML KB",
    "JS KB",
    "+idle JS",
    "CSS KB",
    "img KB (n)",
    "largest img KB",
    "hero KB",
    "CLS",
    "perf (runs)",
    "a11y",
    "BP",
    "SEO",
    "LCP ms",
    "TBT ms",
  ]
  const rows = pages
    .filter((p) => p.phone === phone.key)
    .map((p) => {
      // Lighthouse's own phone (a 412 px Moto G Power) goes with the Android rows.
      const lh = phone.key === "android" ? (lighthouse.results.find((r) => r.route === p.route) ?? {}) : {}
      const performance = lh.performance === undefined ? undefined : `${lh.performance} (${lh.performanceRuns.join("/")})`
      const scores = [performance, lh.accessibility, lh.bestPractices, lh.seo, lh.lcpMs, lh.tbtMs].map((value) => value ?? "-")
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
  printColumns(header, rows)
}

/** Each phone's images before scrolling in build and netlify mode, side by side, and each mode's cold build. */
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

module.exports = { fixed, printCatalogue, printImageModes, printInteractions, printMainThread, printTable }
