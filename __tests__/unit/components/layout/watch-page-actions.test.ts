import { PAGE_ACTIONS_ATTRIBUTE } from "../../../../src/components/layout/page-actions"
import { STEPPED_ASIDE_ATTRIBUTE, watchPageActions } from "../../../../src/components/layout/watch-page-actions"
import { fakeObservers, withFakeIntersectionObserver } from "../../support/fake-intersection-observer"

withFakeIntersectionObserver()

/** <main> holding one page (as PageTransition.tsx renders it) with `rows` rows of ways to ask. */
function pageWith(rows: number): HTMLElement {
  const page = document.createElement("div")
  for (let index = 0; index < rows; index += 1) {
    const row = document.createElement("div")
    row.setAttribute(PAGE_ACTIONS_ATTRIBUTE, "")
    page.append(row)
  }
  return page
}

/** A bar whose every mark is kept, in order: what the watch said each time. */
function recordingBar(): { bar: Element; said: boolean[] } {
  const bar = document.createElement("aside")
  const said: boolean[] = []
  const setAttribute = bar.setAttribute.bind(bar)
  bar.setAttribute = (name: string, value: string) => {
    if (name === STEPPED_ASIDE_ATTRIBUTE) said.push(value === "true")
    setAttribute(name, value)
  }
  return { bar, said }
}

const rowsOf = (page: HTMLElement) => [...page.querySelectorAll(`[${PAGE_ACTIONS_ATTRIBUTE}]`)]
/** A microtask's turn: the mutation observer's report. */
const mutationsReported = () => new Promise((resolve) => setTimeout(resolve, 0))

let main: HTMLElement
beforeEach(() => {
  main = document.createElement("main")
  document.body.append(main)
})
afterEach(() => main.remove())

describe("watching the page's own ways to ask", () => {
  it("says whether any row is on screen, as the browser reports them", () => {
    const page = pageWith(2)
    main.append(page)
    const { bar, said } = recordingBar()
    const stop = watchPageActions(bar)
    const [first, second] = rowsOf(page)
    expect(fakeObservers[0].watched).toEqual([first, second])

    fakeObservers[0].report([first, true])
    fakeObservers[0].report([second, true], [first, false])
    fakeObservers[0].report([second, false])
    expect(said).toEqual([false, true, true, false])
    expect(bar.getAttribute(STEPPED_ASIDE_ATTRIBUTE)).toBe("false")

    stop()
    expect(fakeObservers[0].disconnected).toBe(true)
  })

  it("watches the rows of the page <main> takes next, and forgets the last page's", async () => {
    const before = pageWith(1)
    main.append(before)
    const { bar, said } = recordingBar()
    watchPageActions(bar)
    fakeObservers[0].report([rowsOf(before)[0], true])

    const after = pageWith(3)
    main.replaceChildren(after)
    await mutationsReported()
    expect(fakeObservers[0].watched).toEqual(rowsOf(after))
    expect(said.at(-1)).toBe(false)
  })

  it("watches nothing where the browser has no IntersectionObserver: the bar stays", () => {
    Reflect.deleteProperty(window, "IntersectionObserver")
    main.append(pageWith(1))
    const { bar, said } = recordingBar()
    watchPageActions(bar)()
    expect(said).toEqual([])
    expect(bar.hasAttribute(STEPPED_ASIDE_ATTRIBUTE)).toBe(false)
  })
})
