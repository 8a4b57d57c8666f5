/**
 * @jest-environment node
 */
import { isTimed, summarizeRuns } from "../../../benchmark/lighthouse"

type Report = Parameters<typeof isTimed>[0]

/** A report of its own: the timings, blocking time and scores Lighthouse gives, `interactive` absent when null. */
function report({ fcp, tti, tbt, performance }: { fcp: number; tti: number | null; tbt: number; performance: number }): Report {
  const audit = (id: string, numericValue?: number, score: number | null = null, scoreDisplayMode = "numeric") => ({
    id,
    title: id,
    description: "",
    score,
    scoreDisplayMode,
    numericValue,
  })
  const audits = {
    "first-contentful-paint": audit("first-contentful-paint", fcp),
    "largest-contentful-paint": audit("largest-contentful-paint", fcp + 400),
    "total-blocking-time": audit("total-blocking-time", tbt),
    "mainthread-work-breakdown": audit("mainthread-work-breakdown", 900),
    "image-alt": audit("image-alt", undefined, 1, "binary"),
    ...(tti === null ? {} : { interactive: audit("interactive", tti) }),
  }
  const category = (score: number) => ({ id: "", title: "", score, auditRefs: [] })
  return {
    audits,
    categories: {
      performance: category(performance),
      accessibility: category(1),
      "best-practices": category(1),
      seo: category(1),
    },
  } as unknown as Report
}

describe("a page's Lighthouse runs, summed up", () => {
  const runs = [
    report({ fcp: 1200, tti: 3000, tbt: 80, performance: 0.91 }),
    report({ fcp: 1300, tti: 3200, tbt: 120, performance: 0.89 }),
    report({ fcp: 1250, tti: 3100, tbt: 100, performance: 0.9 }),
  ]

  it("leaves out a run without time to interactive instead of ending the bench", async () => {
    const untimed = report({ fcp: 1250, tti: null, tbt: 0, performance: 0.95 })
    expect(isTimed(untimed)).toBe(false)
    expect(runs.every(isTimed)).toBe(true)
    const summary = await summarizeRuns([...runs, untimed].filter(isTimed))
    expect(summary.blockingRuns).toEqual([80, 120, 100])
    expect(summary.blockingMs).toBe(100)
    // Lighthouse's median run: the one nearest the median first paint and time to interactive.
    expect(summary.performance).toBe(90)
    expect(summary.performanceRuns).toEqual([91, 89, 90])
    expect(summary.accessibility).toBe(100)
  })

  it("gives figures no budget passes when no run was timed", async () => {
    const summary = await summarizeRuns([])
    expect(summary.blockingMs).toBeNaN()
    expect(summary.performance).toBeNaN()
    expect(summary.accessibility).toBeNaN()
    expect(summary.blockingMs <= 1000).toBe(false)
    expect(summary.accessibility >= 100).toBe(false)
  })
})
