import type { PlausibleRequestPayload } from "@plausible-analytics/tracker"

/**
 * An address without its query and fragment (`/gallery?photo=…&email=…#x` is `/gallery`): what a
 * visitor typed or a link carried stays in the browser. Text that is no address is kept to its
 * part before any "?" or "#".
 */
export function withoutQuery(address: string): string {
  try {
    const url = new URL(address)
    return `${url.origin}${url.pathname}`
  } catch {
    return address.split(/[?#]/)[0]
  }
}

/**
 * Every report as it leaves the browser (the tracker's transformRequest): its page's address and its
 * referrer without query or fragment, the page's own or another site's (issue 114).
 */
export const onlyPaths = (payload: PlausibleRequestPayload): PlausibleRequestPayload => ({
  ...payload,
  u: withoutQuery(payload.u),
  ...(payload.r ? { r: withoutQuery(payload.r) } : {}),
})
