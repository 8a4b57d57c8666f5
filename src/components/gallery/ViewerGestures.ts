import { useRef, type RefObject } from "react"
import { createUseGesture, dragAction, pinchAction, wheelAction } from "@use-gesture/react"
import { prefersLessMotion } from "../../lib/reduced-motion"
import { bounded, dismisses, swipeOutcome, toggledAt, zoomedAt, type View } from "./viewer-view"

interface GestureTargets {
  /** Where the gestures start: the photo's frame. */
  frame: RefObject<HTMLElement>
  /** What a drag moves: the photo with its caption, and its neighbours on either side. */
  track: RefObject<HTMLElement>
  /** The backdrop's shade, lighter as a drag down goes. */
  shade: RefObject<HTMLElement>
}

interface GestureActions {
  view: View
  setView: (view: View) => void
  /** How far the photo can zoom (mostScale), asked when a gesture needs it. */
  most: () => number
  /** Whether there are neighbours to move to. */
  many: boolean
  /** Move to the next (1) or previous (-1) photo, once it has slid in (the track left there). */
  go: (step: 1 | -1) => void
  /** Close the viewer (a drag down). */
  dismiss: () => void
}

/** Only the gestures the viewer uses, so only their code is bundled (@use-gesture's own way to leave the rest out). */
const useGesture = createUseGesture([dragAction, pinchAction, wheelAction])

/** A press this short (ms) and still (px) is a tap; two taps this close in time and place, a double-tap. */
const TAP_MS = 300
const TAP_PX = 10
const DOUBLE_TAP_MS = 300
const DOUBLE_TAP_PX = 30
/** A slide to the neighbour, or back, after the finger lifts. */
const SETTLE_MS = 200

/** The frame's size as laid out (CSS pixels, whatever transform it is drawn with): what a zoom and a pan are bounded by. */
export const frameSizeOf = (frame: HTMLElement | null) => ({ width: frame?.clientWidth ?? 0, height: frame?.clientHeight ?? 0 })

/** A point on screen as CSS pixels from the centre of `element`. */
function fromCentre(element: HTMLElement, [x, y]: [number, number]) {
  const box = element.getBoundingClientRect()
  return { x: x - (box.left + box.width / 2), y: y - (box.top + box.height / 2) }
}

/** Draws `element` moved by `transform` ("" for where it belongs). */
function place(element: HTMLElement, transform: string): void {
  element.style.transform = transform
}

/** The backdrop's shade as a drag down of `down` px leaves it (null for its own). */
function lighten(shade: HTMLElement | null, down: number | null): void {
  if (shade) shade.style.opacity = down === null ? "" : (1 - Math.min(1, down / window.innerHeight)).toFixed(3)
}

/** Moves `element` from where it is drawn to `transform`, then leaves it there. */
function settle(element: HTMLElement, transform: string): Promise<void> {
  const from = getComputedStyle(element).transform
  place(element, transform)
  if (prefersLessMotion()) return Promise.resolve()
  return element.animate([{ transform: from }, { transform }], { duration: SETTLE_MS, easing: "ease-out" }).finished.then(
    () => undefined,
    () => undefined,
  )
}

/**
 * The viewer's gestures (@use-gesture): pinch and double-tap zoom at the finger and the wheel at the
 * pointer; a drag pans a zoomed photo; on a whole photo a horizontal drag moves it under the finger
 * with the neighbour sliding in, going on past a distance or a flick and springing back otherwise,
 * and a drag down lightens the backdrop and closes the viewer past a fifth of the screen. The drag's
 * movement is written straight to the elements' styles (CSSOM), not rendered: a slow phone keeps up.
 */
