import "./src/styles/global.css"
import type { GatsbySSR } from "gatsby"
import { withoutSvgFavicon } from "./src/gatsby/favicon-links"

export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutSvgFavicon(getHeadComponents()))
}
