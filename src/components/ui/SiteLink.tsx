import React, { type AnchorHTMLAttributes } from "react"
import { SITE_LINK_ATTRIBUTE } from "../../lib/site-links"

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** One of the site's pages, as paths.ts makes it: "/about", "/services#deck-construction". */
  to: string
}

/** A link to another of the site's pages: an anchor that the page follows without reloading (site-links.ts). */
export function SiteLink({ to, children, ...anchorProps }: SiteLinkProps) {
  const marker = { [SITE_LINK_ATTRIBUTE]: "" }
  return (
    <a href={to} {...marker} {...anchorProps}>
      {children}
    </a>
  )
}
