import {
  bounded,
  dismisses,
  mostScale,
  swipeOutcome,
  toggledAt,
  WHOLE,
  zoomedAt,
} from "../../../../src/components/gallery/viewer-view"

const frame = { width: 400, height: 300 }

describe("the viewer's zoom", () => {
  it("goes as far as one pixel of the largest file a CSS pixel, and at least twice", () => {
    expect(mostScale(2000, 400)).toBe(5)
    expect(mostScale(500, 400)).toBe(2)
  })

  it("keeps the photo within its frame: no zoom below whole, no pan past its edges", () => {
    expect(bounded({ scale: 0.5, x: 30, y: -20 }, frame, 4)).toEqual(WHOLE)
    expect(bounded({ scale: 2, x: 500, y: -500 }, frame, 4)).toEqual({ scale: 2, x: 200, y: -150 })
    expect(bounded({ scale: 9, x: 0, y: 0 }, frame, 4).scale).toBe(4)
  })

  it("zooms around the point under the finger, which stays where it was", () => {
    const point = { x: 100, y: 50 }
    const view = zoomedAt(WHOLE, 2, point, frame, 4)
    expect(view).toEqual({ scale: 2, x: -100, y: -50 })
    // The photo's point that was under the finger (100, 50 from the centre) is drawn at 100 x 2 - 100 = 100.
    expect(point.x * view.scale + view.x).toBe(point.x)
  })

  it("double-tap zooms in at the point, and a zoomed photo returns to whole", () => {
    const zoomed = toggledAt(WHOLE, { x: 0, y: 0 }, frame, 4)
    expect(zoomed).toEqual({ scale: 2.5, x: 0, y: 0 })
    expect(toggledAt(zoomed, { x: 50, y: 50 }, frame, 4)).toEqual(WHOLE)
    expect(toggledAt(WHOLE, { x: 0, y: 0 }, frame, 2).scale).toBe(2)
  })
})

describe("the viewer's drags", () => {
  it("go on to the next photo leftwards and the previous rightwards past 50 px, or on a flick", () => {
    expect(swipeOutcome(-120, 0)).toBe(1)
    expect(swipeOutcome(120, 0)).toBe(-1)
    expect(swipeOutcome(30, 0)).toBe(0)
    expect(swipeOutcome(-30, -0.8)).toBe(1)
    // A flick back towards where it started does not go on.
    expect(swipeOutcome(-30, 0.8)).toBe(0)
  })

  it("close the viewer when dragged down a fifth of the screen, or flicked down", () => {
    expect(dismisses(200, 0, 800)).toBe(true)
    expect(dismisses(100, 0, 800)).toBe(false)
    expect(dismisses(40, 0.9, 800)).toBe(true)
    expect(dismisses(-200, 0, 800)).toBe(false)
  })
})
