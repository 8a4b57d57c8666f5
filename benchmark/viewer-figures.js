// @ts-check
/** The viewer bench's figures (--viewer) from its loads (viewer.js measureViewer). */
const { median } = require("./numbers")

/**
 * Each load's figures of a mode and connection, ms: viewerOnce's, the interactions under their figures' names.
 * @typedef {{ pixelsMs: number[], largeMs: number[], nextMs: number[], openMs: number[], nextPaintMs: number[], zoomMs: number[], closeMs: number[] }} Loads
 */

/**
 * The figures of a run's loads (viewer.js measureViewer's rows). The large file, the one figure a connection
 * changes: the median of each mode's loads on each connection. The taps (the tapped photo's pixels,
 * next -> shown, and the interactions): the median of each mode's loads on both connections, as a tap
 * comes once the page, the viewer's code and the neighbours' large files are there, so the
 * connection has no part in it, and 18 loads rather than 9: one tap at 8x takes 50-220 ms from load
 * to load here, a median of 9 moves by about 15 ms, and with 20 figures judged 20-30 ms under their
 * budget, most runs of the same code missed one or two, a different one each time. Each tap is
 * judged against one floor of a tap: the median of all the run's taps on the bare page (after every
 * load of each mode and connection; tapped once idle on an unthrottled network, so its floor is the
 * machine's and the slowdown's alone).
 * @param {Array<{ mode: string, connection: string, loads: Loads, floorTaps: number[] }>} rows
 */
function viewerFigures(rows) {
  const tapFloorMs = median(rows.flatMap((row) => row.floorTaps))
  const modes = [...new Set(rows.map((row) => row.mode))]
  return {
    tapFloorMs,
    taps: modes.map((mode) => {
      const ofMode = rows.filter((row) => row.mode === mode)
      const pooled = (/** @type {keyof Loads} */ figure) => median(ofMode.flatMap((row) => row.loads[figure]))
      return {
        mode,
        loads: ofMode.flatMap((row) => row.loads.pixelsMs).length,
        pixelsMs: pooled("pixelsMs"),
        nextMs: pooled("nextMs"),
        openMs: pooled("openMs"),
        nextPaintMs: pooled("nextPaintMs"),
        zoomMs: pooled("zoomMs"),
        closeMs: pooled("closeMs"),
      }
    }),
    largeFile: rows.map(({ mode, connection, loads }) => ({ mode, connection, largeMs: median(loads.largeMs) })),
    loads: rows,
  }
}

module.exports = { viewerFigures }