function useViewerGestures({ frame, track, shade }: GestureTargets, actions: GestureActions): void {
  const pressed = useRef({ at: 0, x: 0, y: 0 })
  const lastTap = useRef({ at: 0, x: 0, y: 0 })
  const frameSize = () => frameSizeOf(frame.current)

  /** A tap or a click on the photo: the second within a moment, at the same place, zooms in or out there. */
  function tapped(x: number, y: number, at: number) {
    const { view, setView } = actions
    const most = actions.most()
    const last = lastTap.current
    const double = at - last.at < DOUBLE_TAP_MS && Math.hypot(x - last.x, y - last.y) < DOUBLE_TAP_PX
    lastTap.current = double ? { at: 0, x: 0, y: 0 } : { at, x, y }
    if (double && frame.current) setView(toggledAt(view, fromCentre(frame.current, [x, y]), frameSize(), most))
  }

  function released(axis: "x" | "y", movement: number, speed: number) {
    const moved = track.current
    if (!moved) return
    const { many, go, dismiss } = actions
    if (axis === "y") {
      if (dismisses(movement, speed, window.innerHeight)) return dismiss()
      lighten(shade.current, null)
      void settle(moved, "none").then(() => place(moved, ""))
      return
    }
    const step = many ? swipeOutcome(movement, speed) : 0
    if (step === 0) {
      void settle(moved, "none").then(() => place(moved, ""))
      return
    }
    // Left where the neighbour is shown: the viewer puts the track back once it has drawn that photo in the middle.
    void settle(moved, `translateX(${-step * window.innerWidth}px)`).then(() => go(step))
  }

  useGesture(
    {
      onDrag: ({ first, last, tap, xy, initial, velocity: [vx, vy], direction: [dx, dy], pinching, cancel, memo }) => {
        if (pinching) return cancel()
        // A tap is a click (tapped): a drag moves from where the finger first touched.
        if (tap) return memo
        const [mx, my] = [xy[0] - initial[0], xy[1] - initial[1]]
        const { view, setView } = actions
        const most = actions.most()
        // A zoomed photo pans under the finger.
        if (view.scale > 1) {
          const from = (first || !memo ? view : memo) as View
          setView(bounded({ ...from, x: from.x + mx, y: from.y + my }, frameSize(), most))
          return from
        }
        const moved = track.current
        if (!moved) return memo
        const axis = (memo as "x" | "y" | undefined) ?? (Math.abs(mx) >= Math.abs(my) ? "x" : "y")
        if (axis === "x") place(moved, `translateX(${mx}px)`)
        else {
          place(moved, `translateY(${Math.max(0, my)}px)`)
          lighten(shade.current, Math.max(0, my))
        }
        if (last) released(axis, axis === "x" ? mx : Math.max(0, my), axis === "x" ? vx * dx : vy * dy)
        return axis
      },
      onPinch: ({ origin, movement: [ratio], first, memo }) => {
        const { view, setView } = actions
        const most = actions.most()
        if (!frame.current) return memo
        const start = (first || !memo ? { view, point: fromCentre(frame.current, origin) } : memo) as {
          view: View
          point: { x: number; y: number }
        }
        setView(zoomedAt(start.view, start.view.scale * ratio, start.point, frameSize(), most))
        return start
      },
      onWheel: ({ event, delta: [, deltaY] }) => {
        event.preventDefault()
        const { view, setView } = actions
        const most = actions.most()
        if (!frame.current) return
        const point = fromCentre(frame.current, [event.clientX, event.clientY])
        setView(zoomedAt(view, view.scale * Math.exp(-deltaY / 300), point, frameSize(), most))
      },
      // Taps are told from the pointer's own press and release: a browser may hold back the click of a tap that follows a drag.
      onPointerDown: ({ event: { clientX: x, clientY: y, timeStamp: at } }) => {
        pressed.current = { at, x, y }
      },
      onPointerUp: ({ event: { clientX: x, clientY: y, timeStamp: at } }) => {
        const press = pressed.current
        if (at - press.at < TAP_MS && Math.hypot(x - press.x, y - press.y) < TAP_PX) tapped(x, y, at)
      },
    },
    {
      target: frame,
      eventOptions: { passive: false },
      drag: { filterTaps: true },
      pinch: { scaleBounds: { min: 0.5, max: 8 } },
    },
  )
}

/**
 * The viewer's gestures on its photo's frame, drawing nothing: mounted once the viewer has drawn its
 * first frame, so a tap that opens it is answered before the gestures are set up.
 */
export function ViewerGestures({ actions, ...targets }: GestureTargets & { actions: GestureActions }): null {
  useViewerGestures(targets, actions)
  return null
}
