import type { Browser, CDPSession, Page } from "@playwright/test"
import { animationsDone, expect, test, visit } from "./support/browser"
import { violations } from "./support/axe"
import { recordViolations, violations as policyViolations } from "./support/policy"
import { galleryPhotos } from "./support/content"
import { asPhone, PHONES } from "../../benchmark/measure-pages"
import { VIEWER_SCRIPT } from "../../src/components/gallery/viewer-chunk"
import { PHOTOS_PER_PAGE } from "../../src/lib/photo-runs"

/**
 * The gallery's viewer on a phone with touch (the benchmark's Android phone): its code fetched
 * once the page is idle, so a tap opens it without a round trip.
 */
/** The photos the gallery's first page shows (the viewer moves through those). */
const total = Math.min(galleryPhotos.length, PHOTOS_PER_PAGE)

/** A page on the phone, with every script it requests, in order (the paths). */
async function phonePage(browser: Browser, options: { saveData?: boolean; reducedMotion?: "reduce" } = {}) {
  const context = await browser.newContext({ ...asPhone(PHONES[0]), reducedMotion: options.reducedMotion ?? "no-preference" })
  if (options.saveData)
    await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }))
  const page = await context.newPage()
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  return { context, page, scripts }
}

const thumbnails = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("img") })
    .getByRole("link")

test.describe("the viewer's code", () => {
  test("is fetched once a page with a grid is idle, so a tap opens the viewer with nothing more to fetch", async ({
    browser,
  }) => {
    test.skip(total < 1, "needs photos in content/gallery/")
    const { context, page, scripts } = await phonePage(browser)
    // visit waits until the page is idle: the page transition's code, fetched once idle, has arrived.
    await visit(page, "/gallery")
    await expect.poll(() => scripts.filter((script) => VIEWER_SCRIPT.test(script)).length).toBe(1)
    await page.waitForFunction(
      (pattern) =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some(
          (entry) => new RegExp(pattern).test(new URL(entry.name).pathname) && entry.responseEnd > 0,
        ),
      VIEWER_SCRIPT.source,
    )
    const before = scripts.length
    await thumbnails(page).first().tap()
    await page.getByRole("dialog").waitFor()
    expect(scripts.slice(before)).toEqual([])
    await context.close()
  })

  test("is not fetched ahead on a page without a grid, nor when the visitor saves data", async ({ browser }) => {
    const plain = await phonePage(browser)
    await visit(plain.page, "/about")
    expect(plain.scripts.filter((script) => VIEWER_SCRIPT.test(script))).toEqual([])
    await plain.context.close()

    const saving = await phonePage(browser, { saveData: true })
    await visit(saving.page, "/gallery")
    // The page's idle work (the page transition's code, asked for after the grid's) is done: no viewer.
    expect(saving.scripts.filter((script) => VIEWER_SCRIPT.test(script))).toEqual([])
    // A tap still opens it.
    await thumbnails(saving.page).first().tap()
    await saving.page.getByRole("dialog").waitFor()
    expect(saving.scripts.filter((script) => VIEWER_SCRIPT.test(script)).length).toBe(1)
    await saving.context.close()
  })
})

/** The photo the page's address names. */
const photoInAddress = (page: Page) => new URL(page.url()).searchParams.get("photo")
const historyLength = (page: Page) => page.evaluate(() => history.length)
/** Whether the element with focus is the `index`th tile's link. */
const focusOnTile = (page: Page, index: number) =>
  thumbnails(page)
    .nth(index)
    .evaluate((link) => link === document.activeElement)
/** What Gatsby's route announcer says (it speaks on every move between pages). */
const announced = (page: Page) => page.locator("#gatsby-announcer").textContent()

