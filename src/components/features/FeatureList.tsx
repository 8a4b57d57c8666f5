import React from "react"
import { Icon } from "../ui/Icon"
import type { IconName } from "../ui/icon-set"
import { CardGrid } from "../ui/CardGrid"
import * as styles from "./FeatureList.module.css"

export interface Feature {
  icon: IconName
  title: string
  text: string
}

/** A list of headed points with an icon each, in a grid of `columns` on wide screens. */
export function FeatureList({ features, columns = 3 }: { features: readonly Feature[]; columns?: 3 | 4 }) {
  return (
    <CardGrid columns={{ md: 2, lg: columns }}>
      {features.map(({ icon, title, text }) => (
        <li key={title} className={styles.item}>
          <Icon name={icon} size={32} className={styles.icon} />
          <div>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </div>
        </li>
      ))}
    </CardGrid>
  )
}
