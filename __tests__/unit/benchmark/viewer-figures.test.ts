import { viewerFigures } from "../../../benchmark/viewer-figures"

/**
 * The viewer bench's figures from its loads (viewer-figures.js): a tap's figures are the median
 * of a mode's loads on both connections, the large file the median of each connection's, the floor
 * the median of every tap on the bare page.
 */
const loads = (pixelsMs: number[], largeMs: number[]) => ({
  pixelsMs,
  largeMs,
  nextMs: pixelsMs,
  openMs: pixelsMs,
  nextPaintMs: pixelsMs,
  zoomMs: pixelsMs,
  closeMs: pixelsMs,
})

describe("the viewer bench's figures", () => {
  const figures = viewerFigures([
    { mode: "build", connection: "slow 4G", loads: loads([100, 200, 110], [800, 900, 850]), floorTaps: [60, 70, 80] },
    { mode: "build", connection: "3G", loads: loads([90, 120, 300], [2600, 2700, 2650]), floorTaps: [90, 100, 64] },
    { mode: "netlify", connection: "slow 4G", loads: loads([50, 60, 70], [700, 710, 720]), floorTaps: [72] },
  ])

  it("pools a mode's taps over both connections and keeps the large file per connection", () => {
    // build: 90, 100, 110, 120, 200, 300 -> the median of six.
    expect(figures.taps.map(({ mode, loads: count, pixelsMs, closeMs }) => ({ mode, count, pixelsMs, closeMs }))).toEqual([
      { mode: "build", count: 6, pixelsMs: 115, closeMs: 115 },
      { mode: "netlify", count: 3, pixelsMs: 60, closeMs: 60 },
    ])
    expect(figures.largeFile).toEqual([
      { mode: "build", connection: "slow 4G", largeMs: 850 },
      { mode: "build", connection: "3G", largeMs: 2650 },
      { mode: "netlify", connection: "slow 4G", largeMs: 710 },
    ])
  })

  it("judges every tap against one floor: the median of all the run's taps on the bare page", () => {
    expect(figures.tapFloorMs).toBe(72)
  })
})
