import "./src/styles/global.css"
import type { GatsbySSR } from "gatsby"
import { withoutUnwantedHeadElements } from "./src/gatsby/unwanted-head-elements"

export { wrapPageElement } from "./src/wrap-page-element"

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutUnwantedHeadElements(getHeadComponents()))
}
