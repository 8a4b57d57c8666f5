/**
 * @jest-environment node
 */
import { cpuTimedTrace, mainThreadCpuMs } from "../../../../scripts/bench/main-thread-cpu"

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

describe("the trace with each main-thread task as long as its CPU time", () => {
  it("shortens each task of the page's main thread to its CPU time, and what ran inside it in proportion", () => {
    const evaluation = { name: "EvaluateScript", ph: "X", ...MAIN, ts: 3_000, dur: 8_000, tdur: 4_000 }
    const paint = { name: "firstContentfulPaint", ph: "I", ...MAIN, ts: 13_000 }
    const first = task(3_000, 20, 5)
    const trace = [navigation(2_000), first, evaluation, paint, task(30_000, 10, 10)]
    const timed = cpuTimedTrace(trace)
    expect(timed.map(({ name, ts, dur }) => ({ name, ts, dur }))).toEqual([
      { name: "navigationStart", ts: 2_000, dur: undefined },
      { name: "RunTask", ts: 3_000, dur: 5_000 },
      { name: "EvaluateScript", ts: 3_000, dur: 2_000 },
      { name: "firstContentfulPaint", ts: 5_500, dur: undefined },
      { name: "RunTask", ts: 30_000, dur: 10_000 },
    ])
    // The run's own events stay as they were.
    expect(first.dur).toBe(20_000)
    expect(evaluation.ts).toBe(3_000)
  })

  it("leaves other threads, other processes, what came before the navigation and what follows a task as they were", () => {
    const trace = [
      task(500, 9, 3),
      navigation(2_000),
      task(3_000, 20, 10),
      task(3_000, 20, 2, { pid: 7, tid: 2 }),
      task(4_000, 20, 2, { pid: 9, tid: 1 }),
      { name: "Layout", ph: "X", ...MAIN, ts: 23_000, dur: 1_000 },
    ]
    const timed = cpuTimedTrace(trace)
    expect(timed.map(({ dur }) => dur)).toEqual([9_000, undefined, 10_000, 20_000, 20_000, 1_000])
    expect(timed[5]).toBe(trace[5])
  })

  it("shortens a task run inside another once, with the outer one", () => {
    const trace = [navigation(0), task(1_000, 20, 10), task(5_000, 4, 4)]
    expect(cpuTimedTrace(trace).map(({ ts, dur }) => [ts, dur])).toEqual([
      [0, undefined],
      [1_000, 10_000],
      [3_000, 2_000],
    ])
  })

  it("never makes a task longer than it was, when its CPU time reads longer than its wall time", () => {
    expect(cpuTimedTrace([navigation(0), task(1_000, 5, 6)])[1].dur).toBe(5_000)
  })
})
