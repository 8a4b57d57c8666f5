const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const
type WeekDay = (typeof WEEK_DAYS)[number]

const dayIndex = (name: string) => WEEK_DAYS.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase())

/**
 * The week days a label of business.json names: "Saturday", "Monday-Friday", "Saturday, Sunday".
 * Undefined when the label is not written that way.
 */
export function parseDays(label: string): WeekDay[] | undefined {
  const days: WeekDay[] = []
  for (const part of label.split(",")) {
    const [from, to, ...rest] = part.split(/\s*[-–]\s*/)
    const start = dayIndex(from)
    const end = to === undefined ? start : dayIndex(to)
    if (rest.length > 0 || start < 0 || end < start) return undefined
    days.push(...WEEK_DAYS.slice(start, end + 1))
  }
  return days
}

/** "8:00 AM" -> "08:00", "6:30 PM" -> "18:30", "12:00 PM" -> "12:00". */
export function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)
  if (!match) throw new Error(`"${time}" is not a time like "8:00 AM"`)
  const hour = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0)
  return `${String(hour).padStart(2, "0")}:${match[2]}`
}
