import { prefersLessMotion } from "../../lib/reduced-motion"
import { afterNextPaint } from "../../lib/when-idle"
import type { GalleryItem } from "./types"
import { tileOnScreen, ZOOM_TIMING } from "./viewer-zoom"
import * as styles from "./ViewerShade.module.css"

/** The page dimmed by a tap on a tile, until the viewer takes over: its element and when its fade began. */
export interface TappedShade {
  element: HTMLElement
  since: number
}

/**
 * The widths of the borders (top, right, bottom, left) that shade a `width` x `height` screen all
 * around `tile`, in CSS pixels: the tile's place on screen, as much of it as is on the screen, left
 * out in their middle.
 */
export function bordersAround(tile: DOMRectReadOnly, width: number, height: number): string {
  const edges = [tile.top, width - tile.right, height - tile.bottom, tile.left]
  return edges.map((edge) => `${Math.max(0, edge).toFixed(1)}px`).join(" ")
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
  if (from) {
    // The screen as the shade covers it (position: fixed; inset: 0): the viewport without its scrollbars.
    const screen = document.documentElement
    element.classList.add(styles.holed)
    element.style.borderWidth = bordersAround(from, screen.clientWidth, screen.clientHeight)
  }
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

/**
 * A tap on `item`'s tile (`tile`, its picture) rehearsed while the page is idle: its shade made as a
 * tap makes it, its style worked out, and taken off in the same task, never painted; so the first tap
 * does not wait for its code to be compiled and the shade's rules to be matched for the first time.
 */
export function rehearseTap(tile: HTMLImageElement | null, item: GalleryItem): void {
  const { element } = shadeTappedPage(tile, item)
  void getComputedStyle(element).opacity
  element.remove()
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
