/** @jest-environment node */
import React from "react"
import { withoutUnwantedHeadElements } from "../../../src/gatsby/unwanted-head-elements"

describe("the head's elements", () => {
  it("leave out the manifest plugin's SVG favicon and all but one apple-touch-icon, the image plugin's runtime and the generator tag, and keep the PNG favicon and every other element", () => {
    const png = <link key="gatsby-plugin-manifest-icon-link-png" rel="icon" href="/favicon-32x32.png" type="image/png" />
    const manifest = <link key="gatsby-plugin-manifest-link" rel="manifest" href="/manifest.webmanifest" />
    const touchIcon = (size: string) => (
      <link key={`gatsby-plugin-manifest-apple-touch-icon-${size}`} rel="apple-touch-icon" sizes={size} />
    )
    const unwanted = [
      <meta key="generator-5.16.1" name="generator" content="Gatsby 5.16.1" />,
      touchIcon("48x48"),
      touchIcon("512x512"),
      <link key="gatsby-plugin-manifest-icon-link-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
      <style key="gatsby-image-style">{".gatsby-image-wrapper{position:relative}"}</style>,
      <noscript key="gatsby-image-style-noscript" />,
      <script key="gatsby-image-style-script" type="module" />,
    ]
    expect(withoutUnwantedHeadElements([png, ...unwanted, touchIcon("192x192"), manifest, "text"])).toEqual([
      png,
      touchIcon("192x192"),
      manifest,
      "text",
    ])
  })
})
