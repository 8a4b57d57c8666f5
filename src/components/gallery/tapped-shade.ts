import { prefersLessMotion } from "../../lib/reduced-motion"
import { afterNextPaint } from "../../lib/when-idle"
import type { GalleryItem } from "./types"
import { tileOnScreen, ZOOM_TIMING } from "./viewer-zoom"
import * as styles from "./GalleryViewer.module.css"

/** The page dimmed by a tap on a tile, until the viewer takes over: its element and when its fade began. */
export interface TappedShade {
  element: HTMLElement
  since: number
}

/**
 * The screen's outline with a hole where `tile` is (evenodd: the hole is left out), in CSS pixels:
 * the shade's clip, so the tapped tile's pixels stay as they are while the page around them dims.
 */
export function outlineWithout(tile: DOMRectReadOnly, width: number, height: number): string {
  const [left, top, right, bottom] = [tile.left, tile.top, tile.right, tile.bottom].map((edge) => edge.toFixed(1))
  return `path(evenodd, "M0 0H${width}V${height}H0Z M${left} ${top}H${right}V${bottom}H${left}Z")`
}

/**
 * The tap on `item`'s tile (`tile`, its picture) answered in the next frame, before the viewer is
 * rendered: the viewer's shade drawn over the whole page. Where the viewer will zoom from the tile
 * (on screen, its file shown, its place in the photo known), the tile is left out and the shade fades
 * in as the viewer's zoom fades its own; else it is there at once, as the viewer's is, and so where
 * the visitor asks for less motion. Only opacity, which the compositor animates while the viewer
 * renders; styles set from script, which the pages' policy allows. The viewer removes it as its own
 * shade takes over (GalleryViewer).
 */
export function shadeTappedPage(tile: HTMLImageElement | null, item: GalleryItem): TappedShade {
  const element = document.createElement("div")
  element.className = `${styles.shade} ${styles.tappedShade}`
  const from = item.tileBox ? tileOnScreen(tile) : null
  if (from) element.style.clipPath = outlineWithout(from, window.innerWidth, window.innerHeight)
  if (from && !prefersLessMotion()) {
    // A CSS animation, started by the frame's own style pass: element.animate() here worked out the
    // page's style inside the tap's handler (5-19 ms of a tap at the phone's 8x, half of its handler).
    element.classList.add(styles.fadingIn)
    element.style.animationDuration = `${ZOOM_TIMING.duration}ms`
    element.style.animationTimingFunction = ZOOM_TIMING.easing
  }
  document.body.append(element)
  return { element, since: performance.now() }
}

// A tap answered, its viewer not yet rendered: taps meanwhile are not.
let answering = false

/**
 * A tap on `item`'s tile answered in the next frame by the shade alone (shadeTappedPage); `open`
 * renders the viewer, given the shade, once that frame is painted. A tap before then is not answered.
 */
export function answerTap(tile: HTMLImageElement | null, item: GalleryItem, open: (shade: TappedShade) => void): void {
  if (answering) return
  answering = true
  const shade = shadeTappedPage(tile, item)
  void afterNextPaint().then(() => {
    answering = false
    open(shade)
  })
}
