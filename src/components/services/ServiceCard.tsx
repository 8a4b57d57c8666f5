import React, { type ReactNode } from "react"
import { ServiceIcon } from "./ServiceIcon"
import * as styles from "./ServiceCard.module.css"

interface ServiceCardProps {
  service: Queries.ServiceCardFieldsFragment
  /** The card's anchor on the page (/services#<slug>), when it has one. */
  id?: string
  /** The card's link or action, under the description. */
  children?: ReactNode
}

/** One service: icon, name (h3) and description. */
export function ServiceCard({ service: { name, description, icon }, id, children }: ServiceCardProps) {
  return (
    <article id={id} className={styles.card}>
      <ServiceIcon name={icon} className={styles.icon} />
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.description}>{description}</p>
      {children}
    </article>
  )
}
