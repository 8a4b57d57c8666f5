import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { HEADER_LINKS } from "../../../src/components/layout/navigation"
import { THANK_YOU_PATH } from "../../../src/lib/paths"
import { PUBLIC } from "./public-files"
import { sitemapAddresses } from "../../support/built-site"

/** The six public routes of docs/requirements.md: The pages and the header link that names each (the labels are checked against docs/requirements.md in layout.test.ts). */
export const ROUTES = HEADER_LINKS.map(({ to, label }) => ({ path: to, navLabel: label }))

/**
 * Every page of the build, as its sitemap lists them (the six routes and a page per service), so
 * that each gate covers a page the moment the build makes it.
 */
export const sitemapPaths = (): string[] => sitemapAddresses(PUBLIC)

/**
 * The pages no sitemap lists, which every gate (axe, console, links, security headers, rendering
 * without JavaScript) covers all the same: the 404 page and the contact form's thank-you page.
 */
export const UNLISTED_PAGES = ["/404", THANK_YOU_PATH]

/** Every page the gates check: the sitemap's and the unlisted ones. */
export const everyPage = () => [...sitemapPaths(), ...UNLISTED_PAGES]

/**
 * A built page's kind: the template Gatsby made it from (its page data's componentChunkName), or
 * the address itself for a page without page data.
 */
function pageKind(pathname: string): string {
  const file = path.join(PUBLIC, "page-data", pathname.replace(/^\/|\/$/g, "") || "index", "page-data.json")
  if (!existsSync(file)) return pathname
  return (JSON.parse(readFileSync(file, "utf8")) as { componentChunkName: string }).componentChunkName
}

/** The first page of each kind among `pages`, in their order (every page of a new template is in it the moment the build makes it). */
export function firstOfEachKind(pages: string[]): Set<string> {
  const kinds = new Set<string>()
  return new Set(
    pages.filter((page) => {
      const kind = pageKind(page)
      if (kinds.has(kind)) return false
      kinds.add(kind)
      return true
    }),
  )
}
