/**
 * @jest-environment node
 */
import { BUDGETS } from "../../../src/budgets"
import { mainThreadChecks, verdict } from "../../../benchmark/checks"
import { longTaskScript, SEEDED_TASK_MS, withFloors, withoutScripts } from "../../../benchmark/main-thread-floor"

describe("the main thread's floor", () => {
  it("is a route without its scripts plus what the bare page's scripts cost, and the excess is the rest", () => {
    const { stack, results } = withFloors({ withScriptsMs: 263, withoutScriptsMs: 125 }, [
      { route: "/", blockingMs: 690, withoutScriptsMs: 198 },
      { route: "/gallery", blockingMs: 250, withoutScriptsMs: 150 },
    ])
    expect(stack).toEqual({ withScriptsMs: 263, withoutScriptsMs: 125, scriptsMs: 138 })
    expect(results).toEqual([
      { route: "/", blockingMs: 690, withoutScriptsMs: 198, floorMs: 336, excessMs: 354 },
      { route: "/gallery", blockingMs: 250, withoutScriptsMs: 150, floorMs: 288, excessMs: -38 },
    ])
  })

  it("measures a page without scripts from its HTML with every script and script preload removed, the rest as it was", () => {
    const page = [
      '<html><head><meta charSet="utf-8"/><style>main{color:red}</style>',
      '<link as="script" rel="preload" href="/webpack-runtime-1a2b.js"/><link rel="preload" href="/app-3c4d.js" as="script"/>',
      '<link rel="stylesheet" href="/styles.css"/><script type="application/ld+json">{"@type":"GeneralContractor"}</script>',
      '</head><body><main><h1>Decks</h1><noscript><img src="/deck.jpg" alt="A deck"/></noscript></main>',
      '<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>',
      '<script src="/app-3c4d.js" async=""></script></body></html>',
    ].join("\n")
    expect(withoutScripts(page)).toBe(
      [
        '<html><head><meta charSet="utf-8"/><style>main{color:red}</style>',
        "",
        '<link rel="stylesheet" href="/styles.css"/>',
        '</head><body><main><h1>Decks</h1><noscript><img src="/deck.jpg" alt="A deck"/></noscript></main>',
        "",
        "</body></html>",
      ].join("\n"),
    )
  })

  describe("the self-check", () => {
    const UNSEEDED = 90
    const measured = (seededMs: number, unseededMs = UNSEEDED) => ({
      results: [{ site: "site", route: "/", blockingMs: UNSEEDED, floorMs: 60 }],
      selfCheck: { route: "/", taskMs: SEEDED_TASK_MS, blockingMs: seededMs, blockingRuns: [seededMs], unseededMs },
    })
    const selfCheckOf = (seededMs: number, unseededMs?: number) =>
      mainThreadChecks(measured(seededMs, unseededMs)).find((check: { name: string }) => check.name.startsWith("self-check"))

    it("holds when the seeded page reads at least selfCheckRiseMs above the same page unseeded; the bench fails when it does not", () => {
      const rise = BUDGETS.selfCheckRiseMs
      expect(selfCheckOf(UNSEEDED + rise)).toMatchObject({ pass: true, value: rise, budget: `>= ${rise}` })
      expect(verdict(mainThreadChecks(measured(UNSEEDED + rise))).exitCode).toBe(0)
      // Above the floor + the budget, yet not 100 ms above its twin: the figure could not see a regression.
      expect(UNSEEDED + rise - 1).toBeGreaterThan(60 + BUDGETS.blockingAboveFloorMs)
      expect(selfCheckOf(UNSEEDED + rise - 1)).toMatchObject({ pass: false })
      const { lines, exitCode } = verdict(mainThreadChecks(measured(UNSEEDED + rise - 1)))
      expect(exitCode).toBe(1)
      expect(lines.at(-1)).toMatch(/^ {2}self-check: \/ seeded with a task of 200 ms .*: 99\.0 ms, budget >= 100 ms$/)
      // The twin not measured: a miss, not a pass.
      expect(selfCheckOf(UNSEEDED + rise, Number.NaN)).toMatchObject({ pass: false })
    })

    it("keeps the main thread busy in one task after the page has painted, for as long as asked", () => {
      const frames: Array<() => void> = []
      const timers: Array<() => void> = []
      let now = 0
      const page = {
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timers.push(callback),
        performance: { now: () => (now += 1) },
      }
      new Function("requestAnimationFrame", "setTimeout", "performance", longTaskScript(300))(
        page.requestAnimationFrame,
        page.setTimeout,
        page.performance,
      )
      expect([frames.length, timers.length, now]).toEqual([1, 0, 0])
      frames[0]()
      expect([timers.length, now]).toEqual([1, 0])
      timers[0]()
      expect(now).toBeGreaterThanOrEqual(300)
    })
  })
})
