import type { ToastOptions } from "../notifications/toast-store"

/** docs/requirements.md: The contact form: the two notifications of the contact form, word for word. */
export const MESSAGE_SENT: ToastOptions = {
  variant: "default",
  title: "Message Sent!",
  description:
    "Thank you for contacting us. We'll be in touch shortly. A copy of your initial interest has been prepared for your email.",
}

export const MESSAGE_FAILED: ToastOptions = {
  variant: "destructive",
  title: "Error Sending Message",
  description: "Something went wrong. Please try again or contact us directly.",
}
