import React, { type ReactNode } from "react"
import { useBusiness } from "../../hooks/useBusiness"
import { smsHref } from "../../lib/contact-links"
import { SiteLink } from "./SiteLink"
import { StaticHtml } from "./StaticHtml"
import * as buttons from "./buttons.module.css"
import { DeviceLink } from "./DeviceLink"
import * as styles from "./CallToAction.module.css"
import { CONTACT_PATH } from "../../lib/paths"
import { PAGE_ACTIONS } from "../layout/page-actions"

interface CallToActionProps {
  title: string
  /** Where "Request a Quote" leads: the contact page, with a service filled in where one is known. */
  quoteTo?: string
  children: ReactNode
}

/** The closing band of a page: "Request a Quote" (the form) and "Send SMS for Fast Quote". */
export function CallToAction({ title, quoteTo = CONTACT_PATH, children }: CallToActionProps) {
  const business = useBusiness()
  return (
    <section aria-labelledby="call-to-action-heading" className={styles.band}>
      <StaticHtml className={styles.inner}>
        <h2 id="call-to-action-heading" className={styles.title}>
          {title}
        </h2>
        <div className={styles.text}>{children}</div>
        <div className={`${buttons.row} ${styles.actions}`} {...PAGE_ACTIONS}>
          <SiteLink to={quoteTo} className={`${buttons.button} ${buttons.primary}`}>
            Request a Quote
          </SiteLink>
          <DeviceLink href={smsHref(business.phone, business.smsBody)} icon="message-square">
            Send SMS for Fast Quote
          </DeviceLink>
        </div>
      </StaticHtml>
    </section>
  )
}
