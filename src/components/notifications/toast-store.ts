import { useSyncExternalStore } from "react"

/** docs/requirements.md: States: at most one notification is shown; a new one replaces the old. */
export const TOAST_LIMIT = 1
/** How long a closed notification stays mounted so its closing animation can play. */
export const TOAST_REMOVE_DELAY_MS = 1000

type ToastVariant = "default" | "destructive"

interface ToastAction {
  label: string
  /** What a screen reader user is told to do instead of pressing the button. */
  altText: string
  onClick: () => void
}

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
  action?: ToastAction
}

interface ToastItem extends ToastOptions {
  id: string
  variant: ToastVariant
  open: boolean
}

type Listener = () => void

/**
 * No notifications: one array, which the server's snapshot and the store start from, so that
 * hydrating a page finds the store as the server rendered it and renders nothing again.
 */
const NO_TOASTS: readonly ToastItem[] = []

let toasts = NO_TOASTS
let nextId = 1
const listeners = new Set<Listener>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function publish(next: readonly ToastItem[]): void {
  toasts = next
  listeners.forEach((listener) => listener())
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      publish(toasts.filter((item) => item.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

/** Closes one notification, or all of them without an id; each is removed after it has closed. */
export function dismissToast(id?: string): void {
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)))
  toasts.filter((item) => !item.open).forEach((item) => scheduleRemoval(item.id))
}

/** Shows a notification, replacing the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  const id = String(nextId++)
  const item: ToastItem = { ...options, id, variant: options.variant ?? "default", open: true }
  publish([item, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getSnapshot = () => toasts
const noToastsOnServer = () => NO_TOASTS

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, noToastsOnServer)
}

/** Clears the store between tests. */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer))
  removalTimers.clear()
  publish(NO_TOASTS)
}
