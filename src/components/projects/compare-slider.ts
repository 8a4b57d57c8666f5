import { splitText } from "./compare-split"

/**
 * What makes the before/after comparison move: the range input's value becomes the split (the CSS
 * variable --split of the stage) and its spoken value. Loaded by BeforeAfter only on a page that has
 * a pair, after the page is interactive; until then the input sits at its first value, as drawn.
 */

/** Follows `input` on `stage` from now on; returns what stops it. */
export function attachCompareSlider(stage: HTMLElement, input: HTMLInputElement): () => void {
  const follow = () => {
    const percent = Number(input.value)
    stage.style.setProperty("--split", `${percent}%`)
    input.setAttribute("aria-valuetext", splitText(percent))
  }
  follow()
  input.addEventListener("input", follow)
  return () => input.removeEventListener("input", follow)
}
