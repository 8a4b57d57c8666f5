import React from "react"
import { SiteLink } from "../ui/SiteLink"
import * as styles from "./SeeAllPhotos.module.css"

/** Under a page's few photos, the link to all of them: "See all 412 deck construction photos". */
export function SeeAllPhotos({ to, label }: { to: string; label: string }) {
  return (
    <p className={styles.all}>
      <SiteLink to={to}>{label}</SiteLink>
    </p>
  )
}
