import type { Page } from "@playwright/test"

/** Keeps each `securitypolicyviolation` of the page's documents, from their first byte. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`.trim()),
    )
  })
}

/** The violations recordViolations has kept on the page's document. */
export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)

/**
 * Whether `policy` (a Content-Security-Policy header) lets a page at `pageOrigin` reach `url` under
 * `directive`: by 'self' when it is the page's own origin, else by its origin listed.
 */
export function allows(policy: string, directive: string, url: URL, pageOrigin: string): boolean {
  const sources =
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? []
  return (url.origin === pageOrigin && sources.includes("'self'")) || sources.includes(url.origin)
}
