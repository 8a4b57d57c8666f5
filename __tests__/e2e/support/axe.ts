import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

/**
 * axe's WCAG 2.1 A/AA violations, as "rule: target" lines (empty when there are none). A page
 * without frames (every page of the site) is checked by axe in the page itself (its "legacy"
 * mode): the same rules, in half the time of its cross-frame run, which opens a blank page of its
 * own to merge what each frame found. A page with frames gets the cross-frame run.
 */
export async function violations(page: Page): Promise<string[]> {
  const withinThePage = page.frames().length === 1
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(withinThePage).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} (${node.failureSummary ?? ""})`),
  )
}
