import { isValidElement, type ReactNode } from "react"

/**
 * Elements plugins put in every page's head that the site does without, by the keys the plugins
 * give them (their gatsby-ssr.js), each for what it would cost a visitor's phone.
 */
const UNWANTED_HEAD_KEYS = new Set([
  // gatsby-plugin-manifest's SVG favicon (its 32 px PNG stays): a browser draws an SVG favicon as
  // a document of its own on the page's main thread once the page has loaded (a task of about
  // 30 ms on the benchmark's machine, four times that on a low-end phone).
  "gatsby-plugin-manifest-icon-link-svg",
  // gatsby-plugin-image's runtime for its <GatsbyImage>: a style sheet, its <noscript> twin and a
  // script that handles the load of every image on the page. The site draws its pictures with its
  // own ResponsivePicture; the plugin stays for the image types of the GraphQL schema.
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
])

/** The head's elements without those. */
export const withoutUnwantedHeadElements = (components: ReactNode[]): ReactNode[] =>
  components.filter(
    (component) => !(isValidElement(component) && component.key !== null && UNWANTED_HEAD_KEYS.has(component.key)),
  )
