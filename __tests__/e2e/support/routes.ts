import { readFileSync } from "node:fs"
import path from "node:path"
import { HEADER_LINKS } from "../../../src/components/layout/navigation"
import { PUBLIC } from "./public-files"

/** The six public routes of SPEC.md §2 and the header link that names each (the labels are checked against SPEC.md in layout.test.ts). */
export const ROUTES = HEADER_LINKS.map(({ to, label }) => ({ path: to, navLabel: label }))

/**
 * Every page of the build, as its sitemap lists them (the six routes and a page per service), so
 * that each gate covers a page the moment the build makes it.
 */
export function sitemapPaths(): string[] {
  const sitemap = readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname).sort()
}
