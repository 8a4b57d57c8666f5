import React, { type ReactNode } from "react"
import { Icon } from "./Icon"
import type { IconName } from "./icon-set"
import * as buttons from "./buttons.module.css"

interface DeviceLinkProps {
  /** A tel:, sms: or mailto: address: the visitor's phone or mail program takes over. */
  href: string
  icon: IconName
  children: ReactNode
}

/** A secondary button that calls, texts or e-mails the business, with its icon (white on a dark surface). */
export function DeviceLink({ href, icon, children }: DeviceLinkProps) {
  return (
    <a href={href} className={`${buttons.button} ${buttons.secondary}`}>
      <Icon name={icon} size={20} />
      {children}
    </a>
  )
}
