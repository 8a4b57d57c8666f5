import { prefersLessMotion } from "../../lib/reduced-motion"
import type { GalleryItem } from "./types"

/** Where a photo's grid tile sits in it, as fractions of its width and height (GalleryPhoto.tileBox). */
type PhotoBox = NonNullable<GalleryItem["tileBox"]>

/** The gallery's movement (SPEC.md §9): 0.3 s. */
const ZOOM_MS = 300

/**
 * Where the viewer's frame (the whole photo, `frame` on screen) must be drawn for its box `box` to
 * lie exactly over the grid's tile `tile` on screen, cut to that box: the frame's transform (from
 * its top left corner) and clip. The tile and the box have the same shape (4:3).
 */
export function frameOverTile(
  frame: DOMRectReadOnly,
  box: PhotoBox,
  tile: DOMRectReadOnly,
): { transform: string; clipPath: string } {
  const scale = tile.width / (box.width * frame.width)
  const x = tile.left - frame.left - box.left * frame.width * scale
  const y = tile.top - frame.top - box.top * frame.height * scale
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`
  return {
    transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) scale(${scale.toFixed(4)})`,
    clipPath: `inset(${percent(box.top)} ${percent(1 - box.left - box.width)} ${percent(1 - box.top - box.height)} ${percent(box.left)})`,
  }
}

/** The tile on screen (at least partly), with its file shown: what the viewer can zoom from and back to. */
export function tileOnScreen(tile: HTMLImageElement | null): tile is HTMLImageElement {
  if (!tile?.complete || tile.naturalWidth === 0) return false
  const box = tile.getBoundingClientRect()
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
}

/**
 * The viewer's zoom between a grid tile and the whole photo, in the gallery's 0.3 s, the backdrop
 * fading with it; none where the visitor asks for less motion (resolves at once). Web Animations
 * set the styles from script, which the pages' security policy allows.
 */
export function zoom(
  frame: HTMLElement,
  backdrop: HTMLElement | null,
  box: PhotoBox,
  tile: HTMLImageElement,
  direction: "open" | "close",
): Promise<void> {
  if (prefersLessMotion() || typeof frame.animate !== "function") return Promise.resolve()
  const overTile = frameOverTile(frame.getBoundingClientRect(), box, tile.getBoundingClientRect())
  const whole = { transform: "none", clipPath: "inset(0% 0% 0% 0%)" }
  const [from, to] = direction === "open" ? [overTile, whole] : [whole, overTile]
  // Closing, the frame stays over the tile until the viewer is gone.
  const options: KeyframeAnimationOptions = {
    duration: ZOOM_MS,
    easing: "cubic-bezier(0.4, 0, 0.22, 1)",
    fill: direction === "close" ? "forwards" : "none",
  }
  if (backdrop) {
    const shaded = { backgroundColor: getComputedStyle(backdrop).backgroundColor }
    const clear = { backgroundColor: "rgb(10 14 22 / 0)" }
    backdrop.animate(direction === "open" ? [clear, shaded] : [shaded, clear], options)
  }
  const animation = frame.animate([from, to], options)
  return animation.finished.then(
    () => undefined,
    () => undefined,
  )
}