test.describe("the viewer's address", () => {
  test("opening adds one entry naming the photo; Back closes the viewer, leaving the page's address, scroll and focus as before", async ({
    browser,
  }) => {
    test.skip(total < 3, "needs at least 3 photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery")
    const tile = thumbnails(page).nth(2)
    await tile.scrollIntoViewIfNeeded()
    const before = { url: page.url(), scroll: await page.evaluate(() => window.scrollY), entries: await historyLength(page) }
    await tile.tap()
    await page.getByRole("dialog").waitFor()
    // The address names the photo once the viewer's first frame is drawn.
    await expect.poll(() => photoInAddress(page)).not.toBeNull()
    expect(galleryPhotos.map((photo) => photo.key.replace(/\.[^.]+$/, ""))).toContain(photoInAddress(page))
    expect(new URL(page.url()).pathname).toBe("/gallery")
    expect(await historyLength(page)).toBe(before.entries + 1)

    await page.goBack()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    expect(page.url()).toBe(before.url)
    await expect.poll(() => focusOnTile(page, 2)).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(before.scroll)
    // No move between pages: nothing announced.
    expect(await announced(page)).toBe("")
    await context.close()
  })

  test("moving to another photo names it in the same entry; closing by the button, then Back, leaves the page", async ({
    browser,
  }) => {
    test.skip(total < 2, "needs at least 2 photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/about")
    await visit(page, "/gallery")
    await thumbnails(page).first().tap()
    const viewer = page.getByRole("dialog")
    await viewer.waitFor()
    // The address names the photo once the viewer's first frame is drawn: the entry to count from.
    await expect.poll(() => photoInAddress(page)).not.toBeNull()
    const first = photoInAddress(page)
    const entries = await historyLength(page)
    await viewer.getByRole("button", { name: "Next photo" }).tap()
    await expect.poll(() => photoInAddress(page)).not.toBe(first)
    expect(photoInAddress(page)).not.toBeNull()
    expect(await historyLength(page)).toBe(entries)

    await viewer.getByRole("button", { name: "Close" }).tap()
    await viewer.waitFor({ state: "detached" })
    await expect.poll(() => photoInAddress(page)).toBeNull()
    await expect.poll(() => focusOnTile(page, 1)).toBe(true)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === "/about")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await context.close()
  })

  test("a photo's address opens it on a cold load, its tile in place behind it; closing stays on the page", async ({
    browser,
  }) => {
    test.skip(total < 5, "needs at least 5 photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery")
    await thumbnails(page).nth(4).tap()
    await page.getByRole("dialog").waitFor()
    // The address names the photo once the viewer's first frame is drawn.
    await expect.poll(() => photoInAddress(page)).not.toBeNull()
    const address = page.url()
    const caption = await page.getByRole("dialog").getAttribute("aria-label")
    await context.close()

    const cold = await phonePage(browser)
    await visit(cold.page, address)
    const viewer = cold.page.getByRole("dialog")
    await viewer.waitFor()
    expect(await viewer.getAttribute("aria-label")).toBe(caption)
    // The page's canonical address, not the photo's.
    expect(new URL((await cold.page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe("/gallery")
    await expect(viewer.getByText(`5 of ${total} on this page`)).toBeVisible()
    // The page behind the dialog is hidden from assistive technology (so from getByRole): its tile by its markup.
    const tileBox = await cold.page
      .locator("main a[aria-haspopup='dialog']")
      .nth(4)
      .evaluate((link) => {
        const box = link.getBoundingClientRect()
        return { top: box.top, bottom: box.bottom, screen: window.innerHeight }
      })
    expect(tileBox.top).toBeGreaterThanOrEqual(0)
    expect(tileBox.bottom).toBeLessThanOrEqual(tileBox.screen)

    // The address was the visit's first entry: closing rewrites it, so Back cannot leave the page by closing.
    const entries = await historyLength(cold.page)
    await viewer.getByRole("button", { name: "Close" }).tap()
    await viewer.waitFor({ state: "detached" })
    await expect.poll(() => cold.page.url()).toBe(new URL("/gallery", address).href)
    expect(await historyLength(cold.page)).toBe(entries)
    await cold.context.close()
  })

  test("the address of a photo no longer on the page opens the page alone", async ({ browser }) => {
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery?photo=no-such-photo")
    await expect.poll(() => photoInAddress(page)).toBeNull()
    expect(new URL(page.url()).pathname).toBe("/gallery")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await context.close()
  })
})

/** The viewer's large files in build mode (/static/<digest>/<size>/<name>), not the grid's tiles (/static/<digest>/<name>). */
const isLargeFile = (url: string) => /^\/static\/[^/]+\/[^/]+\/[^/]+$/.test(new URL(url).pathname)

/** What the viewer showed in one animation frame after the tap; before it is there, whether the tapped tile shows on the page, left out of the shade the tap drew. */
interface ViewerFrame {
  dialog: boolean
  tile: boolean
  large: boolean
  pageTile: boolean
}

test.describe("the tapped photo", () => {
  test("from the tap until the large file shows, every frame shows the tapped tile's pixels or the large file, never only a colour", async ({
    browser,
  }) => {
    test.skip(total < 1, "needs photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery")
    // The large files are held back (devtools' Fetch: the browser's cache stays on) until the frames are seen.
    const cdp = await context.newCDPSession(page)
    const held: string[] = []
    let holding = true
    cdp.on("Fetch.requestPaused", (event) => {
      if (holding && isLargeFile(event.request.url)) held.push(event.requestId)
      else void cdp.send("Fetch.continueRequest", { requestId: event.requestId })
    })
    await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*", resourceType: "Image" }] })
    // A probe on every animation frame from the tap on: the dialog, and whether a tile's or the large file's pixels are visible in it.
    await page.evaluate(() => {
      const frames: ViewerFrame[] = []
      let tapped: HTMLImageElement | null = null
      Object.assign(window, { viewerFrames: frames, stopProbe: false })
      document.addEventListener(
        "click",
        (event) => (tapped = (event.target as Element).closest("a")?.querySelector("img") ?? null),
        {
          capture: true,
          once: true,
        },
      )
      const visible = (img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 && Number(getComputedStyle(img).opacity) > 0 && img.getBoundingClientRect().width > 0
      // Whether something the page has over its screen, beside the site and the dialog (a shade), paints
      // over the middle of `tile`: its background, or its borders around a hole.
      const covered = (tile: HTMLImageElement) => {
        const middle = tile.getBoundingClientRect()
        const [x, y] = [middle.left + middle.width / 2, middle.top + middle.height / 2]
        const within = (left: number, top: number, right: number, bottom: number) =>
          x >= left && x <= right && y >= top && y <= bottom
        return Array.from(document.body.children).some((element) => {
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          if (element.id === "___gatsby" || element.querySelector('[role="dialog"]') || style.position !== "fixed") return false
          const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`))
          const inHole = within(
            box.left + border("left"),
            box.top + border("top"),
            box.right - border("right"),
            box.bottom - border("bottom"),
          )
          return within(box.left, box.top, box.right, box.bottom) && (!inHole || style.backgroundColor !== "rgba(0, 0, 0, 0)")
        })
      }
      const look = () => {
        if (tapped) {
          const images = Array.from(document.querySelectorAll<HTMLImageElement>('[role="dialog"] figure:not([aria-hidden]) img'))
          frames.push({
            dialog: document.querySelector('[role="dialog"]') !== null,
            tile: images.some((img) => img.alt === "" && visible(img)),
            large: images.some((img) => img.alt !== "" && visible(img)),
            pageTile: visible(tapped) && !covered(tapped),
          })
        }
        if (!(window as unknown as { stopProbe: boolean }).stopProbe) requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    const framesSeen = () => page.evaluate(() => (window as unknown as { viewerFrames: ViewerFrame[] }).viewerFrames.length)

    await thumbnails(page).first().tap()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    // Ten frames with the large file on its way, then it comes.
    await expect.poll(framesSeen).toBeGreaterThanOrEqual(10)
    holding = false
    await Promise.all(held.map((requestId) => cdp.send("Fetch.continueRequest", { requestId })))
    await page.waitForFunction(() =>
      (window as unknown as { viewerFrames: ViewerFrame[] }).viewerFrames.some((frame) => frame.large),
    )
    const frames = await page.evaluate(() => {
      Object.assign(window, { stopProbe: true })
      return (window as unknown as { viewerFrames: ViewerFrame[] }).viewerFrames
    })
    // The tap is answered by the shade alone, the tapped tile left out of it; then the viewer, the tile's pixels in it.
    const viewerFrom = frames.findIndex((frame) => frame.dialog)
    expect(viewerFrom).toBeGreaterThan(0)
    expect(frames.slice(0, viewerFrom).filter((frame) => !frame.pageTile)).toEqual([])
    expect(frames[viewerFrom]).toMatchObject({ tile: true, large: false })
    expect(frames.slice(viewerFrom).filter((frame) => !frame.tile && !frame.large)).toEqual([])
    await context.close()
  })
})

test.describe("the next photo", () => {
  test("is the neighbour the viewer loaded while it waited: the same picture, on screen in every frame from the tap on Next", async ({
    browser,
  }) => {
    test.skip(total < 3, "needs at least 3 photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery")
    await thumbnails(page).first().tap()
    const viewer = page.getByRole("dialog")
    await viewer.waitFor()
    // The neighbours wait beside the photo, their large files loaded and decoded; each is marked.
    await page.waitForFunction(() => {
      const waiting = Array.from(document.querySelectorAll<HTMLImageElement>('[role="dialog"] figure[aria-hidden] img'))
      return waiting.length === 2 && waiting.every((img) => img.complete && getComputedStyle(img).opacity === "1")
    })
    await page.evaluate(() => {
      const waited = new Set(document.querySelectorAll('[role="dialog"] figure[aria-hidden] img'))
      const frames: boolean[] = []
      const onScreen = (img: HTMLImageElement) => {
        const box = img.getBoundingClientRect()
        return img.complete && getComputedStyle(img).opacity === "1" && box.left < window.innerWidth && box.right > 0
      }
      // A large file (not the tapped tile's, hidden from assistive technology) on screen in each frame.
      const look = () => {
        frames.push(
          Array.from(document.querySelectorAll<HTMLImageElement>('[role="dialog"] figure img:not([aria-hidden])')).some(onScreen),
        )
        if (frames.length < 20) requestAnimationFrame(look)
      }
      document.addEventListener("click", () => requestAnimationFrame(look), { capture: true, once: true })
      Object.assign(window, {
        nextFrames: frames,
        shownWaited: () => {
          const shown = document.querySelector('[role="dialog"] figure:not([aria-hidden]) img:not([alt=""])')
          return shown !== null && waited.has(shown)
        },
      })
    })
    await viewer.getByRole("button", { name: "Next photo" }).tap()
    await expect(viewer.getByText(`2 of ${total} on this page`)).toBeVisible()
    type Probe = { nextFrames: boolean[]; shownWaited: () => boolean }
    await page.waitForFunction(() => (window as unknown as Probe).nextFrames.length === 20)
    expect(await page.evaluate(() => (window as unknown as Probe).nextFrames.filter((shown) => !shown).length)).toBe(0)
    expect(await page.evaluate(() => (window as unknown as Probe).shownWaited())).toBe(true)
    expect(await violations(page)).toEqual([])
    await context.close()
  })
})

/** An animation started on the page: on which element (and pseudo-element), what it moves, how long, whether its end holds. */
interface StartedAnimation {
  on: string
  animates: string
  duration: number
  holds: boolean
}

/** Every animation the page starts from now on: its scripts' Web Animations, and the CSS animations of what it adds to the page's body. */
async function recordAnimations(page: Page): Promise<() => Promise<StartedAnimation[]>> {
  await page.evaluate(() => {
    const started: StartedAnimation[] = []
    /** Notes an animation of `on`: the properties its keyframes move, its duration, whether it holds its end. */
    const note = (on: string, frames: object[], duration: unknown, fill: unknown) =>
      started.push({
        on,
        animates: [...new Set(frames.flatMap((frame) => Object.keys(frame)))]
          .filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key))
          .sort()
          .join(" "),
        duration: Number(duration ?? 0),
        holds: fill === "forwards",
      })
    // A CSS animation, seen as its element is added (it may be gone before the animation's first event).
    new MutationObserver((mutations) => {
      const elements = mutations.flatMap((mutation) => Array.from(mutation.addedNodes))
      for (const added of elements.filter((node): node is Element => node instanceof Element))
        for (const animation of added.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null
          const timing = effect?.getComputedTiming()
          note(added.tagName, effect?.getKeyframes() ?? [], timing?.duration, timing?.fill)
        }
    }).observe(document.body, { childList: true })
    const animate = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      const timing = typeof options === "object" ? options : { duration: options }
      const frames = Array.isArray(keyframes) ? keyframes : [keyframes ?? {}]
      note(
        `${this.tagName}${(timing as KeyframeAnimationOptions | undefined)?.pseudoElement ?? ""}`,
        frames,
        timing?.duration,
        timing?.fill,
      )
      return animate.call(this, keyframes, options)
    }
    Object.assign(window, { startedAnimations: started })
  })
  return () => page.evaluate(() => (window as unknown as { startedAnimations: StartedAnimation[] }).startedAnimations)
}

test.describe("the viewer's zoom from the tile", () => {
  test("opens from the tapped tile's place in 0.3 s and closes back into it; under reduced motion, neither", async ({
    browser,
  }) => {
    test.skip(total < 1, "needs photos in content/gallery/")
    for (const reducedMotion of [undefined, "reduce"] as const) {
      const { context, page } = await phonePage(browser, { reducedMotion })
      await visit(page, "/gallery")
      const started = await recordAnimations(page)
      await thumbnails(page).first().tap()
      await page.getByRole("dialog").waitFor()
      await animationsDone(page)
      const opening = await started()
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).tap()
      await page.getByRole("dialog").waitFor({ state: "detached" })
      const closing = (await started()).slice(opening.length)
      // The backdrop's shade and the photo's colour fade, the photo's frame moves (closing, fading into the tile and held
      // over it as the viewer goes): only what the compositor draws, transforms and opacity, each once each way.
      const expected = reducedMotion
        ? { opening: [], closing: [] }
        : {
            opening: [
              // The shade the tap draws at once (a CSS animation), then the viewer's, which goes on with its fade.
              { on: "DIV", animates: "opacity", duration: 300, holds: false },
              { on: "DIV", animates: "opacity", duration: 300, holds: false },
              { on: "DIV::before", animates: "opacity", duration: 300, holds: false },
              { on: "DIV", animates: "transform", duration: 300, holds: false },
            ],
            closing: [
              { on: "DIV", animates: "opacity", duration: 300, holds: true },
              { on: "DIV::before", animates: "opacity", duration: 300, holds: true },
              { on: "DIV", animates: "opacity transform", duration: 300, holds: true },
            ],
          }
      expect({ reducedMotion, opening, closing }).toEqual({ reducedMotion, ...expected })
      await context.close()
    }
  })

  test("fetches no tile for the neighbours: after the tap, only large files", async ({ browser }) => {
    test.skip(total < 3, "needs at least 3 photos in content/gallery/")
    const { context, page } = await phonePage(browser)
    await visit(page, "/gallery")
    const images: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(request.url())
    })
    await thumbnails(page).first().tap()
    await page.getByRole("dialog").waitFor()
    await page.getByRole("dialog").getByRole("button", { name: "Next photo" }).tap()
    await expect.poll(() => images.length).toBeGreaterThanOrEqual(3)
    expect(images.filter((url) => !isLargeFile(url))).toEqual([])
    await context.close()
  })
})

type Point = { x: number; y: number }

/** Fingers on the phone's screen through devtools (Input.dispatchTouchEvent): each point a finger, in order. */
/** Touches `points` (none: the fingers lift), dated `timestamp` (seconds since the epoch) when given, else as sent. */
async function fingers(
  cdp: CDPSession,
  type: "touchStart" | "touchMove" | "touchEnd",
  points: Point[],
  timestamp?: number,
): Promise<void> {
  await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((point, id) => ({ ...point, id })), timestamp })
}

/**
 * One finger from `from` by `by`, in `steps` moves as slow as a hand that stops before lifting: dated a
 * tenth of a second apart (the browser's own clock, so a busy test runner cannot make a flick of it,
 * and a drag goes on past a distance alone); `during` runs before it lifts (a move can reach the page a
 * frame after it is sent: wait for its state).
 */
async function drag(cdp: CDPSession, from: Point, by: Point, during: () => Promise<void> = async () => undefined): Promise<void> {
  const steps = 6
  const start = Date.now() / 1000
  await fingers(cdp, "touchStart", [from], start)
  for (let step = 1; step <= steps; step += 1)
    await fingers(cdp, "touchMove", [{ x: from.x + (by.x * step) / steps, y: from.y + (by.y * step) / steps }], start + step / 10)
  await during()
  await fingers(cdp, "touchEnd", [], start + (steps + 1) / 10)
}

/** Two fingers about `centre`, from `from` to `to` px apart. */
async function pinch(cdp: CDPSession, centre: Point, from: number, to: number): Promise<void> {
  const apart = (distance: number) => [
    { x: centre.x - distance / 2, y: centre.y },
    { x: centre.x + distance / 2, y: centre.y },
  ]
  await fingers(cdp, "touchStart", apart(from))
  for (let step = 1; step <= 6; step += 1) await fingers(cdp, "touchMove", apart(from + ((to - from) * step) / 6))
  await fingers(cdp, "touchEnd", [])
}

/** The photo's frame in the viewer, and how its pixels are zoomed and moved (the layer inside it). */
const viewerFrame = (page: Page) => page.locator('[role="dialog"] figure:not([aria-hidden]) > div').first()
const zoomOf = (page: Page) =>
  viewerFrame(page)
    .locator("> div")
    .evaluate((layer) => {
      const matrix = new DOMMatrix(getComputedStyle(layer).transform)
      return { scale: Number(matrix.a.toFixed(2)), x: Math.round(matrix.e), y: Math.round(matrix.f) }
    })
/** How far a drag has moved the photo and its caption (the figure's parent). */
const dragged = (page: Page) =>
  page.locator('[role="dialog"] figure:not([aria-hidden])').evaluate((figure) => {
    const matrix = new DOMMatrix(getComputedStyle(figure.parentElement ?? figure).transform)
    return { x: Math.round(matrix.e), y: Math.round(matrix.f) }
  })
const counterText = (page: Page) => page.locator('[role="dialog"] figcaption span').last().textContent()

/**
 * The phone with the viewer open on the first photo, its large file shown, and a devtools session for
 * touches; `prepare` runs on the page before it loads.
 */
async function viewerOnPhone(browser: Browser, prepare: (page: Page) => Promise<void> = async () => undefined) {
  const opened = await phonePage(browser)
  await prepare(opened.page)
  await visit(opened.page, "/gallery")
  await thumbnails(opened.page).first().tap()
  await opened.page.getByRole("dialog").waitFor()
  await opened.page.waitForFunction(() => {
    const large = document.querySelector<HTMLImageElement>('[role="dialog"] figure:not([aria-hidden]) img:not([alt=""])')
    return large !== null && large.complete && large.naturalWidth > 0 && getComputedStyle(large).opacity === "1"
  })
  await animationsDone(opened.page)
  const box = await viewerFrame(opened.page).boundingBox()
  if (!box) throw new Error("the viewer shows no photo")
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  return { ...opened, cdp: await opened.context.newCDPSession(opened.page), centre }
}

test.describe("the viewer's gestures", () => {
  test("a pinch zooms in at the fingers, the photo asking for a larger file, and a pinch out returns it whole", async ({
    browser,
  }) => {
    test.skip(total < 1, "needs photos in content/gallery/")
    const { context, page, cdp, centre } = await viewerOnPhone(browser)
    const large = page.locator('[role="dialog"] figure:not([aria-hidden]) img:not([alt=""])')
    const before = await large.evaluate((img: HTMLImageElement) => img.currentSrc)
    await pinch(cdp, centre, 40, 240)
    await expect.poll(async () => (await zoomOf(page)).scale).toBeGreaterThan(2)
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe(before)
    await expect(page.getByRole("button", { name: "Zoom out" })).toBeVisible()
    expect(await violations(page)).toEqual([])

    await pinch(cdp, centre, 240, 20)
    await expect.poll(() => zoomOf(page)).toEqual({ scale: 1, x: 0, y: 0 })
    await context.close()
  })

  test("a double-tap zooms in where it tapped, a drag then pans, and a double-tap returns it whole", async ({ browser }) => {
    test.skip(total < 1, "needs photos in content/gallery/")
    const { context, page, cdp, centre } = await viewerOnPhone(browser)
    const at = { x: centre.x + 40, y: centre.y }
    await page.touchscreen.tap(at.x, at.y)
    await page.touchscreen.tap(at.x, at.y)
    await expect.poll(async () => (await zoomOf(page)).scale).toBe(2.5)
    // The point tapped stays under the finger: 40 px right of the centre, zoomed 2.5 times, moved back 60.
    expect((await zoomOf(page)).x).toBe(-60)
    await drag(cdp, centre, { x: 30, y: 0 })
    await expect.poll(async () => (await zoomOf(page)).x).toBe(-30)
    expect(await counterText(page)).toBe(`1 of ${total} on this page`)
    await page.touchscreen.tap(at.x, at.y)
    await page.touchscreen.tap(at.x, at.y)
    await expect.poll(() => zoomOf(page)).toEqual({ scale: 1, x: 0, y: 0 })
    await context.close()
  })

  test("a sideways drag moves the photo under the finger and the next slides in; a short one springs back", async ({
    browser,
  }) => {
    test.skip(total < 2, "needs at least 2 photos in content/gallery/")
    const { context, page, cdp, centre } = await viewerOnPhone(browser)
    await drag(cdp, centre, { x: -30, y: 0 }, async () => {
      await expect.poll(() => dragged(page)).toEqual({ x: -30, y: 0 })
    })
    await expect.poll(() => dragged(page)).toEqual({ x: 0, y: 0 })
    expect(await counterText(page)).toBe(`1 of ${total} on this page`)

    await drag(cdp, centre, { x: -120, y: 0 }, async () => {
      await expect.poll(() => dragged(page)).toEqual({ x: -120, y: 0 })
    })
    await expect.poll(() => counterText(page)).toBe(`2 of ${total} on this page`)
    await expect.poll(() => dragged(page)).toEqual({ x: 0, y: 0 })
    await context.close()
  })

  test("none of it breaks the pages' security policy: the tap, a pinch, a double-tap, drags, Back, a photo's address opened cold", async ({
    browser,
  }) => {
    test.skip(total < 2, "needs at least 2 photos in content/gallery/")
    const { context, page, cdp, centre } = await viewerOnPhone(browser, recordViolations)
    await pinch(cdp, centre, 40, 240)
    await expect(page.getByRole("button", { name: "Zoom out" })).toBeVisible()
    await pinch(cdp, centre, 240, 20)
    await expect.poll(() => zoomOf(page)).toEqual({ scale: 1, x: 0, y: 0 })
    await page.touchscreen.tap(centre.x, centre.y)
    await page.touchscreen.tap(centre.x, centre.y)
    await expect.poll(async () => (await zoomOf(page)).scale).toBe(2.5)
    await drag(cdp, centre, { x: 30, y: 0 })
    await page.touchscreen.tap(centre.x, centre.y)
    await page.touchscreen.tap(centre.x, centre.y)
    await expect.poll(() => zoomOf(page)).toEqual({ scale: 1, x: 0, y: 0 })
    await drag(cdp, centre, { x: -120, y: 0 })
    await expect.poll(() => counterText(page)).toBe(`2 of ${total} on this page`)
    const address = page.url()
    await page.goBack()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    // Each document keeps its own: this one's before the next loads.
    expect(await policyViolations(page)).toEqual([])

    await visit(page, address)
    await page.getByRole("dialog").waitFor()
    await drag(cdp, centre, { x: 0, y: 300 })
    await page.getByRole("dialog").waitFor({ state: "detached" })
    expect(await policyViolations(page)).toEqual([])
    await context.close()
  })

  test("a drag down moves the photo with the finger and closes the viewer", async ({ browser }) => {
    test.skip(total < 1, "needs photos in content/gallery/")
    const { context, page, cdp, centre } = await viewerOnPhone(browser)
    await drag(cdp, centre, { x: 0, y: 300 }, async () => {
      await expect.poll(() => dragged(page)).toEqual({ x: 0, y: 300 })
    })
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await expect.poll(() => photoInAddress(page)).toBeNull()
    await context.close()
  })
})

test("a keyboard zooms with + and - and the zoom button, pans with the arrows when zoomed, and moves between photos when not", async ({
  page,
}) => {
  test.skip(total < 2, "needs at least 2 photos in content/gallery/")
  await visit(page, "/gallery")
  await thumbnails(page).first().click()
  await page.getByRole("dialog").waitFor()
  await animationsDone(page)
  await page.keyboard.press("+")
  await expect.poll(async () => (await zoomOf(page)).scale).toBe(1.5)
  await page.keyboard.press("ArrowRight")
  await expect.poll(async () => (await zoomOf(page)).x).toBeLessThan(0)
  expect(await counterText(page)).toBe(`1 of ${total} on this page`)
  await page.keyboard.press("-")
  await expect.poll(() => zoomOf(page)).toEqual({ scale: 1, x: 0, y: 0 })
  await page.keyboard.press("ArrowRight")
  await expect.poll(() => counterText(page)).toBe(`2 of ${total} on this page`)

  await page.getByRole("button", { name: "Zoom in" }).click()
  await expect.poll(async () => (await zoomOf(page)).scale).toBeGreaterThan(1)
  await page.getByRole("button", { name: "Zoom out" }).click()
  await expect.poll(() => zoomOf(page)).toEqual({ scale: 1, x: 0, y: 0 })
})
