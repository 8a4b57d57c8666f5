import React from "react"
import { render } from "@testing-library/react"
import { useScrollLock } from "../../../src/hooks/useScrollLock"

function Locked() {
  useScrollLock()
  return null
}

describe("useScrollLock", () => {
  it("hides the page's overflow through element.style while mounted, and gives back what was there", () => {
    document.documentElement.style.overflow = "clip"
    const { unmount } = render(<Locked />)
    expect(document.documentElement.style.overflow).toBe("hidden")
    // Through the element's style, never an inserted <style> element, which the pages' policy refuses.
    expect(document.querySelectorAll("style")).toHaveLength(0)
    unmount()
    expect(document.documentElement.style.overflow).toBe("clip")
    document.documentElement.style.overflow = ""
  })
})
