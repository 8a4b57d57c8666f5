import React from "react"
import { useBusiness } from "../../hooks/useBusiness"
import { smsHref, telHref } from "../../lib/contact-links"
import { DeviceLink } from "./DeviceLink"
import { SiteLink } from "./SiteLink"
import * as buttons from "./buttons.module.css"
import { PAGE_ACTIONS } from "../layout/page-actions"

interface QuoteActionsProps {
  /** The contact page, its form prefilled with the service (contactPageFor). */
  quoteTo: string
  /** Drawn over a photo's scrim or the dark surface (PhotoHero): call and text white-outlined. */
  onDark?: boolean
  className?: string
}

/** Request a Free Quote, Call Now and Send a Text: the row of a service's and a project's page. */
export function QuoteActions({ quoteTo, onDark = false, className = "" }: QuoteActionsProps) {
  const business = useBusiness()
  const variant = onDark ? "onDark" : "outline"
  return (
    <div className={`${buttons.row} ${className}`} {...PAGE_ACTIONS}>
      <SiteLink to={quoteTo} className={`${buttons.button} ${buttons.primary}`}>
        Request a Free Quote
      </SiteLink>
      <DeviceLink href={telHref(business.phone)} icon="phone" variant={variant}>
        Call Now
      </DeviceLink>
      <DeviceLink href={smsHref(business.phone, business.smsBody)} icon="message-square" variant={variant}>
        Send a Text
      </DeviceLink>
    </div>
  )
}
