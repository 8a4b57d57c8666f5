import { PAGE_ACTIONS_ATTRIBUTE } from "./page-actions"

/** The mark the call bar steps aside by (CallBar.module.css): "true" while a row is on screen. */
export const STEPPED_ASIDE_ATTRIBUTE = "data-stepped-aside"

/**
 * Marks `bar` with whether any of the page's own rows of ways to ask (page-actions.ts) is on
 * screen: not at once, then as the browser reports. The rows are found again each time <main>
 * takes another page (its one child, PageTransition.tsx). Returns what stops watching; where the
 * browser has no IntersectionObserver it watches nothing and the bar stays.
 */
export function watchPageActions(bar: Element): () => void {
  const main = document.querySelector("main")
  if (main === null || typeof IntersectionObserver === "undefined") return () => undefined
  const onChange = (onScreen: boolean) => bar.setAttribute(STEPPED_ASIDE_ATTRIBUTE, String(onScreen))
  const shown = new Set<Element>()
  const rows = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) shown.add(entry.target)
      else shown.delete(entry.target)
    }
    onChange(shown.size > 0)
  })
  const watchPage = () => {
    rows.disconnect()
    shown.clear()
    onChange(false)
    for (const row of main.querySelectorAll(`[${PAGE_ACTIONS_ATTRIBUTE}]`)) rows.observe(row)
  }
  watchPage()
  const pages = new MutationObserver(watchPage)
  pages.observe(main, { childList: true })
  return () => {
    pages.disconnect()
    rows.disconnect()
  }
}
