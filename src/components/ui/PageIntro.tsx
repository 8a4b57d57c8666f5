import React, { type ReactNode } from "react"
import { StaticHtml } from "./StaticHtml"
import * as styles from "./PageIntro.module.css"

interface PageIntroProps {
  title: string
  /** Shown above the title: where the page sits in the site (see Breadcrumbs). */
  breadcrumbs?: ReactNode
  children?: ReactNode
}

/** The band at the top of a page, under the header: the page's h1 and its lead text, which never change on the page (StaticHtml). */
export function PageIntro({ title, breadcrumbs, children }: PageIntroProps) {
  return (
    <section className={styles.intro}>
      <StaticHtml className={styles.inner}>
        {breadcrumbs}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.lead}>{children}</div>}
      </StaticHtml>
    </section>
  )
}
