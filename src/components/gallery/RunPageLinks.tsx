import React from "react"
import { pageLinks } from "../../lib/page-links"
import { runPagePath, type PhotoRunPlace } from "../../lib/photo-runs"
import { SiteLink } from "../ui/SiteLink"
import { StaticHtml } from "../ui/StaticHtml"
import * as styles from "./RunPageLinks.module.css"

interface RunPageLinksProps {
  /** The page's place in its run, as its context gives it. */
  place: Pick<PhotoRunPlace, "photosOf" | "page" | "pageCount">
  /** What the links are named for screen readers: "Gallery pages". */
  label: string
}

/**
 * Links to the other pages of a run of photo pages, when it has more than one: at most 9 entries
 * however many pages (src/lib/page-links.ts), wrapping on a narrow screen.
 */
export function RunPageLinks({ place, label }: RunPageLinksProps) {
  const links = pageLinks(place.page, place.pageCount)
  const pathOf = (page: number) => runPagePath(place.photosOf, page)
  if (links.length === 0) return null
  return (
    <nav aria-label={label} className={styles.pages}>
      <StaticHtml as="ul" className={styles.list}>
        {links.map((link) => {
          if (link.kind === "gap")
            return (
              <li key={link.key} className={styles.gap} aria-hidden="true">
                …
              </li>
            )
          if (link.kind === "page")
            return (
              <li key={link.page}>
                <SiteLink
                  to={pathOf(link.page)}
                  className={styles.link}
                  aria-current={link.current ? "page" : undefined}
                  aria-label={`Page ${link.page}`}
                >
                  {link.page}
                </SiteLink>
              </li>
            )
          return (
            <li key={link.kind}>
              <SiteLink to={pathOf(link.page)} className={styles.link}>
                {link.kind === "previous" ? "Previous" : "Next"}
                <span className="visually-hidden"> page</span>
              </SiteLink>
            </li>
          )
        })}
      </StaticHtml>
    </nav>
  )
}
