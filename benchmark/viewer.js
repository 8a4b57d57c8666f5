// @ts-check
/**
 * --viewer: the gallery's viewer on the bench's Android phone over slow connections (issue 101), at
 * the phone's CPU slowdown, on a site of real photos it was not tuned on, in both image modes. On
 * each connection, RUNS fresh loads of /gallery (viewer-figures.js takes their medians), each
 * hydrated and idle before the first tap: from the tap on the first tile until its pixels are on
 * screen in the viewer, and until the large file is; from a tap on Next until the next photo's large file is in the middle of the
 * screen; and each of the viewer's interactions (open, next, zoom, close), from the input to the
 * next paint (Event Timing). After each load, the floor of a tap on the same phone at the same
 * slowdown: a tap on the bare Gatsby page's heading (bare-page.js: the browser's and React's own
 * handling of a tap and a frame, nothing of the site's), as the main thread's figures are judged
 * against the stack's floor measured in the same run.
 */
const path = require("node:path")
const { startServer } = require("../scripts/local-host/serve")
const { PORT } = require("./constants")
const { CONNECTIONS, emulateConnection } = require("./connections")
const { PAGE_MOTION_SCRIPT, PHONES, asPhone } = require("./measure-pages")
const { VIEWER_SCRIPT } = require("./site")
const { loadRecordingInteractions } = require("./interactions")
const { tapMiddle } = require("./raw-input")

/** Resolves after two frames have been painted (run in the page). */
const afterTwoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))

/**
 * Rounds of fresh loads of /gallery: a pair a site and connection each (its frames probed, its
 * interactions), each pair followed by a load of the bare page (the floor). 9, not 5: one tap at 8x
 * on this machine takes 64-160 ms from load to load (the bare page's, minutes apart), and the medians
 * of 5 moved by 20-60 ms between runs of the same code (9bdfb59 and 37536d6: each run missed 3-4
 * budgets, a different 3-4 each time).
 */
const RUNS = 9

/** @typedef {{ tapAt: number | null, pixelsAt: number | null, largeAt: number | null, nextTapAt: number | null, nextAt: number | null }} Moments */

/**
 * In the page, from its start: the moment of the tap on a tile and on Next (their click events),
 * and of the first frame after each that shows the tapped tile's pixels or the large file (in the
 * viewer, or the page's tile left out of the shade the tap draws before the viewer is there), the
 * large file, and the next photo's large file in the middle of the screen (performance.now() in each animation frame).
 */
