import React, { type ReactNode } from "react"
import { useShareImage } from "../../hooks/useShareImage"
import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { serializeJsonLd } from "../../lib/structured-data"

interface PageHeadProps {
  title: string
  description: string
  pathname: string
  /** schema.org data for the page, rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>
  children?: ReactNode
}

/** Title, description, canonical address, sharing tags and structured data of one page. */
export function PageHead({ title, description, pathname, jsonLd, children }: PageHeadProps) {
  const site = useSiteMetadata()
  const image = useShareImage()
  const fullTitle = title === site.title ? title : `${title} | ${site.title}`
  const url = `${site.siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`
  const imageUrl = image && `${site.siteUrl}${image.src}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && imageUrl && (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
          <meta name="twitter:image" content={imageUrl} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      )}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
      {children}
    </>
  )
}
