import React from "react"

interface HtmlProps {
  htmlAttributes: Record<string, unknown>
  headComponents: React.ReactNode[]
  bodyAttributes: Record<string, unknown>
  preBodyComponents: React.ReactNode[]
  body: string
  postBodyComponents: React.ReactNode[]
}

/**
 * Every page's document, in English: Gatsby's own (.cache/default-html.js) but for the viewport, which
 * covers the whole screen (`viewport-fit=cover`), so that the call bar at the bottom can keep inside
 * the screen's safe area by `env(safe-area-inset-bottom)` (global.css, CallBar.module.css); without
 * the tags only Internet Explorer and iOS 9 read (x-ua-compatible, shrink-to-fit).
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    <html lang="en" {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