function recordViewerMoments() {
  /** @type {Moments} */
  const moments = { tapAt: null, pixelsAt: null, largeAt: null, nextTapAt: null, nextAt: null }
  Object.assign(window, { __viewer: moments })
  /** @type {HTMLImageElement | null} */
  let tapped = null
  /** The photo shown when Next was tapped (its figure: the tapped tile's pixels and its large file). @type {Element | null} */
  let leaving = null
  document.addEventListener(
    "click",
    (event) => {
      const target = /** @type {Element} */ (event.target)
      if (moments.tapAt === null && target.closest("main a[aria-haspopup]")) {
        moments.tapAt = event.timeStamp
        tapped = target.closest("a")?.querySelector("img") ?? null
      } else if (moments.nextTapAt === null && target.closest('[aria-label="Next photo"]')) {
        moments.nextTapAt = event.timeStamp
        leaving = document.querySelector('[role="dialog"] figure:not([aria-hidden])')
      }
    },
    true,
  )
  const shown = (/** @type {HTMLImageElement} */ img) =>
    img.complete && img.naturalWidth > 0 && Number(getComputedStyle(img).opacity) > 0
  // The tap's shade, over the page with a hole where the tapped tile is (src/components/gallery/tapped-shade.ts:
  // its borders around the tile, its middle clear), the tile's middle in that hole.
  const tileOutOfShade = () => {
    if (tapped === null || !shown(tapped)) return false
    const tile = tapped.getBoundingClientRect()
    const [x, y] = [tile.left + tile.width / 2, tile.top + tile.height / 2]
    return Array.from(document.body.children).some((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const border = (/** @type {string} */ side) => parseFloat(style.getPropertyValue(`border-${side}-width`))
      return (
        style.position === "fixed" &&
        style.backgroundColor === "rgba(0, 0, 0, 0)" &&
        ["top", "right", "bottom", "left"].some((side) => border(side) > 0) &&
        x >= box.left + border("left") &&
        x <= box.right - border("right") &&
        y >= box.top + border("top") &&
        y <= box.bottom - border("bottom")
      )
    })
  }
  const look = () => {
    const now = performance.now()
    const images = Array.from(
      document.querySelectorAll('[role="dialog"] figure:not([aria-hidden]) img'),
      (img) => /** @type {HTMLImageElement} */ (img),
    )
    const large = images.some((img) => img.alt !== "" && shown(img))
    if (moments.tapAt !== null) {
      if (moments.pixelsAt === null && (images.some(shown) || tileOutOfShade())) moments.pixelsAt = now
      if (moments.largeAt === null && large) moments.largeAt = now
    }
    // The next photo's pixels in the middle of the screen, as a visitor sees them: the neighbour slid in
    // (its counter and its name for a screen reader follow in the viewer's render after that frame).
    const centred = (/** @type {HTMLImageElement} */ img) => {
      const box = img.getBoundingClientRect()
      return Math.abs(box.left + box.width / 2 - window.innerWidth / 2) < window.innerWidth / 4
    }
    if (
      moments.nextTapAt !== null &&
      moments.nextAt === null &&
      Array.from(document.querySelectorAll('[role="dialog"] figure img'), (img) => /** @type {HTMLImageElement} */ (img)).some(
        (img) => !leaving?.contains(img) && shown(img) && centred(img),
      )
    )
      moments.nextAt = now
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}

/**
 * Whether the viewer shows the large file of the page's `photo`th photo (run in the page; polled, not
 * looked at in every frame as recordViewerMoments does). @param {number} photo
 */
function largeFileShown(photo) {
  const counter = document.querySelector('[role="dialog"] [aria-live="polite"]')
  return (
    counter?.textContent?.startsWith(`${photo} of`) === true &&
    Array.from(
      document.querySelectorAll('[role="dialog"] figure:not([aria-hidden]) img'),
      (img) => /** @type {HTMLImageElement} */ (img),
    ).some((img) => img.alt !== "" && img.complete && img.naturalWidth > 0 && Number(getComputedStyle(img).opacity) > 0)
  )
}

/** @typedef {{ start: number, duration: number }} InteractionEntry */

/**
 * The interactions' events the page recorded (recordInteractions), once Event Timing has reported
 * the last: it does so after the frame that followed the input is painted, so two more frames.
 * @param {import("playwright-core").Page} page @returns {Promise<InteractionEntry[]>}
 */
async function reportedInteractions(page) {
  await page.evaluate(afterTwoFrames)
  return page.evaluate(() => /** @type {Window & { __interactions?: InteractionEntry[] }} */ (window).__interactions ?? [])
}

/**
 * The longest of `entries` that started from `from` until `to`, ms; none reported means under
 * Event Timing's 16 ms threshold: 16.
 * @param {InteractionEntry[]} entries @param {number} from @param {number} [to]
 */
function longestIn(entries, from, to = Infinity) {
  const durations = entries.filter((entry) => entry.start >= from && entry.start < to).map((entry) => entry.duration)
  return durations.length > 0 ? Math.max(...durations) : 16
}

/**
 * One fresh load of `url` on `connection` at `cpuSlowdown`, the viewer walked through (open, next,
 * zoom, close), and its figures in ms. With `framesProbed`, recordViewerMoments on the page gives the
 * moments its frames show (pixelsMs, largeMs, nextMs); without it, they are NaN and `interactions`
 * (Event Timing) are the page's own: the probe's reads of styles and boxes in every frame after a tap
 * are the bench's work in the very frames those interactions end with, which the floor's page has
 * not (the open in netlify mode at slow 4G, 8 loads each, interleaved: median 176 ms with the probe,
 * 160 without), and the waits are polled rather than run in each frame.
 * @param {import("playwright-core").Browser} browser @param {string} url @param {(typeof CONNECTIONS)[number]} connection @param {number} cpuSlowdown
 * @param {boolean} framesProbed
 */
async function viewerOnce(browser, url, connection, cpuSlowdown, framesProbed) {
  const context = await browser.newContext(asPhone(PHONES[0]))
  try {
    const page = await loadRecordingInteractions(context, url, cpuSlowdown, async (loading, cdp) => {
      loading.setDefaultTimeout(120_000)
      if (framesProbed) await loading.addInitScript(recordViewerMoments)
      await emulateConnection(cdp, connection)
    })
    // What the page fetches once idle has arrived, the viewer's code among it: a visitor reads before
    // tapping (the network quiet alone came, on 3G at the phone's CPU, before the viewer's code did).
    for (const script of [PAGE_MOTION_SCRIPT, VIEWER_SCRIPT])
      await page.waitForFunction(
        (source) =>
          performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
        script.source,
      )
    await page.waitForLoadState("networkidle")
    const viewer = page.getByRole("dialog")
    /** @returns {Promise<Moments>} */
    const moments = () =>
      page.evaluate(() => /** @type {Window & { __viewer: Moments }} */ (/** @type {unknown} */ (window)).__viewer)
    const now = () => page.evaluate(() => performance.now())
    /** When each interaction began: open, next, zoom, close. */
    const began = [await now()]
    await tapMiddle(page.locator("main a[aria-haspopup]").first())
    if (framesProbed)
      await page.waitForFunction(
        () => /** @type {Window & { __viewer: Moments }} */ (/** @type {unknown} */ (window)).__viewer.largeAt !== null,
      )
    else await page.waitForFunction(largeFileShown, 1, { polling: 100 })
    // The visitor looks at the photo while its neighbours' large files arrive (the viewer preloads them), then moves on.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="dialog"] img'), (img) => /** @type {HTMLImageElement} */ (img)).every(
        (img) => !img.currentSrc || img.complete,
      ),
    )
    began.push(await now())
    await tapMiddle(viewer.getByRole("button", { name: "Next photo" }))
    if (framesProbed)
      await page.waitForFunction(
        () => /** @type {Window & { __viewer: Moments }} */ (/** @type {unknown} */ (window)).__viewer.nextAt !== null,
      )
    else await page.waitForFunction(largeFileShown, 2, { polling: 100 })
    began.push(await now())
    await tapMiddle(viewer.getByRole("button", { name: "Zoom in" }))
    await viewer.getByRole("button", { name: "Zoom out" }).waitFor()
    began.push(await now())
    await tapMiddle(viewer.getByRole("button", { name: "Close" }))
    await viewer.waitFor({ state: "detached" })
    const entries = await reportedInteractions(page)
    const [open, next, zoom, close] = began.map((from, index) => longestIn(entries, from, began[index + 1]))
    /** @type {Moments} */
    const unprobed = { tapAt: null, pixelsAt: null, largeAt: null, nextTapAt: null, nextAt: null }
    const { tapAt, pixelsAt, largeAt, nextTapAt, nextAt } = framesProbed ? await moments() : unprobed
    const since = (/** @type {number | null} */ from, /** @type {number | null} */ to) =>
      from === null || to === null ? NaN : to - from
    return {
      pixelsMs: since(tapAt, pixelsAt),
      largeMs: since(tapAt, largeAt),
      nextMs: since(nextTapAt, nextAt),
      interactions: { open, next, zoom, close },
    }
  } finally {
    await context.close()
  }
}

