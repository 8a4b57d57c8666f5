import React from "react"
import { act, renderHook } from "@testing-library/react"
import { useLoadOnDemand } from "../../../src/hooks/useLoadOnDemand"

const Loaded = () => <p>loaded</p>

describe("useLoadOnDemand", () => {
  it("fetches the component's code on the first call only, and gives the component", async () => {
    const loader = jest.fn(() => Promise.resolve(Loaded))
    const { result } = renderHook(() => useLoadOnDemand(loader))
    expect(result.current[0]).toBeNull()
    await act(async () => {
      result.current[1]()
      result.current[1]()
    })
    expect(loader).toHaveBeenCalledTimes(1)
    expect(result.current[0]).toBe(Loaded)
  })

  it("handles a load that fails (offline: no unhandled chunk error, which makes Gatsby reload the page) and tries again on the next call", async () => {
    const unhandled = jest.fn()
    process.on("unhandledRejection", unhandled)
    const loader = jest
      .fn<Promise<typeof Loaded>, []>()
      .mockRejectedValueOnce(new Error("Loading chunk 753 failed."))
      .mockResolvedValueOnce(Loaded)
    const { result } = renderHook(() => useLoadOnDemand(loader))
    await act(async () => result.current[1]())
    expect(result.current[0]).toBeNull()
    await act(async () => result.current[1]())
    expect(loader).toHaveBeenCalledTimes(2)
    expect(result.current[0]).toBe(Loaded)
    process.off("unhandledRejection", unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})
