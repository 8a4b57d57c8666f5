import React, { type ReactNode } from "react"
import type { LucideIcon } from "lucide-react"
import * as buttons from "./buttons.module.css"

interface DeviceLinkProps {
  /** A tel:, sms: or mailto: address: the visitor's phone or mail program takes over. */
  href: string
  icon: LucideIcon
  variant: "secondary" | "outline"
  children: ReactNode
}

/** A button-styled link that calls, texts or e-mails the business, with its icon. */
export function DeviceLink({ href, icon: Icon, variant, children }: DeviceLinkProps) {
  return (
    <a href={href} className={`${buttons.button} ${buttons[variant]}`}>
      <Icon aria-hidden="true" width={20} height={20} />
      {children}
    </a>
  )
}
