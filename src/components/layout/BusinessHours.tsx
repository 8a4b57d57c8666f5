import React from "react"
import { formatOpeningTimes, type OpeningDays } from "../../lib/business-hours"

interface BusinessHoursProps {
  hours: readonly OpeningDays[]
  note: string
  className?: string
}

/** The opening hours as a definition list, followed by the note about emergencies. */
export function BusinessHours({ hours, note, className }: BusinessHoursProps) {
  return (
    <div className={className}>
      <dl>
        {hours.map((day) => (
          <div key={day.days}>
            <dt>{day.days}</dt>
            <dd>{formatOpeningTimes(day)}</dd>
          </div>
        ))}
      </dl>
      <p>{note}</p>
    </div>
  )
}
