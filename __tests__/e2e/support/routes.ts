/** The six public routes of SPEC.md §2 and the header link that names each. */
export const ROUTES = [
  { path: "/", navLabel: "Home" },
  { path: "/about", navLabel: "About Us" },
  { path: "/services", navLabel: "Our Services" },
  { path: "/gallery", navLabel: "Gallery" },
  { path: "/testimonials", navLabel: "Testimonials" },
  { path: "/contact", navLabel: "Contact" },
] as const
