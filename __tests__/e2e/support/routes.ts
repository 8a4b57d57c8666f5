import { HEADER_LINKS } from "../../../src/components/layout/navigation"
import { THANK_YOU_PATH } from "../../../src/lib/paths"
import { PUBLIC } from "./public-files"
import { sitemapAddresses } from "../../support/built-site"

/** The six public routes of SPEC.md §2 and the header link that names each (the labels are checked against SPEC.md in layout.test.ts). */
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
