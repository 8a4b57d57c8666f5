import React, { type ReactNode } from "react"
import { Icon } from "./Icon"
import type { IconName } from "./icon-set"
import * as buttons from "./buttons.module.css"

interface DeviceLinkProps {
  /** A tel:, sms: or mailto: address: the visitor's phone or mail program takes over. */
  href: string
  icon: IconName
  variant: "outline" | "onDark"
  children: ReactNode
}

/** A button-styled link that calls, texts or e-mails the business, with its icon. */
export function DeviceLink({ href, icon, variant, children }: DeviceLinkProps) {
  return (
    <a href={href} className={`${buttons.button} ${buttons[variant]}`}>
      <Icon name={icon} size={20} />
      {children}
    </a>
  )
}
