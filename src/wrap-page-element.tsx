import React from "react"
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from "gatsby"
import { Layout } from "./components/layout/Layout"

/** Every route renders inside the one Layout, which stays mounted across navigations. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs) {
  return <Layout pathname={props.location.pathname}>{element}</Layout>
}
