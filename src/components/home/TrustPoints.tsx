import React from "react"
import { Award, HeartHandshake, ShieldCheck } from "lucide-react"
import type { Business } from "../../hooks/useBusiness"
import { CardGrid } from "../ui/CardGrid"
import * as styles from "./TrustPoints.module.css"

/** The three reasons to trust the business, with its years and area from business.json. */
export function TrustPoints({
  business: { yearsExperience, serviceArea },
}: {
  business: Pick<Business, "yearsExperience" | "serviceArea">
}) {
  const points = [
    {
      icon: Award,
      title: `${yearsExperience}+ Years of Experience`,
      text: `Decades of remodeling, building and repairing ${serviceArea} homes of every age and style.`,
    },
    {
      icon: ShieldCheck,
      title: "Quality Craftsmanship",
      text: "Careful preparation, quality materials and work we are proud to put our name on.",
    },
    {
      icon: HeartHandshake,
      title: "Customer Focused",
      text: "Clear estimates, straight answers, tidy job sites and a team that returns your calls.",
    },
  ]
  return (
    <CardGrid columns={{ md: 3 }}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className={styles.point}>
          <Icon aria-hidden="true" width={40} height={40} className={styles.icon} />
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </CardGrid>
  )
}
