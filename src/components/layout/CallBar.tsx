import React, { useEffect, useRef } from "react"
import type { Business } from "../../hooks/useBusiness"
import { whenIdle } from "../../lib/when-idle"
import { loadPageMotion } from "./load-page-motion"
import { CALL_BAR_LABEL } from "../../lib/call-bar"
import { smsHref, telHref } from "../../lib/contact-links"
import { CONTACT_FORM_PATH } from "../../lib/contact-page-link"
import { Icon } from "../ui/Icon"
import { SiteLink } from "../ui/SiteLink"
import * as buttons from "../ui/buttons.module.css"
import * as styles from "./CallBar.module.css"

/**
 * Call, Text and Free Estimate (the contact page's form) at the bottom of a phone's screen below
 * the large breakpoint (docs/requirements.md, The pages). Without JavaScript it is always there;
 * with it, once the page is idle, it steps aside while one of the page's own rows of ways to ask is
 * on screen (watch-page-actions.ts, fetched with the page transition's code, marks it; React leaves
 * that mark alone). CallBar.module.css hides it while the viewer or the menu is open or a field has
 * focus, and the page keeps its height free below the footer.
 */
export function CallBar({ business }: { business: Business }) {
  const bar = useRef<HTMLElement>(null)
  // The bar lives as long as the layout, the whole visit: its watch is never stopped.
  useEffect(
    () =>
      whenIdle(() => {
        loadPageMotion().then(
          (motion) => bar.current && motion.watchPageActions(bar.current),
          () => undefined,
        )
      }),
    [],
  )
  return (
    <aside ref={bar} aria-label={CALL_BAR_LABEL} className={styles.bar}>
      <a href={telHref(business.phone)} className={`${buttons.button} ${buttons.secondary} ${styles.action}`}>
        <Icon name="phone" size={18} />
        Call
      </a>
      <a href={smsHref(business.phone, business.smsBody)} className={`${buttons.button} ${buttons.secondary} ${styles.action}`}>
        <Icon name="message-square" size={18} />
        Text
      </a>
      <SiteLink to={CONTACT_FORM_PATH} className={`${buttons.button} ${buttons.primary} ${styles.action}`}>
        Free Estimate
      </SiteLink>
    </aside>
  )
}
