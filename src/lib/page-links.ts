/** One entry of a run of photo pages' links: a page, a gap standing for the pages left out, or a step. */
export type PageLink =
  | { kind: "page"; page: number; current: boolean }
  | { kind: "gap"; key: string }
  | { kind: "previous"; page: number }
  | { kind: "next"; page: number }

/**
 * The links of page `page` of `pageCount`: Previous, the first page, the current page with its
 * neighbours, the last page and Next, with a gap wherever pages are left out. A gap never stands
 * for a single page (that page is shown instead), so there are at most 9 entries however many
 * pages there are, and none for a single page.
 */
export function pageLinks(page: number, pageCount: number): PageLink[] {
  if (pageCount <= 1) return []
  const current = Math.min(Math.max(1, page), pageCount)
  const shown = new Set([1, current - 1, current, current + 1, pageCount].filter((n) => n >= 1 && n <= pageCount))
  // A gap of exactly one page costs an entry either way: show the page.
  if (shown.has(3) && !shown.has(2)) shown.add(2)
  if (shown.has(pageCount - 2) && !shown.has(pageCount - 1)) shown.add(pageCount - 1)
  const numbers = [...shown].sort((a, b) => a - b)

  const links: PageLink[] = []
  if (current > 1) links.push({ kind: "previous", page: current - 1 })
  numbers.forEach((number, index) => {
    if (index > 0 && number - numbers[index - 1] > 1) links.push({ kind: "gap", key: `gap-before-${number}` })
    links.push({ kind: "page", page: number, current: number === current })
  })
  if (current < pageCount) links.push({ kind: "next", page: current + 1 })
  return links
}
