import React, { type ReactNode } from "react"
import { Reveal } from "./Reveal"
import * as styles from "./Section.module.css"

interface SectionProps {
  /** The section's h2; also its accessible name. */
  title: string
  /** A small label over the title, in the accent ("Our work"). */
  label?: string
  /** Anchor for links into the page; defaults to one made from the title. */
  id?: string
  lead?: ReactNode
  tone?: "plain" | "tint"
  /** Whether the section holds only what never changes on the page: text, pictures, links (StaticHtml). */
  staticContent?: boolean
  children: ReactNode
}

const idFrom = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** A page section: a heading, optional lead text and content, revealed as it scrolls in. */
export function Section({ title, label, id, lead, tone = "plain", staticContent = false, children }: SectionProps) {
  const headingId = `${id ?? idFrom(title)}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-tone={tone}>
      <Reveal className={styles.inner} staticContent={staticContent}>
        {label && <p className={styles.label}>{label}</p>}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </Reveal>
    </section>
  )
}
