import { prefersLessMotion } from "../../lib/reduced-motion"
import type { GalleryItem } from "./types"

/** Where a photo's grid tile sits in it, as fractions of its width and height (GalleryPhoto.tileBox). */
type PhotoBox = NonNullable<GalleryItem["tileBox"]>

/** The gallery's movement (docs/requirements.md: Constants): 0.3 s, easing out. */
export const ZOOM_TIMING = { duration: 300, easing: "cubic-bezier(0.4, 0, 0.22, 1)" } as const

/**
 * Where the viewer's frame (the whole photo, `frame` on screen) must be drawn for its box `box` to
 * lie exactly over the grid's tile `tile` on screen: the frame's transform (from its top left
 * corner). The tile and the box have the same shape (4:3).
 */
export function frameOverTile(frame: DOMRectReadOnly, box: PhotoBox, tile: DOMRectReadOnly): string {
  const scale = tile.width / (box.width * frame.width)
  const x = tile.left - frame.left - box.left * frame.width * scale
  const y = tile.top - frame.top - box.top * frame.height * scale
  return `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) scale(${scale.toFixed(4)})`
}

/** Where the tile is on screen when it is there (at least partly) with its file shown: what the viewer can zoom from and back to. */
export function tileOnScreen(tile: HTMLImageElement | null): DOMRectReadOnly | null {
  if (!tile?.complete || tile.naturalWidth === 0) return null
  const box = tile.getBoundingClientRect()
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 ? box : null
}

/** What the zoom moves: the photo's frame (its colour drawn by its ::before) and the backdrop's shade. */
interface ZoomParts {
  frame: HTMLElement
  shade: HTMLElement | null
  /** How long the shade has been fading in already (ms): the tap's shade's, which this one takes over (tapped-shade.ts). */
  shadeAhead?: number
}

/**
 * The viewer's zoom between a grid tile and the whole photo, in the gallery's 0.3 s: the frame
 * drawn from over the tile to its place, the photo's colour around the tile's pixels and the
 * backdrop's shade fading in; closing, back over the tile, fading out into it. Only transforms and
 * opacity, which the browser's compositor animates while the main thread is busy with the viewer.
 * None where the visitor asks for less motion (resolves at once). Web Animations set the styles
 * from script, which the pages' security policy allows.
 */
export function zoom(
  { frame, shade, shadeAhead = 0 }: ZoomParts,
  box: PhotoBox,
  tile: DOMRectReadOnly,
  direction: "open" | "close",
): Promise<void> {
  if (prefersLessMotion() || typeof frame.animate !== "function") return Promise.resolve()
  const overTile = { transform: frameOverTile(frame.getBoundingClientRect(), box, tile) }
  const whole = { transform: "none" }
  const shown = { opacity: 1 }
  const hidden = { opacity: 0 }
  const opening = direction === "open"
  // Closing, the frame stays over the tile until the viewer is gone.
  const options: KeyframeAnimationOptions = { ...ZOOM_TIMING, fill: opening ? "none" : "forwards" }
  const fade = opening ? [hidden, shown] : [shown, hidden]
  shade?.animate(fade, { ...options, delay: -shadeAhead })
  frame.animate(fade, { ...options, pseudoElement: "::before" })
  const animation = frame.animate(
    opening
      ? [overTile, whole]
      : [
          { ...whole, ...shown },
          { ...overTile, ...hidden },
        ],
    options,
  )
  return animation.finished.then(
    () => undefined,
    () => undefined,
  )
}
