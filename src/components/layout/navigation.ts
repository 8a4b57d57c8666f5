import {
  ABOUT_PATH,
  CONTACT_PATH,
  galleryPagePath,
  HOME_PATH,
  PROJECTS_PATH,
  SERVICES_PATH,
  TESTIMONIALS_PATH,
} from "../../lib/paths"

interface NavLink {
  readonly to: string
  readonly label: string
}

export const HEADER_LINKS: readonly NavLink[] = [
  { to: HOME_PATH, label: "Home" },
  { to: ABOUT_PATH, label: "About Us" },
  { to: SERVICES_PATH, label: "Our Services" },
  { to: galleryPagePath(1), label: "Gallery" },
  { to: TESTIMONIALS_PATH, label: "Testimonials" },
  { to: CONTACT_PATH, label: "Contact" },
]

/** The footer's quick links: the header's, without Testimonials, and "Contact Us". */
const FOOTER_LINKS: readonly NavLink[] = HEADER_LINKS.filter((link) => link.to !== TESTIMONIALS_PATH).map((link) =>
  link.to === CONTACT_PATH ? { ...link, label: "Contact Us" } : link,
)

/** The footer's quick links, with "Projects" after "Gallery" when the site has projects to show. */
export const footerLinks = (withProjects: boolean): readonly NavLink[] =>
  withProjects
    ? FOOTER_LINKS.flatMap((link) => (link.to === galleryPagePath(1) ? [link, { to: PROJECTS_PATH, label: "Projects" }] : [link]))
    : FOOTER_LINKS
