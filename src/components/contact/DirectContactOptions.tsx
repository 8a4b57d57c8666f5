import React from "react"
import { Mail, MessageSquare, Phone } from "lucide-react"
import type { Business } from "../../hooks/useBusiness"
import { displayPhone, mailtoHref, smsHref, telHref } from "../../lib/contact-links"
import { CardGrid } from "../ui/CardGrid"
import * as styles from "./DirectContactOptions.module.css"

/** Call, text and e-mail, each a device link that shows the number or address it uses. */
export function DirectContactOptions({ business }: { business: Business }) {
  const options = [
    { icon: Phone, label: "Call us", detail: displayPhone(business.phone), href: telHref(business.phone) },
    {
      icon: MessageSquare,
      label: "Send a text message",
      detail: displayPhone(business.phone),
      href: smsHref(business.phone, business.smsBody),
    },
    {
      icon: Mail,
      label: "E-mail us",
      detail: business.email,
      href: mailtoHref(business.email, "Free estimate request"),
    },
  ]
  return (
    <CardGrid columns={{ md: 3 }}>
      {options.map(({ icon: Icon, label, detail, href }) => (
        <li key={label}>
          <a href={href} className={styles.option}>
            <Icon aria-hidden="true" width={28} height={28} className={styles.icon} />
            <span>
              <span className={styles.label}>{label}</span>
              <span className={styles.detail}>{detail}</span>
            </span>
          </a>
        </li>
      ))}
    </CardGrid>
  )
}
