import React, { type ReactNode } from "react"
import { StaticHtml } from "./StaticHtml"
import type { GridColumns } from "../../lib/grid-columns"
import * as styles from "./CardGrid.module.css"

const columnClass = (breakpoint: string, count: number) => styles[`${breakpoint}${count}`]

interface CardGridProps {
  /** How many columns from each breakpoint up, e.g. { sm: 2, lg: 3 }; one column below the first. */
  columns: GridColumns
  /** A list of cards (each child an <li>), or a plain block of figures. */
  as?: "ul" | "div"
  /** For a grid that never changes on its page: the first load keeps its HTML as it is (StaticHtml), and `whileKept` does what its content needs. */
  staticContent?: { whileKept?: (element: HTMLElement) => () => void }
  children: ReactNode
}

/** Every grid of cards on the site: the same gap, the same breakpoints, one column on a phone. */
export function CardGrid({ columns, as: Element = "ul", staticContent, children }: CardGridProps) {
  const classes = Object.entries(columns).map(([breakpoint, count]) => columnClass(breakpoint, count))
  const className = [styles.grid, ...classes].join(" ")
  if (staticContent) {
    return (
      <StaticHtml as={Element} className={className} whileKept={staticContent.whileKept}>
        {children}
      </StaticHtml>
    )
  }
  return <Element className={className}>{children}</Element>
}
