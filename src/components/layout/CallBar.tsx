import React, { useEffect, useState } from "react"
import type { Business } from "../../hooks/useBusiness"
import { whenIdle } from "../../lib/when-idle"
import { loadPageMotion } from "./load-page-motion"
import { CALL_BAR_LABEL } from "../../lib/call-bar"
import { smsHref, telHref } from "../../lib/contact-links"
import { CONTACT_FORM_ID, CONTACT_PATH, isCurrentPath } from "../../lib/paths"
import { Icon } from "../ui/Icon"
import { SiteLink } from "../ui/SiteLink"
import * as buttons from "../ui/buttons.module.css"
import * as styles from "./CallBar.module.css"

interface CallBarProps {
  business: Business
  pathname: string
}

/**
 * Call, Text and Free Estimate at the bottom of a phone's screen (docs/requirements.md, The pages),
 * below the large breakpoint. Without JavaScript it is always there; with it, once the page is idle,
 * it steps aside while one of the page's own rows of ways to ask is on screen (watch-page-actions.ts,
 * fetched with the page transition's code). CallBar.module.css hides it while the
 * viewer or the menu is open or a field has focus, and the page keeps its height free below the footer.
 */
export function CallBar({ business, pathname }: CallBarProps) {
  const [pageActionsOnScreen, setPageActionsOnScreen] = useState(false)
  useEffect(() => {
    let stop: (() => void) | undefined
    let live = true
    const cancel = whenIdle(() => {
      loadPageMotion().then(
        (motion) => {
          if (live) stop = motion.watchPageActions(setPageActionsOnScreen)
        },
        () => undefined,
      )
    })
    return () => {
      live = false
      cancel()
      stop?.()
    }
  }, [])
  const estimateClass = `${buttons.button} ${buttons.primary} ${styles.action}`
  return (
    <aside aria-label={CALL_BAR_LABEL} className={styles.bar} data-stepped-aside={pageActionsOnScreen}>
      <a href={telHref(business.phone)} className={`${buttons.button} ${buttons.outline} ${styles.action}`}>
        <Icon name="phone" size={18} />
        Call
      </a>
      <a href={smsHref(business.phone, business.smsBody)} className={`${buttons.button} ${buttons.outline} ${styles.action}`}>
        <Icon name="message-square" size={18} />
        Text
      </a>
      {isCurrentPath(pathname, CONTACT_PATH) ? (
        <a href={`#${CONTACT_FORM_ID}`} className={estimateClass}>
          Free Estimate
        </a>
      ) : (
        <SiteLink to={CONTACT_PATH} className={estimateClass}>
          Free Estimate
        </SiteLink>
      )}
    </aside>
  )
}
