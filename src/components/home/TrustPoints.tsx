import React from "react"
import type { Business } from "../../hooks/useBusiness"
import { CardGrid } from "../ui/CardGrid"
import { Icon } from "../ui/Icon"
import type { IconName } from "../ui/icon-set"
import * as styles from "./TrustPoints.module.css"

/** The three reasons to trust the business, with its years and area from business.json. */
export function TrustPoints({
  business: { yearsExperience, serviceArea },
}: {
  business: Pick<Business, "yearsExperience" | "serviceArea">
}) {
  const points: Array<{ icon: IconName; title: string; text: string }> = [
    {
      icon: "award",
      title: `${yearsExperience}+ Years of Experience`,
      text: `Decades of remodeling, building and repairing ${serviceArea} homes of every age and style.`,
    },
    {
      icon: "shield-check",
      title: "Quality Craftsmanship",
      text: "Careful preparation, quality materials and work we are proud to put our name on.",
    },
    {
      icon: "heart-handshake",
      title: "Customer Focused",
      text: "Clear estimates, straight answers, tidy job sites and a team that returns your calls.",
    },
  ]
  return (
    <CardGrid columns={{ md: 3 }}>
      {points.map(({ icon, title, text }) => (
        <li key={title} className={styles.point}>
          <Icon name={icon} size={40} className={styles.icon} />
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </CardGrid>
  )
}
