import React, { type ReactNode } from "react"
import { useSiteMetadata } from "../../hooks/useSiteMetadata"

interface PageHeadProps {
  title: string
  description: string
  pathname: string
  children?: ReactNode
}

/** Title, description and canonical address of one page, for its Gatsby `Head` export. */
export function PageHead({ title, description, pathname, children }: PageHeadProps) {
  const site = useSiteMetadata()
  const fullTitle = title === site.title ? title : `${title} | ${site.title}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${site.siteUrl}${pathname === "/" ? "" : pathname}`} />
      {children}
    </>
  )
}
