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

/**
 * Elements by the start of their key, each for the bytes it costs every page's first round trip
 * (the page's HTML, within 14 KB gzip: src/budgets.ts): Gatsby's generator tag, which tells a
 * visitor nothing; and the manifest plugin's apple-touch-icon links but one (APPLE_TOUCH_ICON_KEPT):
 * eight sizes of one icon, where iOS takes the nearest size and scales it.
 */
const UNWANTED_HEAD_KEY_STARTS = ["generator-", "gatsby-plugin-manifest-apple-touch-icon-"]
const APPLE_TOUCH_ICON_KEPT = "gatsby-plugin-manifest-apple-touch-icon-192x192"

const unwanted = (key: string) =>
  UNWANTED_HEAD_KEYS.has(key) ||
  (key !== APPLE_TOUCH_ICON_KEPT && UNWANTED_HEAD_KEY_STARTS.some((start) => key.startsWith(start)))

/** The head's elements without those. */
export const withoutUnwantedHeadElements = (components: ReactNode[]): ReactNode[] =>
  components.filter((component) => !(isValidElement(component) && component.key !== null && unwanted(component.key)))
