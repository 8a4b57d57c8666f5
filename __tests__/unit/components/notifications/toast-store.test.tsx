import { act, render, renderHook } from "@testing-library/react"
import React from "react"
import {
  dismissToast,
  resetToasts,
  toast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  useToasts,
} from "../../../../src/components/notifications/toast-store"

beforeEach(() => {
  jest.useFakeTimers()
  resetToasts()
})
afterEach(() => jest.useRealTimers())

describe("toast store", () => {
  it("shows at most one notification: a new one replaces the old", () => {
    const { result } = renderHook(() => useToasts())
    expect(TOAST_LIMIT).toBe(1)
    act(() => {
      toast({ title: "First" })
    })
    act(() => {
      toast({ title: "Second", variant: "destructive" })
    })
    expect(result.current).toHaveLength(1)
    expect(result.current[0]).toMatchObject({ title: "Second", variant: "destructive", open: true })
  })

  it("defaults to the default variant and keeps description and action", () => {
    const { result } = renderHook(() => useToasts())
    const onClick = jest.fn()
    act(() => {
      toast({ title: "Saved", description: "All good", action: { label: "Undo", altText: "Undo the save", onClick } })
    })
    expect(result.current[0]).toMatchObject({
      title: "Saved",
      description: "All good",
      variant: "default",
      action: { label: "Undo", altText: "Undo the save", onClick },
    })
  })

  it("closes a dismissed notification, then removes it once its closing animation had time to run", () => {
    const { result } = renderHook(() => useToasts())
    let id = ""
    act(() => {
      id = toast({ title: "Bye" }).id
    })
    act(() => dismissToast(id))
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })])
    act(() => {
      jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    })
    expect(result.current).toHaveLength(1)
    act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(result.current).toEqual([])
  })

  it("dismisses through the handle toast() returns, and dismisses all without an id", () => {
    const { result } = renderHook(() => useToasts())
    let handle: ReturnType<typeof toast> | undefined
    act(() => {
      handle = toast({ title: "One" })
    })
    act(() => handle?.dismiss())
    expect(result.current[0].open).toBe(false)
    act(() => {
      toast({ title: "Two" })
    })
    act(() => dismissToast())
    expect(result.current.every((item) => !item.open)).toBe(true)
  })

  it("hydrates a page without notifications in one render, with no render again right after", () => {
    let renders = 0
    function Page() {
      renders += 1
      return <p>{useToasts().length === 0 ? "No notifications" : "Notifications"}</p>
    }
    // The page as the server rendered it.
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = "<p>No notifications</p>"
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(<Page />, { container, hydrate: true })
    expect({ renders, errors: errors.mock.calls }).toEqual({ renders: 1, errors: [] })
    errors.mockRestore()
  })
})
