/** How the site names and orders finished projects (content/gallery/<folder>/project.json). */

interface Dated {
  title: string
  /** "2024-05", or absent. */
  completed?: string | null
}

/** "Kitchen remodel in Wellesley, MA": a project's heading (every town served is in Massachusetts). */
export const projectHeading = (project: { title: string; town: string }) => `${project.title} in ${project.town}, MA`

/** How many of a project's photos its page shows; the rest are on its own photo pages, a link away. */
export const PROJECT_PAGE_PHOTOS = 8

/** "Kitchen remodel in Wellesley, MA: photos": the heading of a project's photo pages. */
export const projectPhotosHeading = (project: { title: string; town: string }) => `${projectHeading(project)}: photos`

/** "See all 100 photos of this project": the project page's link to its photo pages. */
export const seeAllProjectPhotosLabel = (count: number) => `See all ${count} photos of this project`

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
