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
  className?: string
}

/** Request a Free Quote, Call Now and Send a Text: the row of a service's and a project's page. */
export function QuoteActions({ quoteTo, className = "" }: QuoteActionsProps) {
  const business = useBusiness()
  return (
    <div className={`${buttons.row} ${className}`} {...PAGE_ACTIONS}>
      <SiteLink to={quoteTo} className={`${buttons.button} ${buttons.primary}`}>
        Request a Free Quote
      </SiteLink>
      <DeviceLink href={telHref(business.phone)} icon="phone">
        Call Now
      </DeviceLink>
      <DeviceLink href={smsHref(business.phone, business.smsBody)} icon="message-square">
        Send a Text
      </DeviceLink>
    </div>
  )
}
