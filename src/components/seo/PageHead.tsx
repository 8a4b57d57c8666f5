import React, { type ReactNode } from "react"
import { useShareImage, type ShareImage } from "../../hooks/useShareImage"
import { useBusiness } from "../../hooks/useBusiness"
import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { serializeJsonLd } from "../../lib/structured-data"

interface PageHeadProps {
  title: string
  description: string
  pathname: string
  /** schema.org data for the page, rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>
  /** The image shown when the page is shared; the site's share image by default. */
  image?: ShareImage
  children?: ReactNode
}

/** Search results cut titles at about 70 characters (html-validate's long-title rule agrees). */
const MAX_TITLE_LENGTH = 70

/** Title, description, canonical address, sharing tags and structured data of one page. */
export function PageHead({ title, description, pathname, jsonLd, image: pageImage, children }: PageHeadProps) {
  const site = useSiteMetadata()
  const business = useBusiness()
  const siteImage = useShareImage()
  const image = pageImage ?? siteImage
  // The site's name follows the page's own title when both fit in what search results show.
  const withSiteName = `${title} | ${business.shortName}`
  const fullTitle = withSiteName.length > MAX_TITLE_LENGTH ? title : withSiteName
  const url = `${site.siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`
  const imageUrl = image && `${site.siteUrl}${image.src}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
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