/**
 * One fresh load of the bare Gatsby page at `url` (its network not slowed: the tap comes once it is
 * idle) and a tap on its heading: the tap's longest event, input to next paint, in ms.
 * @param {import("playwright-core").Browser} browser @param {string} url @param {number} cpuSlowdown
 */
async function tapFloorOnce(browser, url, cpuSlowdown) {
  const context = await browser.newContext(asPhone(PHONES[0]))
  try {
    const page = await loadRecordingInteractions(context, url, cpuSlowdown)
    await page.waitForLoadState("networkidle")
    const from = await page.evaluate(() => performance.now())
    // The same raw tap as the viewer's, through the same harness.
    await tapMiddle(page.locator("main h1"))
    return longestIn(await reportedInteractions(page), from)
  } finally {
    await context.close()
  }
}

/** @typedef {import("./viewer-figures").Loads} Loads */

/**
 * Each load's figures on each connection for each built site of `sites` (its image mode and its
 * public folder): RUNS probed loads (the frames' moments) and RUNS more (the interactions:
 * viewerOnce), and the floor of a tap (tapFloorOnce) on the bare page in `barePublicFolder` after
 * each pair. Interleaved: a round is a pair of loads of every site on every connection, then the
 * next round, so the machine's own drift (the bench's builds just ended; another process for a
 * minute) falls on every row alike rather than on the first measured (a run measured row by row had
 * every figure of its first row 30-60 ms above the run before). viewer-figures.js makes the figures.
 * @param {import("playwright-core").Browser} browser @param {Array<{ mode: string, publicFolder: string }>} sites
 * @param {string} barePublicFolder @param {number} cpuSlowdown
 */
