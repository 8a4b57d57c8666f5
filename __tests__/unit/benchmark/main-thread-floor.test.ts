/**
 * @jest-environment node
 */
import { BUDGETS } from "../../../benchmark/budgets"
import { mainThreadChecks } from "../../../benchmark/checks"
import { longTaskScript, withFloors, withoutScripts } from "../../../benchmark/main-thread-floor"

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
    const measured = (selfCheckMs: number) => ({
      results: [{ site: "site", route: "/", blockingMs: 90, floorMs: 60 }],
      selfCheck: { route: "/", taskMs: 100, blockingMs: selfCheckMs, blockingRuns: [selfCheckMs], floorMs: 60 },
    })
    const selfCheckOf = (selfCheckMs: number) =>
      mainThreadChecks(measured(selfCheckMs)).find((check: { name: string }) => check.name.startsWith("self-check"))

    it("passes when the page given a long task misses its floor + the budget, and fails the bench when the figure does not see it", () => {
      const limit = 60 + BUDGETS.blockingAboveFloorMs
      expect(selfCheckOf(limit + 1)).toMatchObject({ pass: true, budget: `> ${limit}` })
      expect(selfCheckOf(limit)).toMatchObject({ pass: false })
      expect(mainThreadChecks(measured(limit + 1)).every((check: { pass: boolean }) => check.pass)).toBe(true)
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
