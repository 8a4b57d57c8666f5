/**
 * What the viewer's gestures decide, apart from the events: how far the photo is zoomed and moved
 * within its frame, and whether a drag goes on to the neighbouring photo or closes the viewer.
 */

/** The photo's zoom and its pan, in CSS pixels from the frame's centre (the zoom's origin). */
export interface View {
  scale: number
  x: number
  y: number
}

/** The whole photo, as the viewer opens. */
export const WHOLE: View = { scale: 1, x: 0, y: 0 }

/** How the photo's pixels are drawn for `view` (none when whole). */
export const viewTransform = ({ scale, x, y }: View): string | undefined =>
  scale > 1 ? `translate(${x}px, ${y}px) scale(${scale})` : undefined

interface Size {
  width: number
  height: number
}

/** A double-tap, the zoom button and `+` zoom this far (or to the most, if less). */
const STEP_SCALE = 2.5

/**
 * How far a photo can be zoomed: until each pixel of its largest file (`largestWidth` px wide) is
 * one CSS pixel, shown `shownWidth` wide; at least twice, so a small photo can be looked at closer too.
 */
export function mostScale(largestWidth: number, shownWidth: number): number {
  return shownWidth > 0 ? Math.max(2, largestWidth / shownWidth) : 2
}

const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** `view` kept inside what the frame can show: zoom from 1 to `most`, the pan never past the photo's edges. */
export function bounded(view: View, frame: Size, most: number): View {
  const scale = within(view.scale, 1, most)
  const reachX = (frame.width * (scale - 1)) / 2
  const reachY = (frame.height * (scale - 1)) / 2
  return { scale, x: within(view.x, -reachX, reachX) + 0, y: within(view.y, -reachY, reachY) + 0 }
}

/**
 * `view` zoomed to `scale` around `point` (CSS pixels from the frame's centre), which stays under
 * the finger or the pointer, then bounded.
 */
export function zoomedAt(view: View, scale: number, point: { x: number; y: number }, frame: Size, most: number): View {
  const next = within(scale, 1, most)
  const ratio = next / view.scale
  return bounded({ scale: next, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio }, frame, most)
}

/** A double-tap or the zoom button: the whole photo zooms in at `point`; a zoomed one returns to whole. */
export function toggledAt(view: View, point: { x: number; y: number }, frame: Size, most: number): View {
  return view.scale > 1 ? WHOLE : zoomedAt(view, Math.min(STEP_SCALE, most), point, frame, most)
}

/** A horizontal drag goes on to the next photo (1) or the previous (-1) past this distance. */
const SWIPE_DISTANCE_PX = 50
/** ... or when the finger leaves faster than this (px/ms), a flick, whatever the distance. */
const FLICK_SPEED = 0.4
/** A drag down closes the viewer past this share of the screen's height, or on a flick down. */
const DISMISS_SHARE = 0.2

/** Where a horizontal drag of `dx` px, leaving at `vx` px/ms, takes the viewer: the next photo, the previous, or back. */
export function swipeOutcome(dx: number, vx: number): -1 | 0 | 1 {
  const flick = Math.abs(vx) > FLICK_SPEED && Math.abs(dx) > 10 && Math.sign(vx) === Math.sign(dx)
  if (Math.abs(dx) <= SWIPE_DISTANCE_PX && !flick) return 0
  return dx < 0 ? 1 : -1
}

/** Whether a drag down of `dy` px, leaving at `vy` px/ms, closes the viewer (a screen `height` px tall). */
export function dismisses(dy: number, vy: number, height: number): boolean {
  return dy > DISMISS_SHARE * height || (vy > FLICK_SPEED && dy > 10)
}
