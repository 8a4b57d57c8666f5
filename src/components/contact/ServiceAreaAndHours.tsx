import React from "react"
import type { Business } from "../../hooks/useBusiness"
import { BusinessHours } from "../layout/BusinessHours"
import * as styles from "./ServiceAreaAndHours.module.css"

export function ServiceAreaAndHours({ business }: { business: Business }) {
  return (
    <div className={styles.columns}>
      <div>
        <h3>Service Area</h3>
        <p>
          We serve homeowners across <strong>{business.serviceArea}</strong>. Not sure we cover your town? Just ask.
        </p>
      </div>
      <div>
        <h3>Business Hours</h3>
        <BusinessHours hours={business.hours} note={business.hoursNote} className={styles.hours} />
      </div>
    </div>
  )
}
