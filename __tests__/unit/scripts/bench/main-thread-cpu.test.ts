/**
 * @jest-environment node
 */
import { mainThreadCpuMs } from "../../../../scripts/bench/main-thread-cpu"

const MAIN = { pid: 7, tid: 1 }
const navigation = (ts: number, url = "http://127.0.0.1:9321/gallery") => ({
  name: "navigationStart",
  ph: "R",
  ...MAIN,
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
})
const task = (ts: number, durMs: number, cpuMs: number, thread = MAIN) => ({
  name: "RunTask",
  ph: "X",
  ...thread,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
})

describe("the main thread's CPU time of a load", () => {
  it("sums the CPU time of the main frame's main thread from its navigation, not the wall time", () => {
    const trace = [
      // Before the page's navigation (the blank page Lighthouse starts from) and on other threads: not the page's.
      task(500, 9, 8),
      navigation(1_000, "about:blank"),
      navigation(2_000),
      task(3_000, 21, 4),
      task(30_000, 14, 8),
      task(31_000, 30, 30, { pid: 7, tid: 2 }),
      task(32_000, 12, 12, { pid: 9, tid: 1 }),
      { name: "EvaluateScript", ph: "X", ...MAIN, ts: 30_100, dur: 9_000, tdur: 7_000 },
    ]
    expect(mainThreadCpuMs(trace)).toBe(12)
  })

  it("counts a task run inside another once, in the outer one", () => {
    const trace = [navigation(0), task(1_000, 20, 10), task(5_000, 5, 5), task(40_000, 6, 3)]
    expect(mainThreadCpuMs(trace)).toBe(13)
  })

  it("says so when the trace holds no navigation to a page", () => {
    expect(() => mainThreadCpuMs([navigation(0, "about:blank"), task(10, 5, 5)])).toThrow(/no navigation/)
  })
})
