import { enterPhoto, leavePhoto, movePhoto } from "../../../src/lib/photo-address"
import { keepPhotoMovesInPage, onPhotoMove, pageShown, photoIn, withPhoto } from "../../../src/lib/photo-moves"

/** The next popstate that reaches a listener added after the viewer's guard (jsdom traverses history in a task of its own). */
const nextPopState = () => new Promise<void>((resolve) => window.addEventListener("popstate", () => resolve(), { once: true }))
/** The next move the viewer hears of. */
const nextPhotoMove = () =>
  new Promise<void>((resolve) => {
    const stop = onPhotoMove(() => {
      stop()
      resolve()
    })
  })

describe("a photo's address", () => {
  it("adds or removes the photo, keeping the path, the other parameters and the fragment", () => {
    const named = withPhoto("https://www.example.com/gallery/2?utm_source=mail#top", "IMG 1234")
    expect(named).toBe("/gallery/2?utm_source=mail&photo=IMG+1234#top")
    expect(photoIn(`https://www.example.com${named}`)).toBe("IMG 1234")
    expect(withPhoto(`https://www.example.com${named}`, null)).toBe("/gallery/2?utm_source=mail#top")
    expect(photoIn("https://www.example.com/gallery?photo=")).toBeNull()
  })
})

describe("the viewer's history entries", () => {
  /** What Gatsby's router would hear: it listens after the site's entry code has run. */
  const routerHeard: string[] = []
  const viewerHeard: Array<string | null> = []

  beforeAll(() => {
    window.history.replaceState({ key: "initial" }, "", "/gallery")
    keepPhotoMovesInPage()
    window.addEventListener("popstate", () => routerHeard.push(window.location.pathname + window.location.search))
    onPhotoMove((photo) => viewerHeard.push(photo))
  })
  beforeEach(() => {
    routerHeard.length = 0
    viewerHeard.length = 0
  })

  it("adds one entry when the viewer opens, replaces it on a move, and Back is the viewer's alone", async () => {
    const entries = window.history.length
    enterPhoto("deck")
    expect(window.location.search).toBe("?photo=deck")
    expect(window.history.length).toBe(entries + 1)
    // The router's state is kept (its scroll key is the page's).
    expect(window.history.state).toMatchObject({ key: "initial" })
    movePhoto("porch")
    expect(window.location.search).toBe("?photo=porch")
    expect(window.history.length).toBe(entries + 1)

    const moved = nextPhotoMove()
    window.history.back()
    await moved
    expect(window.location.pathname + window.location.search).toBe("/gallery")
    expect(viewerHeard).toEqual([null])
    expect(routerHeard).toEqual([])
  })

  it("taken back when the viewer closes, once the address is the page's", async () => {
    enterPhoto("deck")
    await leavePhoto()
    expect(window.location.pathname + window.location.search).toBe("/gallery")
    expect(routerHeard).toEqual([])
  })

  it("rewrites an address that came with its photo (the visit's first) instead of leaving it", async () => {
    window.history.replaceState({ key: "initial" }, "", "/gallery?photo=deck")
    const entries = window.history.length
    await leavePhoto()
    expect(window.location.pathname + window.location.search).toBe("/gallery")
    expect(window.history.length).toBe(entries)
  })

  it("leaves a move to another page to the router", async () => {
    window.history.pushState({ key: "2" }, "", "/about")
    pageShown(window.location.href)
    const popped = nextPopState()
    window.history.back()
    await popped
    expect(routerHeard).toEqual(["/gallery"])
    expect(viewerHeard).toEqual([])
  })
})
