import React from "react"
import type { LucideIcon } from "lucide-react"
import { CardGrid } from "../ui/CardGrid"
import * as styles from "./FeatureList.module.css"

export interface Feature {
  icon: LucideIcon
  title: string
  text: string
}

/** A list of headed points with an icon each, in a grid of `columns` on wide screens. */
export function FeatureList({ features, columns = 3 }: { features: readonly Feature[]; columns?: 3 | 4 }) {
  return (
    <CardGrid columns={{ md: 2, lg: columns }}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className={styles.item}>
          <Icon aria-hidden="true" width={32} height={32} className={styles.icon} />
          <div>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </div>
        </li>
      ))}
    </CardGrid>
  )
}
