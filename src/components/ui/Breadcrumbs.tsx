import React from "react"
import type { Crumb } from "../../lib/structured-data"
import { SiteLink } from "./SiteLink"
import * as styles from "./Breadcrumbs.module.css"

/** Where a page sits in the site, "Home › Our Services › Deck Construction"; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className={styles.crumb}>
            {index < trail.length - 1 ? (
              <SiteLink to={crumb.path}>{crumb.name}</SiteLink>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
