import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"

export { wrapPageElement } from "./src/wrap-page-element"

/**
 * Moving to another page: the page transition scrolls to the top once the old page has left
 * (see PageTransition). Within one page (a #fragment link) Gatsby's own scrolling is kept.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) =>
  prevRouterProps?.location.pathname === routerProps.location.pathname
