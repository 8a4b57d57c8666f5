import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { GalleryViewer } from "../../../../src/components/gallery/GalleryViewer"
import type { GalleryItem } from "../../../../src/components/gallery/types"

// A painted frame, at once unless a test holds it back: the viewer's moves and its close wait for one.
const mockNextPaint = jest.fn(() => Promise.resolve())
jest.mock("../../../../src/lib/when-idle", () => ({
  ...jest.requireActual<object>("../../../../src/lib/when-idle"),
  afterNextPaint: () => mockNextPaint(),
}))

const picture = (name: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 1200,
  height: 900,
  backgroundColor: "#336699",
  images: { sources: [], fallback: { src: `/static/a/${name}-1200x900.jpg` } },
})

const items: GalleryItem[] = ["deck", "kitchen", "porch"].map((name) => ({
  id: name,
  fileName: `${name}.jpg`,
  alt: `The ${name}`,
  caption: `A ${name}`,
  category: "Remodeling",
  grid: picture(name),
  tileBox: null,
  large: picture(name),
}))

/** Lets the promises the viewer waits on (its first frame, a move's frame) settle, and React render. */
const frames = () => act(async () => undefined)

/** The viewer on the first photo, opened by its address (no tap); `props`: what a test watches. */
const renderViewer = (props: Partial<React.ComponentProps<typeof GalleryViewer>> = {}) =>
  render(
    <GalleryViewer
      items={items}
      photoNames={items.map((item) => item.id)}
      index={0}
      onIndexChange={() => undefined}
      onClose={() => undefined}
      tap={null}
      tileOf={() => null}
      {...props}
    />,
  )

/** Holds the next painted frame back: the returned function paints it. */
function holdNextPaint(): () => void {
  let paint: () => void = () => undefined
  mockNextPaint.mockImplementationOnce(() => new Promise<void>((resolve) => (paint = resolve)))
  return () => paint()
}

describe("GalleryViewer", () => {
  it("counts a step asked before it has rendered the last move from that move's photo: two quick presses move two photos", async () => {
    // The page behind has not rendered the first move yet when the second key comes (a slow phone): its index stays 0.
    const moved = jest.fn<void, [number]>()
    renderViewer({ onIndexChange: moved })
    await frames()
    fireEvent.keyDown(document, { key: "ArrowRight" })
    await frames()
    expect(moved).toHaveBeenLastCalledWith(1)
    fireEvent.keyDown(document, { key: "ArrowRight" })
    await frames()
    expect(moved).toHaveBeenLastCalledWith(2)
  })

  it("answers a tap on Close by hiding the viewer at once, and closes it once that frame is painted", async () => {
    const closed = jest.fn<void, [Promise<void>]>()
    renderViewer({ onClose: closed })
    await frames()
    const paint = holdNextPaint()
    fireEvent.click(screen.getByLabelText("Close"))
    await frames()
    const overlay = document.querySelector<HTMLElement>("[data-reach-dialog-overlay]")
    expect(overlay?.style.opacity).toBe("0")
    expect(closed).not.toHaveBeenCalled()
    await act(async () => paint())
    expect(closed).toHaveBeenCalledTimes(1)
  })

  it("zooms a key pressed while the button's zoom waits for its frame from that zoom, not from the photo whole", async () => {
    renderViewer()
    await frames()
    const paint = holdNextPaint()
    // The button zooms in twice (the most this frame allows: jsdom has no layout), "-" then takes it back by 1.5.
    fireEvent.click(screen.getByLabelText("Zoom in"))
    fireEvent.keyDown(document, { key: "-" })
    await act(async () => paint())
    await frames()
    const shown = document.querySelector('[role="dialog"] figure:not([aria-hidden])')
    const zoomed = Array.from(shown?.querySelectorAll<HTMLElement>("div") ?? []).map((layer) => layer.style.transform)
    expect(zoomed.filter((transform) => transform !== "")).toEqual(["translate(0px, 0px) scale(1.3333333333333333)"])
    expect(screen.getByLabelText("Zoom out")).toBeInTheDocument()
  })
})
