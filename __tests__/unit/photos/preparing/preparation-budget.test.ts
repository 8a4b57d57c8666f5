/**
 * @jest-environment node
 */
import { preparationBudget, reserveSeconds, type BudgetSettings } from "../../../../src/photos/preparing/preparation-budget"

/** A clock the test moves by hand, in milliseconds. */
function fakeClock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (seconds: number) => void (time += seconds * 1000) }
}

const budgetOf = (settings: Partial<BudgetSettings> & { now: () => number }) =>
  preparationBudget({ limitSeconds: 900, startedAt: settings.now(), photoCap: null, current: 0, parallel: 3, ...settings })

describe("photos a build may start within its time limit", () => {
  it("starts every photo when the build has no limit and no cap", () => {
    const clock = fakeClock()
    const budget = budgetOf({ ...clock, limitSeconds: null })
    for (let photo = 0; photo < 1000; photo++) expect(budget.tryStart()).toBe(true)
  })

  it("starts one photo per core before any is done, then goes at the build's own pace", () => {
    const clock = fakeClock()
    const budget = budgetOf({ ...clock })
    expect([budget.tryStart(), budget.tryStart(), budget.tryStart(), budget.tryStart()]).toEqual([true, true, true, false])
  })

  it("stops starting photos when the ones in flight and the next would end past the deadline less the reserve", () => {
    const clock = fakeClock()
    const budget = budgetOf({ ...clock, parallel: 1 })
    // One photo every 2 s: with 900 s and the reserve for the photos published, about (900 - reserve) / 2 fit.
    let made = 0
    while (budget.tryStart()) {
      clock.advance(2)
      budget.done()
      made++
    }
    const fit = (photos: number) => 2 * photos + reserveSeconds(photos) <= 900
    expect(fit(made)).toBe(true)
    expect(fit(made + 1)).toBe(false)
    expect(budget.tryStart()).toBe(false)
  })

  it("counts the photos in flight, and the photos already published in the reserve", () => {
    const clock = fakeClock()
    const withCurrent = budgetOf({ ...clock, current: 3000, parallel: 1 })
    expect(withCurrent.tryStart()).toBe(reserveSeconds(3001) < 900)
    // 200 s for the first photo done: one more, alone, ends at 400 s, within 900 s less the
    // reserve; with three more still in flight (four started at once) it would end at 1000 s, past it.
    const oneMoreAfter = (startedAtOnce: number) => {
      const budget = budgetOf({ ...clock, startedAt: clock.now(), parallel: startedAtOnce })
      for (let photo = 0; photo < startedAtOnce; photo++) budget.tryStart()
      clock.advance(200)
      budget.done()
      return budget.tryStart()
    }
    expect(oneMoreAfter(1)).toBe(true)
    expect(oneMoreAfter(4)).toBe(false)
  })

  it("counts from when the build began, not from when preparation did", () => {
    const clock = fakeClock()
    const late = budgetOf({ ...clock, startedAt: clock.now() - 890_000 })
    expect(late.tryStart()).toBe(false)
  })

  it("never starts another once it refused one, photos going in the order visitors meet them", () => {
    const clock = fakeClock()
    const budget = budgetOf({ ...clock, parallel: 1 })
    expect(budget.tryStart()).toBe(true)
    expect(budget.tryStart()).toBe(false)
    budget.done()
    expect(budget.tryStart()).toBe(false)
  })

  it("makes at most the cap's photos in one build, without a limit too", () => {
    const clock = fakeClock()
    const budget = budgetOf({ ...clock, limitSeconds: null, photoCap: 2 })
    expect([budget.tryStart(), budget.tryStart(), budget.tryStart()]).toEqual([true, true, false])
  })
})
