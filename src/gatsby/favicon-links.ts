import { isValidElement, type ReactNode } from "react"

/** The key gatsby-plugin-manifest gives the `<link rel="icon">` of its SVG favicon (its gatsby-ssr.js). */
export const SVG_FAVICON_KEY = "gatsby-plugin-manifest-icon-link-svg"

/**
 * The head's links without the manifest plugin's SVG favicon, keeping its 32 px PNG. A browser
 * draws an SVG favicon as a document of its own on the page's main thread once the page has
 * loaded (a task of about 30 ms on the benchmark's machine, four times that on a low-end phone),
 * while the page is still getting ready for its first tap; the PNG serves every browser alike.
 */
export const withoutSvgFavicon = (components: ReactNode[]): ReactNode[] =>
  components.filter((component) => !(isValidElement(component) && component.key === SVG_FAVICON_KEY))
