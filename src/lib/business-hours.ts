export interface OpeningDays {
  readonly days: string
  readonly opens: string | null
  readonly closes: string | null
  readonly closed: boolean | null
}

/** "8:00 AM-6:00 PM", or "Closed". */
export function formatOpeningTimes(day: OpeningDays): string {
  if (day.closed || !day.opens || !day.closes) return "Closed"
  return `${day.opens}-${day.closes}`
}
