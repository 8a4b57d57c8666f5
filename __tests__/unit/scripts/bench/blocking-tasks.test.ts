/**
 * @jest-environment node
 */
import { blockingTasks, contentsOf } from "../../../../scripts/bench/blocking-tasks"
import { medianRunIndex } from "../../../../scripts/bench/main-thread-floor"

describe("what a run's blocking time is made of", () => {
  const evaluation = { childEvents: [{ name: "EvaluateScript" }] }
  const layout = { childEvents: [{ name: "Layout" }] }
  const beforePaint = { childEvents: [{ name: "ParseHTML" }] }
  const short = { childEvents: [{ name: "TimerFire" }] }

  it("counts each task's part over 50 ms between paint and interactive, as the mean of both simulations", () => {
    const optimistic = {
      paintMs: 1000,
      interactiveMs: 3000,
      tasks: [
        { node: beforePaint, start: 800, end: 950 },
        { node: layout, start: 950, end: 1120 },
        { node: evaluation, start: 1500, end: 1700 },
        { node: short, start: 1800, end: 1849 },
      ],
    }
    const pessimistic = {
      paintMs: 900,
      interactiveMs: 3500,
      tasks: [
        { node: beforePaint, start: 700, end: 850 },
        { node: layout, start: 870, end: 1040 },
        { node: evaluation, start: 1600, end: 1800 },
        { node: short, start: 1900, end: 1949 },
      ],
    }
    // layout: (120 - 50) optimistic, (140 - 50) pessimistic; evaluation: 150 in both.
    expect(blockingTasks(optimistic, pessimistic)).toEqual([
      { node: evaluation, startMs: 1500, durationMs: 200, blockingMs: 150 },
      { node: layout, startMs: 950, durationMs: 170, blockingMs: 80 },
    ])
  })

  it("ends at interactive: a task after it blocks nothing, one across it only up to it", () => {
    const simulation = {
      paintMs: 0,
      interactiveMs: 1000,
      tasks: [
        { node: evaluation, start: 900, end: 1200 },
        { node: layout, start: 1100, end: 1300 },
      ],
    }
    expect(blockingTasks(simulation, simulation)).toEqual([{ node: evaluation, startMs: 900, durationMs: 300, blockingMs: 50 }])
  })

  it("says what a task held: its longest events and the files they name", () => {
    const node = {
      childEvents: [
        { name: "EvaluateScript", dur: 30_000, args: { data: { url: "http://127.0.0.1:9321/app-3c4d.js" } } },
        { name: "v8.compile", dur: 12_000 },
        { name: "EvaluateScript", dur: 8_000, args: { data: { url: "http://127.0.0.1:9321/framework-1a2b.js" } } },
        { name: "Layout", dur: 2_000 },
      ],
    }
    expect(contentsOf(node)).toBe("EvaluateScript 38, v8.compile 12 [app-3c4d.js framework-1a2b.js]")
    expect(contentsOf({ childEvents: [{ name: "Layout", dur: 20_400 }] })).toBe("Layout 20")
  })

  it("explains the run nearest the median", () => {
    expect(medianRunIndex([410, 302, 590, 364, 330])).toBe(3)
    expect(medianRunIndex([300, 500])).toBe(0)
  })
})
