import { navigate, prefetchPathname } from "gatsby"
import { followSiteLinks, prefetchSiteLinksInView, SITE_LINK_ATTRIBUTE } from "../../../src/lib/site-links"
import { fakeObservers, FakeIntersectionObserver } from "../support/fake-intersection-observer"

const navigateMock = jest.mocked(navigate)
const prefetchMock = jest.mocked(prefetchPathname)

function anchor(href: string, attributes: Record<string, string> = {}, siteLink = true): HTMLAnchorElement {
  const element = document.createElement("a")
  element.href = href
  element.textContent = "A link"
  if (siteLink) element.setAttribute(SITE_LINK_ATTRIBUTE, "")
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}

/** Clicks `target` as a visitor would; returns whether the browser would still follow the link itself. */
function click(target: Element, init: MouseEventInit = {}): boolean {
  return target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }))
}

let stop: () => void
beforeEach(() => {
  window.history.replaceState(null, "", "/about")
  stop = followSiteLinks(document)
})
afterEach(() => {
  stop()
  document.body.replaceChildren()
  jest.clearAllMocks()
})

describe("following the site's own links", () => {
  it("goes to the linked page inside the page, by the path as written, and keeps the history", () => {
    const link = anchor("/services#deck-construction")
    expect(click(link)).toBe(false)
    expect(navigateMock).toHaveBeenCalledWith("/services#deck-construction", { replace: false })
  })

  it("follows a click on what the link holds (an icon, a word in bold)", () => {
    const inner = document.createElement("strong")
    anchor("/contact").append(inner)
    click(inner)
    expect(navigateMock).toHaveBeenCalledWith("/contact", { replace: false })
  })

  it("replaces the history entry when the link is to the page already shown", () => {
    click(anchor("/about"))
    expect(navigateMock).toHaveBeenCalledWith("/about", { replace: true })
  })

  it.each([
    ["with Ctrl held (a new tab)", { ctrlKey: true }],
    ["with ⌘ held", { metaKey: true }],
    ["with Shift held (a new window)", { shiftKey: true }],
    ["with Alt held (a download)", { altKey: true }],
    ["with the middle button", { button: 1 }],
  ])("leaves a click %s to the browser", (_, init) => {
    expect(click(anchor("/contact"), init)).toBe(true)
    expect(navigateMock).not.toHaveBeenCalled()
  })

  it("leaves to the browser a link for another window, a download, and an anchor that is not a site link", () => {
    for (const link of [
      anchor("/contact", { target: "_blank" }),
      anchor("/files/plan.pdf", { download: "" }),
      anchor("/admin", {}, false),
    ]) {
      expect(click(link)).toBe(true)
    }
    expect(navigateMock).not.toHaveBeenCalled()
  })

  it("leaves alone a click the page has already handled (a gallery tile opening the viewer)", () => {
    const link = anchor("/gallery")
    link.addEventListener("click", (event) => event.preventDefault())
    click(link)
    expect(navigateMock).not.toHaveBeenCalled()
  })

  it("stops when told to", () => {
    stop()
    expect(click(anchor("/contact"))).toBe(true)
    expect(navigateMock).not.toHaveBeenCalled()
  })
})

describe("fetching a page ahead", () => {
  it.each(["mouseover", "focusin", "touchstart"])("fetches the linked page, without its #fragment, on %s", (type) => {
    anchor("/services#deck-construction").dispatchEvent(new Event(type, { bubbles: true }))
    expect(prefetchMock).toHaveBeenCalledWith("/services")
  })

  it("fetches nothing for an anchor that is not a site link", () => {
    anchor("/admin", {}, false).dispatchEvent(new Event("mouseover", { bubbles: true }))
    expect(prefetchMock).not.toHaveBeenCalled()
  })

  it("fetches the pages of the site links that come into view, each once, with one observer for all", () => {
    fakeObservers.length = 0
    Object.defineProperty(window, "IntersectionObserver", { value: FakeIntersectionObserver, configurable: true })
    const [onScreen, below] = [anchor("/gallery"), anchor("/projects")]
    anchor("/admin", {}, false)

    const stopWatching = prefetchSiteLinksInView(document)
    expect(fakeObservers).toHaveLength(1)
    const [observer] = fakeObservers
    expect(observer.watched).toEqual([onScreen, below])
    observer.report([onScreen, true])
    observer.report([below, false])
    expect(prefetchMock.mock.calls).toEqual([["/gallery"]])
    expect(observer.watched).toEqual([below])

    stopWatching()
    expect(observer.watched).toEqual([])
    Reflect.deleteProperty(window, "IntersectionObserver")
  })
})