async function measureViewer(browser, sites, barePublicFolder, cpuSlowdown) {
  const servers = await Promise.all(
    sites.map(({ publicFolder }, index) => startServer({ root: publicFolder, port: PORT + 2 + index, log: () => undefined })),
  )
  const barePort = PORT + 2 + sites.length
  const bare = await startServer({ root: barePublicFolder, port: barePort, log: () => undefined })
  try {
    const rows = sites.flatMap(({ mode }, index) =>
      CONNECTIONS.map((connection) => ({
        mode,
        connection,
        url: `http://127.0.0.1:${PORT + 2 + index}/gallery`,
        /** @type {Loads} */
        loads: { pixelsMs: [], largeMs: [], nextMs: [], openMs: [], nextPaintMs: [], zoomMs: [], closeMs: [] },
        /** @type {number[]} */
        floorTaps: [],
      })),
    )
    for (let round = 1; round <= RUNS; round += 1) {
      for (const { mode, connection, url, loads, floorTaps } of rows) {
        console.log(
          `  The viewer, round ${round} of ${RUNS}, ${mode} mode, ${connection.name} at ${cpuSlowdown}x CPU: its frames, its interactions, and the bare page's tap`,
        )
        const probed = await viewerOnce(browser, url, connection, cpuSlowdown, true)
        const { interactions } = await viewerOnce(browser, url, connection, cpuSlowdown, false)
        loads.pixelsMs.push(probed.pixelsMs)
        loads.largeMs.push(probed.largeMs)
        loads.nextMs.push(probed.nextMs)
        loads.openMs.push(interactions.open)
        loads.nextPaintMs.push(interactions.next)
        loads.zoomMs.push(interactions.zoom)
        loads.closeMs.push(interactions.close)
        floorTaps.push(await tapFloorOnce(browser, `http://127.0.0.1:${barePort}/`, cpuSlowdown))
      }
    }
    return rows.map(({ mode, connection, loads, floorTaps }) => ({ mode, connection: connection.name, loads, floorTaps }))
  } finally {
    await Promise.all([...servers, bare].map((server) => server.close()))
  }
}

/** The public folder of a built site. @param {string} root */
const publicOf = (root) => path.join(root, "public")

module.exports = { measureViewer, publicOf }
