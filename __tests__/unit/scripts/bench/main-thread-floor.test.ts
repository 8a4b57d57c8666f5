/**
 * @jest-environment node
 */
import { withFloors, withoutScripts } from "../../../../scripts/bench/main-thread-floor"

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
})
