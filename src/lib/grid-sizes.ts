import BREAKPOINTS from "../styles/breakpoints.json"
import layout from "../styles/layout.json"
import type { GridColumns } from "./grid-columns"

/** CSS pixels in a rem, as the site's root font size leaves them. */
const REM_PX = 16

/**
 * The width each of `columns` columns of a grid is shown at, for `sizes`, in the page's layout
 * (src/styles/layout.json, which global.css's --space, --card-gap and --content-width follow:
 * `npm run lint` checks them): the screen less the side padding and the gaps, shared; a fixed width
 * from the breakpoint where the content reaches its widest.
 */
export function gridImageSizes(columns: GridColumns): string {
  const [padding, gap, widest] = [layout.sidePaddingRem, layout.cardGapRem, layout.contentWidthRem].map((rem) => rem * REM_PX)
  const fromWidest = (Object.keys(BREAKPOINTS) as Array<keyof typeof BREAKPOINTS>)
    .filter((breakpoint) => columns[breakpoint] !== undefined)
    .sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a])
  const shown = (count: number, from: number) =>
    from - 2 * padding >= widest
      ? `${Math.floor((widest - (count - 1) * gap) / count)}px`
      : count === 1
        ? `calc(100vw - ${2 * padding}px)`
        : `calc((100vw - ${2 * padding + (count - 1) * gap}px) / ${count})`
  return [
    ...fromWidest.map(
      (breakpoint) => `(min-width: ${BREAKPOINTS[breakpoint]}px) ${shown(columns[breakpoint] ?? 1, BREAKPOINTS[breakpoint])}`,
    ),
    shown(columns.base ?? 1, 0),
  ].join(", ")
}
