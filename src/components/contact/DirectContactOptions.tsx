import React from "react"
import type { Business } from "../../hooks/useBusiness"
import { displayPhone, mailtoHref, smsHref, telHref } from "../../lib/contact-links"
import { CardGrid } from "../ui/CardGrid"
import { Icon } from "../ui/Icon"
import type { IconName } from "../ui/icon-set"
import * as styles from "./DirectContactOptions.module.css"
import { PAGE_ACTIONS } from "../layout/page-actions"

/** Call, text and e-mail, each a device link that shows the number or address it uses. */
export function DirectContactOptions({ business }: { business: Business }) {
  const options: Array<{ icon: IconName; label: string; detail: string; href: string }> = [
    { icon: "phone", label: "Call us", detail: displayPhone(business.phone), href: telHref(business.phone) },
    {
      icon: "message-square",
      label: "Send a text message",
      detail: displayPhone(business.phone),
      href: smsHref(business.phone, business.smsBody),
    },
    {
      icon: "mail",
      label: "E-mail us",
      detail: business.email,
      href: mailtoHref(business.email, "Free estimate request"),
    },
  ]
  return (
    <div {...PAGE_ACTIONS}>
      <CardGrid columns={{ md: 3 }}>
        {options.map(({ icon, label, detail, href }) => (
          <li key={label}>
            <a href={href} className={styles.option}>
              <Icon name={icon} size={28} className={styles.icon} />
              <span>
                <span className={styles.label}>{label}</span>
                <span className={styles.detail}>{detail}</span>
              </span>
            </a>
          </li>
        ))}
      </CardGrid>
    </div>
  )
}
