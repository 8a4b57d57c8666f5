/**
 * Screens above 2x (most phones now: DPR 2.625 to 3.5) get the files a 2x screen gets. Their
 * pixels are too small to show what a 3x file adds, so it would cost them 2.25 times the bytes for
 * nothing. The browser picks a file for `sizes` x DPR; on such screens every size is scaled by 2/3
 * (exactly 2x at DPR 3), under the same conditions as before.
 */
export const DENSE_SCREEN = "(min-resolution: 2.5dppx)"
const DENSE_SCALE = "2 / 3"

/** "(a) x, (b) y, z" -> ["(a) x", "(b) y", "z"]: commas inside min(), calc() or a condition stay. */
function entriesOf(sizes: string): string[] {
  const entries: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < sizes.length; index += 1) {
    const char = sizes[index]
    if (char === "(") depth += 1
    else if (char === ")") depth -= 1
    else if (char === "," && depth === 0) {
      entries.push(sizes.slice(start, index).trim())
      start = index + 1
    }
  }
  entries.push(sizes.slice(start).trim())
  return entries.filter((entry) => entry !== "")
}

/** "(min-width: 640px) 50vw" -> ["(min-width: 640px)", "50vw"]; "100vw" -> [undefined, "100vw"]. */
function split(entry: string): [string | undefined, string] {
  if (!entry.startsWith("(")) return [undefined, entry]
  let depth = 0
  for (let index = 0; index < entry.length; index += 1) {
    if (entry[index] === "(") depth += 1
    else if (entry[index] === ")" && --depth === 0) return [entry.slice(0, index + 1), entry.slice(index + 1).trim()]
  }
  return [undefined, entry]
}

/** `sizes` with the same sizes scaled to 2x for screens above 2x put first (see above). */
export function withDenseScreenSizes(sizes: string): string {
  const dense = entriesOf(sizes).map((entry) => {
    const [condition, size] = split(entry)
    const when = condition ? `${DENSE_SCREEN} and ${condition}` : DENSE_SCREEN
    return `${when} calc(${size} * ${DENSE_SCALE})`
  })
  return [...dense, sizes].join(", ")
}
