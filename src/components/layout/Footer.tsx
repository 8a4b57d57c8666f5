import React from "react"
import { Link } from "gatsby"
import { Mail, Phone } from "lucide-react"
import type { Business } from "../../hooks/useBusiness"
import { useCurrentYear } from "../../hooks/useCurrentYear"
import { displayPhone, mailtoHref, telHref } from "../../lib/contact-links"
import { BusinessHours } from "./BusinessHours"
import { FOOTER_LINKS } from "./navigation"
import * as styles from "./Footer.module.css"

interface FooterProps {
  business: Business
}

export function Footer({ business }: FooterProps) {
  const year = useCurrentYear()
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className={styles.heading}>
            Contact Info
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref(business.phone)}>
                <Phone aria-hidden="true" size={16} /> {displayPhone(business.phone)}
              </a>
            </li>
            <li>
              <a href={mailtoHref(business.email)}>
                <Mail aria-hidden="true" size={16} /> {business.email}
              </a>
            </li>
            <li>Serving homeowners across {business.serviceArea}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours-heading">
          <h2 id="footer-hours-heading" className={styles.heading}>
            Business Hours
          </h2>
          <BusinessHours hours={business.hours} note={business.hoursNote} className={styles.hours} />
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {business.name}. All rights reserved.
      </p>
      {/* 201 CMR 18.01: a Massachusetts home improvement contractor shows its registration on every advertisement. */}
      <ul className={styles.licenses}>
        <li>MA HIC Reg. #{business.hicRegistration}</li>
        {business.constructionSupervisorLicense && <li>MA Construction Supervisor License {business.constructionSupervisorLicense}</li>}
      </ul>
    </footer>
  )
}
