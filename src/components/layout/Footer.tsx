import React, { type ReactNode } from "react"
import { Icon } from "../ui/Icon"
import type { Business } from "../../hooks/useBusiness"
import { useCurrentYear } from "../../hooks/useCurrentYear"
import { displayPhone, mailtoHref, telHref } from "../../lib/contact-links"
import { COUNTING_NOTICE } from "../../analytics/visit-events"
import { BusinessHours } from "./BusinessHours"
import { footerLinks } from "./navigation"
import { SiteLink } from "../ui/SiteLink"
import { StaticHtml } from "../ui/StaticHtml"
import * as styles from "./Footer.module.css"

interface FooterProps {
  business: Business
  /** Whether the site has projects: the quick links then include "Projects". */
  withProjects?: boolean
}

/** A headed column of the footer, named by its heading for assistive technology. */
function FooterColumn({
  id,
  title,
  as: Element = "section",
  children,
}: {
  id: string
  title: string
  as?: "nav" | "section"
  children: ReactNode
}) {
  return (
    <Element aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Element>
  )
}

export function Footer({ business, withProjects = false }: FooterProps) {
  const year = useCurrentYear()
  return (
    <footer className={styles.footer}>
      <StaticHtml className={styles.columns}>
        <FooterColumn as="nav" id="footer-links" title="Quick Links">
          <ul className={styles.list}>
            {footerLinks(withProjects).map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-contact" title="Contact Info">
          <ul className={styles.list}>
            {[
              { href: telHref(business.phone), icon: "phone" as const, text: displayPhone(business.phone) },
              { href: mailtoHref(business.email), icon: "mail" as const, text: business.email },
            ].map(({ href, icon, text }) => (
              <li key={href}>
                <a href={href}>
                  <Icon name={icon} size={16} /> {text}
                </a>
              </li>
            ))}
            <li>Serving homeowners across {business.serviceArea}</li>
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-hours" title="Business Hours">
          <BusinessHours hours={business.hours} note={business.hoursNote} className={styles.hours} />
        </FooterColumn>
      </StaticHtml>
      {/* Where the owner turned counting on, visitors are told in the same paragraph (the build's constant: the text as ever otherwise). */}
      <p className={styles.copyright}>
        © {year} {business.name}
        {`. All rights reserved.${process.env.GATSBY_PLAUSIBLE_DOMAIN ? ` ${COUNTING_NOTICE}` : ""}`}
      </p>
      {/* 201 CMR 18.01: a Massachusetts home improvement contractor shows its registration on every advertisement. */}
      <StaticHtml as="ul" className={styles.licenses}>
        <li>MA HIC Reg. #{business.hicRegistration}</li>
        {business.constructionSupervisorLicense && (
          <li>MA Construction Supervisor License {business.constructionSupervisorLicense}</li>
        )}
      </StaticHtml>
    </footer>
  )
}
