import { PROJECTS_PATH } from "../../lib/paths"

interface NavLink {
  readonly to: string
  readonly label: string
}

export const HEADER_LINKS: readonly NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Our Services" },
  { to: "/gallery", label: "Gallery" },
  { to: "/testimonials", label: "Testimonials" },
  { to: "/contact", label: "Contact" },
]

/** The footer's quick links: the header's, without Testimonials, and "Contact Us". */
const FOOTER_LINKS: readonly NavLink[] = HEADER_LINKS.filter((link) => link.to !== "/testimonials").map((link) =>
  link.to === "/contact" ? { ...link, label: "Contact Us" } : link,
)

/** The footer's quick links, with "Projects" after "Gallery" when the site has projects to show. */
export const footerLinks = (withProjects: boolean): readonly NavLink[] =>
  withProjects
    ? FOOTER_LINKS.flatMap((link) => (link.to === "/gallery" ? [link, { to: PROJECTS_PATH, label: "Projects" }] : [link]))
    : FOOTER_LINKS
