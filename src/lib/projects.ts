/** How the site names and orders finished projects (content/gallery/<folder>/project.json). */

interface Dated {
  title: string
  /** "2024-05", or absent. */
  completed?: string | null
}

/** "Kitchen remodel in Wellesley, MA": a project's heading (every town served is in Massachusetts). */
export const projectHeading = (project: { title: string; town: string }) => `${project.title} in ${project.town}, MA`

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/** "2024-05" -> "May 2024". */
export function completedLabel(completed: string): string {
  const [year, month] = completed.split("-").map(Number)
  return `${MONTHS[month - 1] ?? ""} ${year}`.trim()
}

/** Newest `completed` first; projects without a date after the dated ones; then by title. */
export function newestFirst<T extends Dated>(projects: readonly T[]): T[] {
  return [...projects].sort((a, b) => {
    if (a.completed && b.completed && a.completed !== b.completed) return a.completed < b.completed ? 1 : -1
    if (a.completed && !b.completed) return -1
    if (!a.completed && b.completed) return 1
    return a.title.localeCompare(b.title)
  })
}
