/**
 * @jest-environment node
 */
import { PHONE_BENCHMARK_INDEX, slowdownFor } from "../../../benchmark/phone-slowdown"

describe("the CPU slowdown that emulates the phone", () => {
  it("slows a machine down to the phone's benchmarkIndex, in whole steps", () => {
    // The machines issue 66 was measured on, at Lighthouse's 4x, and this session's, three times faster.
    expect(slowdownFor(1300)).toBe(4)
    expect(slowdownFor(2394)).toBe(7)
    expect(slowdownFor(3666)).toBe(11)
    expect(Math.abs(3666 / slowdownFor(3666) - PHONE_BENCHMARK_INDEX)).toBeLessThan(PHONE_BENCHMARK_INDEX * 0.05)
  })

  it("never slows a machine less than Lighthouse's own mobile preset does", () => {
    expect(slowdownFor(900)).toBe(4)
    expect(slowdownFor(100)).toBe(4)
  })
})
