import type { Business } from "../hooks/useBusiness"

/** One line of business.json's hours: a day or days, and their times or "closed". */
export type OpeningDays = Business["hours"][number]

/** "8:00 AM-6:00 PM", or "Closed". */
export function formatOpeningTimes(day: OpeningDays): string {
  if (day.closed || !day.opens || !day.closes) return "Closed"
  return `${day.opens}-${day.closes}`
}
