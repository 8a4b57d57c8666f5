import "./src/styles/global.css"
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { startCounting } from "./src/analytics/counting"
import { setHydrating } from "./src/lib/hydration"
import { keepPhotoMovesInPage, pageShown } from "./src/lib/photo-moves"
import { followSiteLinks } from "./src/lib/site-links"
import { recordPage } from "./src/lib/visit-pages"
import { nextTask } from "./src/lib/when-idle"

export { wrapPageElement } from "./src/wrap-page-element"

/**
 * Moving to another page: the page transition scrolls to the top once the old page has left
 * (see PageTransition). Within one page (a #fragment link) Gatsby's own scrolling is kept.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) =>
  prevRouterProps?.location.pathname === routerProps.location.pathname

/**
 * Links between the site's pages are followed inside the page from the start (site-links.ts).
 * Back and Forward between a page's photo addresses stay the viewer's, before the router listens
 * (photo-moves.ts): no page rendered again, no scroll, no announcement.
 * Gatsby waits for the promise before it asks for the page's data: the scripts' evaluation and
 * the page's loading are two tasks on a phone's main thread, not one.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  followSiteLinks(document)
  keepPhotoMovesInPage()
  // Where the owner turned counting on (GATSBY_PLAUSIBLE_DOMAIN, written in by the build:
  // gatsby-node.ts), visits are counted from once the page is idle (counting.ts). Read in the
  // condition itself, so webpack drops the branch, and all the counting code, when unset.
  if (process.env.GATSBY_PLAUSIBLE_DOMAIN) {
    startCounting(document)
  }
  return nextTask()
}

/**
 * Which pages bring a request: the visit's first page, and the page the contact page was reached
 * from (visit-pages.ts); and the page the viewer's addresses belong to.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  pageShown(location.href)
  recordPage(location.pathname, prevLocation?.pathname)
}

/**
 * Every page is built to HTML, so the browser hydrates it. As a transition, React hydrates in slices
 * of a few milliseconds and lets the phone answer a tap in between, rather than in one long task
 * (Gatsby's own hydration is one task of 50–70 ms on this machine, four times that on a phone).
 * Not typed as GatsbyBrowser's, which is React 17's render (it returns the element, not a cleanup).
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  // `gatsby develop` serves pages without HTML and renders its loading indicator into a new element:
  // those are rendered, and unmounted through what this returns.
  if (container.firstElementChild === null) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: Root | undefined
  setHydrating(true)
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}
