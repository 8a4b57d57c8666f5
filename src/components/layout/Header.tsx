import React, { useState } from "react"
import { Icon } from "../ui/Icon"
import { useScrolledPast } from "../../hooks/useScrolledPast"
import { displayPhone, telHref } from "../../lib/contact-links"
import { CONTACT_PATH, HOME_PATH, isCurrentPath } from "../../lib/paths"
import { HEADER_LINKS } from "./navigation"
import { SiteLink } from "../ui/SiteLink"
import * as buttons from "../ui/buttons.module.css"
import * as styles from "./Header.module.css"
import { monogramOf } from "../../lib/monogram"

/** docs/requirements.md: The pages: the header turns white with a shadow once the page is scrolled past this. */
const HEADER_SCROLL_THRESHOLD_PX = 50

const MENU_ID = "site-menu"

interface HeaderProps {
  pathname: string
  siteName: string
  /** The business's phone, as content/business.json writes it. */
  phone: string
}

/**
 * The brand, the six routes (a menu below the large breakpoint) and, outside that navigation, the
 * call in digits and Free Estimate: in the bar from the large breakpoint, in the open menu below it.
 */
export function Header({ pathname, siteName, phone }: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = () => setMenuOpen(false)

  return (
    <header className={styles.header} data-scrolled={scrolled} data-menu-open={menuOpen}>
      <div className={styles.bar}>
        <SiteLink to={HOME_PATH} className={styles.brand} onClick={closeMenu}>
          <span className={styles.monogram} aria-hidden="true">
            {monogramOf(siteName)}
          </span>
          {siteName}
        </SiteLink>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "x" : "menu"} size={24} />
        </button>
        <nav aria-label="Main" className={styles.nav}>
          <ul id={MENU_ID} className={styles.links}>
            {HEADER_LINKS.map((link) => {
              const current = isCurrentPath(pathname, link.to)
              return (
                <li key={link.to}>
                  <SiteLink
                    to={link.to}
                    className={current ? `${styles.link} ${styles.active}` : styles.link}
                    aria-current={current ? "page" : undefined}
                    onClick={closeMenu}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <a
            href={telHref(phone)}
            className={`${buttons.button} ${buttons.secondary} ${styles.call}`}
            aria-label={`Call ${phone}`}
          >
            <Icon name="phone" size={18} />
            <span className={styles.callNumber}>{displayPhone(phone)}</span>
          </a>
          <SiteLink to={CONTACT_PATH} className={`${buttons.button} ${buttons.primary}`} onClick={closeMenu}>
            Free Estimate
          </SiteLink>
        </div>
      </div>
    </header>
  )
}
