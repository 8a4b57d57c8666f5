import React from "react"
import * as RadixToast from "@radix-ui/react-toast"
import { Icon } from "../ui/Icon"
import { dismissToast, useToasts } from "./toast-store"
import * as styles from "./Toaster.module.css"

/** docs/requirements.md: States, Constants: auto-close delay and right swipe past 50 px. */
const TOAST_DURATION_MS = 5000
const TOAST_SWIPE_THRESHOLD_PX = 50

/**
 * The notification area. Radix supplies the behaviour docs/requirements.md: States fixes: F8 focuses the area
 * ("Notifications (F8)"), announcements labelled "Notification" and removed after 1 s, the timer
 * paused on hover, focus and window blur, Escape, swipe with 10 px (touch) / 2 px start slack.
 */
export function Toaster() {
  const toasts = useToasts()
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          className={styles.toast}
          data-variant={item.variant}
        >
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
            {item.description && " "}
            {item.description && (
              <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description>
            )}
          </div>
          {item.action && (
            <RadixToast.Action altText={item.action.altText} className={styles.action} onClick={item.action.onClick}>
              {item.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close className={styles.close} aria-label="Close">
            <Icon name="x" size={18} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  )
}
