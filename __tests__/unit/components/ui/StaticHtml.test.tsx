import React, { act, useState } from "react"
import { renderToString } from "react-dom/server"
import { createRoot, hydrateRoot } from "react-dom/client"
import { StaticHtml } from "../../../../src/components/ui/StaticHtml"
import { setHydrating } from "../../../../src/lib/hydration"

/** What the static part holds: its renders are counted, and it says whether it is the server's copy. */
const rendered = jest.fn()
function Content({ from }: { from: string }) {
  rendered(from)
  return (
    <p>
      Written by the <strong>{from}</strong>
    </p>
  )
}

/** A page around the static part, with state of its own that changes after load. */
function Page({ from }: { from: string }) {
  const [clicks, setClicks] = useState(0)
  return (
    <main>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      <StaticHtml as="section" className={`intro clicks-${clicks}`} aria-label="Intro">
        <Content from={from} />
      </StaticHtml>
    </main>
  )
}

// The tests drive React themselves (act), as Testing Library's render does.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/**
 * The page's HTML as the server writes it. (Rendered in jsdom, which has a window, React warns that
 * layout effects do not run on a server: that is as meant, and silenced here.)
 */
function serverHtml(page: React.ReactElement): string {
  const warned = jest.spyOn(console, "error").mockImplementation(() => undefined)
  const html = renderToString(page)
  warned.mockRestore()
  return html
}

let container: HTMLElement
beforeEach(() => {
  container = document.createElement("div")
  document.body.append(container)
})
afterEach(() => {
  rendered.mockClear()
  container.remove()
  setHydrating(false)
})

/** The server's HTML in the container, then React hydrating it as the site's first render does. */
async function hydrateServerHtml(clientProps: { from: string }) {
  container.innerHTML = serverHtml(<Page from="server" />)
  rendered.mockClear()
  setHydrating(true)
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, <Page {...clientProps} />, { onRecoverableError: () => undefined })
  })
  setHydrating(false)
  return root
}

describe("a static part of the page", () => {
  it("keeps the server's HTML as it is on the first load, without rendering what it holds", async () => {
    await hydrateServerHtml({ from: "browser" })
    const intro = container.querySelector("section")
    expect(intro).toHaveTextContent("Written by the server")
    expect(rendered).not.toHaveBeenCalled()
  })

  it("stays React's element: its attributes follow the page's state, and what it holds stays", async () => {
    await hydrateServerHtml({ from: "browser" })
    const kept = container.querySelector("strong")
    await act(async () => container.querySelector("button")?.click())
    const intro = container.querySelector("section")
    expect(intro).toHaveClass("clicks-1")
    expect(intro).toHaveAttribute("aria-label", "Intro")
    expect(container.querySelector("strong")).toBe(kept)
    expect(rendered).not.toHaveBeenCalled()
  })

  it("renders what it holds on a page rendered in the browser (reached by a link)", async () => {
    const root = createRoot(container)
    await act(async () => root.render(<Page from="browser" />))
    expect(container.querySelector("section")).toHaveTextContent("Written by the browser")
    expect(rendered).toHaveBeenCalledTimes(1)
    await act(async () => root.unmount())
  })

  it("renders what it holds when React could not keep the server's HTML (it rendered the page anew)", async () => {
    // The server's page differs where React cannot patch it (another element), so React renders the whole page in the browser.
    container.innerHTML = `<div>${serverHtml(<Page from="server" />)}</div>`
    const reported = jest.spyOn(console, "error").mockImplementation(() => undefined)
    setHydrating(true)
    await act(async () => {
      hydrateRoot(container, <Page from="browser" />, { onRecoverableError: () => undefined })
    })
    setHydrating(false)
    expect(reported).toHaveBeenCalled()
    reported.mockRestore()
    expect(container.querySelector("section")).toHaveTextContent("Written by the browser")
  })
})
