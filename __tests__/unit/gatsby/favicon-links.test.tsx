/** @jest-environment node */
import React from "react"
import { SVG_FAVICON_KEY, withoutSvgFavicon } from "../../../src/gatsby/favicon-links"

describe("the head's favicon links", () => {
  it("leave out the manifest plugin's SVG favicon and keep its PNG and every other element", () => {
    const png = <link key="gatsby-plugin-manifest-icon-link-png" rel="icon" href="/favicon-32x32.png" type="image/png" />
    const svg = <link key={SVG_FAVICON_KEY} rel="icon" href="/favicon.svg" type="image/svg+xml" />
    const manifest = <link key="gatsby-plugin-manifest-link" rel="manifest" href="/manifest.webmanifest" />
    expect(withoutSvgFavicon([png, svg, manifest, "text"])).toEqual([png, manifest, "text"])
  })
})
