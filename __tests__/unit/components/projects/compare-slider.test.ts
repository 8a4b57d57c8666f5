import { fireEvent } from "@testing-library/react"
import { attachCompareSlider } from "../../../../src/components/projects/compare-slider"

function comparison() {
  document.body.innerHTML = '<div id="stage"><input type="range" min="0" max="100" value="50"></div>'
  const stage = document.getElementById("stage") as HTMLElement
  return { stage, input: stage.querySelector("input") as HTMLInputElement }
}

describe("attachCompareSlider", () => {
  it("moves the split and says its value as the slider moves, and stops when detached", () => {
    const { stage, input } = comparison()
    const detach = attachCompareSlider(stage, input)
    expect(stage.style.getPropertyValue("--split")).toBe("50%")
    fireEvent.input(input, { target: { value: "30" } })
    expect(stage.style.getPropertyValue("--split")).toBe("30%")
    expect(input.getAttribute("aria-valuetext")).toBe("Before 30%, after 70%")
    detach()
    fireEvent.input(input, { target: { value: "80" } })
    expect(stage.style.getPropertyValue("--split")).toBe("30%")
  })

  it("starts from where the visitor already moved it before the script arrived", () => {
    const { stage, input } = comparison()
    input.value = "12"
    attachCompareSlider(stage, input)
    expect(stage.style.getPropertyValue("--split")).toBe("12%")
    expect(input.getAttribute("aria-valuetext")).toBe("Before 12%, after 88%")
  })
})
