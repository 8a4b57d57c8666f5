import { useEffect, useState } from "react"

/**
 * The year on the visitor's clock. The server-rendered HTML carries the build year; the page
 * corrects it once it runs, so a site built last year still shows this year.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear())
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}
